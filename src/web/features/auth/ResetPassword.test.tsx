import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_REDIRECT_MS } from '../../../domain/constants';
import { renderRoute } from '../../../testing/web/renderRoute';
import { stopTheClock } from '../../../testing/web/stoppedClock';

const ACCESS = 'A'.repeat(43);
const REFRESH = 'B'.repeat(43);
const HASH = `#access_token=${ACCESS}&refresh_token=${REFRESH}&type=recovery`;

type Answer = { status: number; body: unknown };

/** Answers each URL as given (a promise: once the test resolves it); records the calls. */
function answer(routes: Record<string, Answer | Promise<Answer>>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = (await routes[url]) ?? { status: 200, body: { authenticated: false, user: null } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** The memory router does not touch window.location, so the hash is put there as the browser would. */
function openResetLink(hash: string) {
  window.history.replaceState(null, '', `/reset-password${hash}`);
  return renderRoute(`/reset-password${hash}`);
}

describe('the reset password screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['no hash', ''],
    ['no refresh token', `#access_token=${ACCESS}&type=recovery`],
    ['no recovery type', `#access_token=${ACCESS}&refresh_token=${REFRESH}`],
  ])('says "Invalid password reset link" for a link with %s, without asking the server', async (_c, hash) => {
    const calls = answer({});
    openResetLink(hash);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password reset link');
    expect(calls.some((call) => call.url.startsWith('/api/auth/reset-password'))).toBe(false);
  });

  it('says "Invalid or expired password reset link" when the server refuses the tokens', async () => {
    answer({
      '/api/auth/reset-password/verify': {
        status: 400,
        body: { error: 'Invalid or expired password reset link' },
      },
    });
    openResetLink(HASH);
    expect(await screen.findByText('Validating reset link...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired password reset link');
    expect(window.location.hash).toBe(HASH);
  });

  it('checks the link, clears the hash, shows the rules as they are met and the messages in order', async () => {
    const calls = answer({ '/api/auth/reset-password/verify': { status: 200, body: { ok: true } } });
    openResetLink(HASH);
    const password = await within(await screen.findByRole('main')).findByLabelText('New Password');
    expect(window.location.hash).toBe('');
    expect(calls.find((call) => call.url === '/api/auth/reset-password/verify')).toEqual({
      url: '/api/auth/reset-password/verify',
      body: { accessToken: ACCESS, refreshToken: REFRESH },
    });

    const user = userEvent.setup();
    const rules = () =>
      screen
        .getAllByRole('listitem')
        .filter((item) => item.dataset.met !== undefined)
        .map((item) => item.dataset.met);
    expect(rules()).toEqual(['false', 'false', 'false', 'false', 'false']);
    await user.type(password, 'abc');
    expect(rules()).toEqual(['false', 'false', 'true', 'false', 'false']);

    const submit = screen.getByRole('button', { name: 'Reset Password' });
    const expectMessage = async (message: string) =>
      waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    await user.click(submit);
    await expectMessage('Password must be at least 8 characters long');
    await user.type(password, 'defgh');
    await expectMessage('Password must contain at least one uppercase letter');
    await user.type(password, 'A');
    await expectMessage('Password must contain at least one number');
    await user.type(password, '1');
    await expectMessage('Password must contain at least one special character (!@#$%^&*)');
    await user.type(password, '!');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(submit);
    await expectMessage('Passwords do not match');
    expect(rules()).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('resets, locks the form, says so and goes to /admin after 3 seconds', async () => {
    // The reset's answer is held back until the clock is stopped.
    let answerReset: (answer: Answer) => void = () => {};
    const calls = answer({
      '/api/auth/reset-password/verify': { status: 200, body: { ok: true } },
      '/api/auth/reset-password': new Promise<Answer>((resolve) => (answerReset = resolve)),
    });
    const { router } = openResetLink(HASH);
    const user = userEvent.setup();
    await user.type(
      await within(await screen.findByRole('main')).findByLabelText('New Password'),
      'Breezy#Playa28',
    );
    await user.type(screen.getByLabelText('Confirm Password'), 'Breezy#Playa28');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(calls.at(-1)).toEqual({
      url: '/api/auth/reset-password',
      body: { accessToken: ACCESS, refreshToken: REFRESH, password: 'Breezy#Playa28' },
    });

    // From the answer on, the 3 seconds are counted on a clock only this test moves.
    const clock = stopTheClock();
    answerReset({ status: 200, body: { ok: true } });
    await clock.settle();
    expect(screen.getByText('Password reset successful!')).toBeTruthy();
    expect(screen.getByText('Redirecting to login page...')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Password Reset!' }) as HTMLButtonElement;
    expect(button.closest('fieldset')?.disabled).toBe(true);

    await clock.advance(RESET_REDIRECT_MS - 1);
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.navigation.state).toBe('idle');
    await clock.advance(1);
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/admin');
    // The login page's code loads on real time.
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('shows the server words when the reset is refused', async () => {
    answer({
      '/api/auth/reset-password/verify': { status: 200, body: { ok: true } },
      '/api/auth/reset-password': { status: 400, body: { error: 'Invalid or expired password reset link' } },
    });
    openResetLink(HASH);
    const user = userEvent.setup();
    await user.type(
      await within(await screen.findByRole('main')).findByLabelText('New Password'),
      'Breezy#Playa28',
    );
    await user.type(screen.getByLabelText('Confirm Password'), 'Breezy#Playa28');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired password reset link');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeTruthy();
  });
});
