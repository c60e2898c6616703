import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentNavigation } from './DocumentNavigation';
import { Link, useNavigation } from './NavigationContext';
import { RouterNavigation } from './RouterNavigation';

function WhereAmI() {
  const { pathname, hash } = useNavigation().location;
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function Page() {
  return (
    <>
      <Link to="/#our-destinations">Our Destinations</Link>
      <Link to="/terms" className="legal">
        Terms of Service
      </Link>
      <WhereAmI />
    </>
  );
}

/** Whether the last click was stopped by the app (true) or left to the browser to load the page (false). */
function watchClicks(): { lastPrevented: () => boolean | undefined } {
  let prevented: boolean | undefined;
  // Runs after React's own handlers; then stops jsdom, which cannot load another page.
  const onClick = (event: MouseEvent) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  beforeEach(() => {
    prevented = undefined;
    window.addEventListener('click', onClick);
  });
  afterEach(() => window.removeEventListener('click', onClick));
  return { lastPrevented: () => prevented };
}

describe('navigation without a router (the home page)', () => {
  const clicks = watchClicks();
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => vi.restoreAllMocks());

  it('renders plain links, without the attributes a router adds', () => {
    render(
      <DocumentNavigation serverPathname="/">
        <Page />
      </DocumentNavigation>,
    );
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.className).toBe('legal');
    expect(terms.hasAttribute('data-discover')).toBe(false);
  });

  it('leaves a link to another page to the browser, a full page load', async () => {
    render(
      <DocumentNavigation serverPathname="/">
        <Page />
      </DocumentNavigation>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(clicks.lastPrevented()).toBe(false);
  });

  it('moves to an anchor of this page in history and in its location, without a page load', async () => {
    render(
      <DocumentNavigation serverPathname="/">
        <Page />
      </DocumentNavigation>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/');

    await userEvent.click(screen.getByRole('link', { name: 'Our Destinations' }));

    expect(clicks.lastPrevented()).toBe(true);
    expect(window.location.hash).toBe('#our-destinations');
    expect(screen.getByTestId('where').textContent).toBe('/#our-destinations');
  });

  it('follows the back button', async () => {
    render(
      <DocumentNavigation serverPathname="/">
        <Page />
      </DocumentNavigation>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Our Destinations' }));
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('without any provider still gives plain links', () => {
    render(<Page />);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).hasAttribute('data-discover')).toBe(false);
  });
});

describe('navigation inside the single-page app', () => {
  it("gives React Router's links and location, and a click moves the router", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <RouterNavigation>
              <Page />
            </RouterNavigation>
          ),
        },
      ],
      { initialEntries: ['/privacy'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('where').textContent).toBe('/privacy');

    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    // React Router's <Link> marks its anchors; the plain one does not.
    expect(terms.getAttribute('data-discover')).toBe('true');
    await userEvent.click(terms);

    expect(router.state.location.pathname).toBe('/terms');
    expect(within(document.body).getByTestId('where').textContent).toBe('/terms');
  });
});
