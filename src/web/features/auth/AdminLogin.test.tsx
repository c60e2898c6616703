import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/web/renderRoute';
import { loadPage } from './loadPage';

vi.mock('./loadPage', () => ({ loadPage: vi.fn() }));

type Answer = { status: number; body: unknown } | 'network-down';
const signedOut = { status: 200, body: { authenticated: false, user: null } };
const signedIn = {
  status: 200,
  body: { authenticated: true, user: { email: 'a@example.com', role: 'admin' } },
};

/** Answers each API path with the given answer (a list is used up in order, the last one repeats). */
function answer(routes: Record<string, Answer | Answer[]>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const entry = routes[url] ?? signedOut;
    const next = Array.isArray(entry) ? (entry.length > 1 ? entry.shift() : entry[0]) : entry;
    if (!next || next === 'network-down') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

async function fillAndSignIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await within(await screen.findByRole('main')).findByLabelText('Email'), email);
  if (password) await user.type(within(screen.getByRole('main')).getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('the admin login screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for both fields, then for a valid address, before calling the server', async () => {
    const calls = answer({});
    renderRoute('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter both email and password');
    await user.type(within(screen.getByRole('main')).getByLabelText('Email'), 'admin');
    await user.type(within(screen.getByRole('main')).getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address'),
    );
    expect(calls.some((call) => call.url === '/api/auth/login')).toBe(false);
  });

  it.each([
    [{ status: 401, body: { error: 'Authentication failed' } }, 'Invalid email or password'],
    [{ status: 403, body: { error: 'Unauthorized access' } }, 'This account does not have admin access'],
    [
      { status: 429, body: { error: 'Too many requests. Please try again later.' } },
      'Too many requests. Please try again later.',
    ],
    ['network-down' as const, 'An unexpected error occurred. Please try again.'],
  ])('shows the answer %j as %j', async (loginAnswer, message) => {
    answer({ '/api/auth/login': loginAnswer });
    renderRoute('/admin');
    await fillAndSignIn('admin@example.com', 'Wrong#Pass1');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('signs in and loads the dashboard afresh, so the header shows the Admin menu', async () => {
    const calls = answer({
      '/api/auth/login': { status: 200, body: { user: { email: 'admin@example.com', role: 'admin' } } },
    });
    renderRoute('/admin');
    await fillAndSignIn(' admin@example.com ', 'Sunny#Cancun26');
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/dashboard'));
    expect(calls.find((call) => call.url === '/api/auth/login')?.body).toEqual({
      email: 'admin@example.com',
      password: 'Sunny#Cancun26',
    });
  });

  it('asks for the authentication code after the password when the account has two-factor sign-in', async () => {
    vi.mocked(loadPage).mockClear();
    const calls = answer({
      '/api/auth/login': { status: 200, body: { twoFactor: 'code' } },
      '/api/auth/login/code': [
        { status: 401, body: { error: 'Invalid authentication code' } },
        { status: 200, body: { user: { email: 'admin@example.com', role: 'admin' } } },
      ],
    });
    renderRoute('/admin');
    await fillAndSignIn('admin@example.com', 'Sunny#Cancun26');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Authentication code');
    expect(loadPage).not.toHaveBeenCalled();
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid authentication code');
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/admin/dashboard'));
    expect(calls.filter((call) => call.url === '/api/auth/login/code').map((call) => call.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('goes back to the password when the pending sign-in has expired', async () => {
    answer({
      '/api/auth/login': { status: 200, body: { twoFactor: 'code' } },
      '/api/auth/login/code': {
        status: 401,
        body: { error: 'Your sign-in has expired. Please sign in again.' },
      },
    });
    renderRoute('/admin');
    await fillAndSignIn('admin@example.com', 'Sunny#Cancun26');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your sign-in has expired. Please sign in again.',
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('sets two-factor sign-in up after the password when it is required, then shows the recovery codes', async () => {
    vi.mocked(loadPage).mockClear();
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
    const calls = answer({
      '/api/auth/login': { status: 200, body: { twoFactor: 'enrol' } },
      '/api/auth/login/enrolment': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrCode: 'data:image/png;base64,AAAA',
        },
      },
      '/api/auth/login/enrolment/verify': {
        status: 200,
        body: { recoveryCodes, user: { email: 'admin@example.com', role: 'admin' } },
      },
    });
    renderRoute('/admin');
    await fillAndSignIn('admin@example.com', 'Sunny#Cancun26');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and Turn On' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(calls.find((call) => call.url === '/api/auth/login/enrolment/verify')?.body).toEqual({
      code: '123456',
    });
    expect(loadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue to Dashboard' }));
    expect(loadPage).toHaveBeenCalledWith('/admin/dashboard');
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    answer({ '/api/auth/session': signedIn });
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByText('Manage transportation bookings')).toBeTruthy();
  });

  it('sends a signed-out visitor of the dashboard to /admin', async () => {
    answer({});
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });

  it('checks the address for Forgot Password, then shows the spec success text', async () => {
    const calls = answer({ '/api/auth/forgot-password': { status: 200, body: { message: 'sent' } } });
    renderRoute('/admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter your email address');
    await user.type(within(screen.getByRole('main')).getByLabelText('Email'), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    await user.type(within(screen.getByRole('main')).getByLabelText('Email'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Password reset instructions have been sent to your email address. Please check your inbox and follow the link to reset your password.',
    );
    expect(calls.find((call) => call.url === '/api/auth/forgot-password')?.body).toEqual({
      email: 'admin@example.com',
    });
  });

  it('says the reset e-mail could not be sent when the call fails', async () => {
    answer({ '/api/auth/forgot-password': 'network-down' });
    renderRoute('/admin');
    const user = userEvent.setup();
    await user.type(
      await within(await screen.findByRole('main')).findByLabelText('Email'),
      'admin@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Forgot Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send password reset email. Please try again.',
    );
  });

  it('links back to the home page', async () => {
    answer({});
    renderRoute('/admin');
    expect((await screen.findByRole('link', { name: 'Back to Home' })).getAttribute('href')).toBe('/');
  });
});
