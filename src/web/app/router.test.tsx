import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from '../../domain/brand';
import { APP_ROUTES } from '../../domain/routes';
import { renderRoute } from '../../testing/web/renderRoute';
import { routes } from './router';

// One concrete URL per route of SPEC section 2 (the provider's page has a frame of its own, tested beside it).
const specPaths = Object.values(APP_ROUTES)
  .filter((pattern) => !pattern.startsWith('/provider/'))
  .map((pattern) => pattern.replace(':id', 'CPT-TEST01'));

describe('app routes', () => {
  it('shows Page Not Found with a link back home for an unknown path', async () => {
    renderRoute('/no/such/place');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("Oops! It seems the destination you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it.each(specPaths)('renders %s inside the layout', async (path) => {
    renderRoute(path);

    // Lazy routes resolve after the first render, so wait for the page's heading.
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Page Not Found')).toBeNull();

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: BRAND_NAME }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main')).toBeTruthy();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(within(footer).getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the 404 page inside the layout too', async () => {
    renderRoute('/admin/nope');

    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('shows the same payment success screen at /success and /booking-success', async () => {
    for (const path of [APP_ROUTES.success, APP_ROUTES.bookingSuccess]) {
      const { unmount } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
      unmount();
    }
  });

  it('loads every screen but the home page on demand, keeping them out of the home bundle', () => {
    const flatten = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [route, ...flatten(route.children ?? [])]);
    const withPath = flatten(routes).filter((route) => route.path !== undefined);

    expect(withPath.filter((route) => !route.lazy).map((route) => route.path)).toEqual([APP_ROUTES.home]);
    expect(withPath.map((route) => route.path)).toEqual(
      expect.arrayContaining([...Object.values(APP_ROUTES), '*']),
    );
  });
});
