/**
 * Islands (docs/decisions/039): /admin loaded as a document is a page of islands. As the prerender writes
 * it, then booted as in the browser: only the islands are hydrated, without a mismatch, and what the admin
 * did before is kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootIslandPage,
  clearIslandPage,
  hydrateIslandPage,
  isInAnIsland,
  prerenderIslandPage,
} from '../../testing/web/islandPage';
import { recordEarlyInteractions } from '../shared/earlyInteractions';
import { AdminLoginApp } from './AdminLoginApp';
import { ADMIN_LOGIN_ISLAND_MODULES } from './islands/adminLoginIslandModules';

afterEach(() => {
  clearIslandPage();
  vi.restoreAllMocks();
});

/** The API: nobody signed in; the reset request answered; the rest (the footer's prices) offline. */
function answerApi() {
  const sent: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (url === '/api/auth/session') return json({ authenticated: false, user: null });
    if (url === '/api/auth/forgot-password') return json({ message: 'sent' });
    throw new TypeError('offline');
  });
  return sent;
}

describe('the admin login as a page of islands', { timeout: 30_000 }, () => {
  // First: no test before it has fetched the form's checks (zod and the sign-in schemas).
  it('checks what was typed while its checks were on their way, then signs in with it', async () => {
    const sent = answerApi();
    prerenderIslandPage(<AdminLoginApp />);
    await bootIslandPage(ADMIN_LOGIN_ISLAND_MODULES);
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Admin login' });

    // The first send fetches the checks: the message comes once they are in, nothing sent.
    await user.type(within(form).getByLabelText('Email'), 'admin');
    await user.type(within(form).getByLabelText('Password'), 'Sunny#Cancun26');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(sent.some((call) => call.url === '/api/auth/login')).toBe(false);

    // Checked by the schema: the address trimmed. The login call is offline here: its message shows.
    await user.type(within(form).getByLabelText('Email'), '@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again.'),
    );
    expect(sent.filter((call) => call.url === '/api/auth/login').map((call) => call.body)).toEqual([
      { email: 'admin@example.com', password: 'Sunny#Cancun26' },
    ]);
  });

  it('hydrates its islands, the sign-in form one of them, without changing a node', async () => {
    answerApi();
    expect(await hydrateIslandPage(<AdminLoginApp />, ADMIN_LOGIN_ISLAND_MODULES)).toEqual({
      islands: ['header', 'admin-login', 'footer-prices', 'contact-form'],
      changed: [],
      lostNodes: 0,
      // The only change: 'Sign In' enabled once its island has taken over.
      sameMarkup: true,
    });
    expect(isInAnIsland(screen.getByRole('heading', { level: 1, name: 'Admin Login' }))).toBe(false);
    expect(isInAnIsland(screen.getByRole('form', { name: 'Admin login' }))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both email and password');
  });

  it("keeps the e-mail typed and 'Forgot Password' pressed before the form was hydrated", async () => {
    const sent = answerApi();
    prerenderIslandPage(<AdminLoginApp />);
    recordEarlyInteractions();
    const main = screen.getByRole('main');
    await userEvent.type(within(main).getByLabelText('Email'), 'early@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password' }));

    await bootIslandPage(ADMIN_LOGIN_ISLAND_MODULES);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.',
    );
    expect(sent.find((call) => call.url === '/api/auth/forgot-password')?.body).toEqual({
      email: 'early@example.com',
    });
  });
});
