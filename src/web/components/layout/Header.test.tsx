import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/web/renderRoute';

function answerSession(body: unknown) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('/api/auth/session')
      ? new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
      : new Response('{}', { status: 500 }),
  );
}

describe('header', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('gains its shadow once the page is scrolled more than 50px', async () => {
    renderRoute('/terms');
    const header = await screen.findByRole('banner');
    expect(header.dataset.scrolled).toBe('false');
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        fireEvent.scroll(window);
      });

    // The header listens from an effect that runs after it first shows: scroll until it has heard, so
    // the test never depends on how soon that effect ran.
    await waitFor(() => {
      scrollTo(51);
      expect(header.dataset.scrolled).toBe('true');
    });
    scrollTo(50);
    expect(header.dataset.scrolled).toBe('false');
    scrollTo(51);
    expect(header.dataset.scrolled).toBe('true');
  });

  it('opens the mobile menu with the same links, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderRoute('/terms');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu.id).toBe(button.getAttribute('aria-controls'));
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Why Us', 'Our Destinations', 'Check My Booking']);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Why Us');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('shows no Admin menu to a visitor who is signed out', async () => {
    answerSession({ authenticated: false, user: null });
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });

  it('shows the Admin menu with Dashboard, Manifest, Dispatch, Security, Accounts, Providers, Meeting Points, Backups, Personal Data, System and Logout to a signed-in admin', async () => {
    const user = userEvent.setup();
    answerSession({ authenticated: true, user: { email: 'ops@example.com', role: 'admin' } });
    renderRoute('/terms');

    await user.click(await screen.findByRole('button', { name: 'Admin' }));
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Manifest' }).getAttribute('href')).toBe('/admin/manifest');
    expect(screen.getByRole('link', { name: 'Dispatch' }).getAttribute('href')).toBe('/admin/dispatch');
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('href')).toBe('/admin/security');
    expect(screen.getByRole('link', { name: 'Accounts' }).getAttribute('href')).toBe('/admin/accounts');
    expect(screen.getByRole('link', { name: 'Providers' }).getAttribute('href')).toBe('/admin/providers');
    expect(screen.getByRole('link', { name: 'Meeting Points' }).getAttribute('href')).toBe(
      '/admin/meeting-points',
    );
    expect(screen.getByRole('link', { name: 'Backups' }).getAttribute('href')).toBe('/admin/backups');
    expect(screen.getByRole('link', { name: 'Personal Data' }).getAttribute('href')).toBe('/admin/privacy');
    expect(screen.getByRole('link', { name: 'System' }).getAttribute('href')).toBe('/admin/system');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('treats a failed session call as signed out', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    expect(screen.queryByRole('button', { name: 'Admin' })).toBeNull();
  });
});
