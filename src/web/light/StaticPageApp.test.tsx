import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaticPageName } from '../../domain/prerendered-pages';
import { StaticPageApp } from './StaticPageApp';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page as one tree, hydrated as a whole (its islands alone: islands/islands.test.tsx). */
async function hydrateStaticPage(
  page: StaticPageName,
): Promise<{ recoverable: unknown[]; prerendered: string }> {
  // The footer's prices and the header's session hint: offline here, as on a first visit without network.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StaticPageApp page={page} />);
  document.body.append(container);
  const prerendered = container.innerHTML;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <StaticPageApp page={page} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return { recoverable, prerendered };
}

describe('the legal pages and Page Not Found on the light build', () => {
  it.each([
    ['terms', 'Terms of Service'],
    ['privacy', 'Privacy Policy'],
    ['not-found', 'Page Not Found'],
  ] as const)('%s is prerendered with its heading and hydrates without a mismatch', async (page, heading) => {
    const consoleError = vi.spyOn(console, 'error');

    const { recoverable, prerendered } = await hydrateStaticPage(page);

    expect(prerendered).toContain(heading);
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    // The page's own tags are in the document's <head> (the prerender's), not in its body.
    expect(document.body.querySelector('title, meta')).toBeNull();
  });

  it('links to other pages with plain links: each is a full page load, no router needed', async () => {
    await hydrateStaticPage('terms');

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(main.getByRole('link', { name: 'check your booking' }).getAttribute('href')).toBe(
      '/check-my-booking',
    );
  });

  it("Page Not Found's way home is a plain link to /", async () => {
    await hydrateStaticPage('not-found');

    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
