import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SecurityOverview } from '../../../domain/schemas/two-factor';
import { createQueryClient } from '../../shared/queryClient';
import { SecuritySettings } from './SecuritySettings';

const THIS_ONE = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

const overview: SecurityOverview = {
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  sessions: [
    {
      id: THIS_ONE,
      startedAt: '2026-03-02T15:00:00.000Z',
      lastUsedAt: '2026-03-02T15:20:00.000Z',
      browser: 'Firefox on Linux',
      address: '203.0.113.9',
      current: true,
    },
    {
      id: PHONE,
      startedAt: '2026-03-01T15:00:00.000Z',
      lastUsedAt: '2026-03-01T16:00:00.000Z',
      browser: 'Safari on iPhone',
      address: '198.51.100.7',
      current: false,
    },
  ],
};

function stubApi(shown: SecurityOverview = overview) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}),
      });
      const body = init?.method === 'POST' ? { ok: true } : shown;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderSecurity(onSignedOut = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SecuritySettings onSignedOut={onSignedOut} />
    </QueryClientProvider>,
  );
  return onSignedOut;
}

describe('the Security page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the active sessions with their times in Cancun, browser and address', async () => {
    stubApi();
    renderSecurity();
    const table = await screen.findByRole('table', { name: 'Active Sessions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Monday, March 2, 2026 at 10:00 AM (Cancun time)',
        'Monday, March 2, 2026 at 10:20 AM (Cancun time)',
        'Firefox on Linux(this browser)',
        '203.0.113.9',
      ],
      [
        'Sunday, March 1, 2026 at 10:00 AM (Cancun time)',
        'Sunday, March 1, 2026 at 11:00 AM (Cancun time)',
        'Safari on iPhone',
        '198.51.100.7',
      ],
    ]);
    expect(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' })).toBeTruthy();
  });

  it('ends another session, and signs this page out when its own session is ended', async () => {
    const calls = stubApi();
    const onSignedOut = renderSecurity();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'End Session: Safari on iPhone, 198.51.100.7' }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: `/api/admin/security/sessions/${PHONE}/end`,
        method: 'POST',
        body: {},
      }),
    );
    expect(onSignedOut).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'End Session: Firefox on Linux, 203.0.113.9' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
  });

  it('asks for a current code before setting two-factor sign-in up again', async () => {
    const calls = stubApi({ ...overview, twoFactorEnabled: true, recoveryCodesLeft: 10 });
    renderSecurity();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current code or recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: '/api/admin/security/two-factor/setup',
        method: 'POST',
        body: { currentCode: '123456' },
      }),
    );
  });

  it('sets it up the first time without one', async () => {
    const calls = stubApi();
    renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set Up Two-Factor Authentication' }));
    expect(screen.queryByLabelText('Current code or recovery code')).toBeNull();
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/admin/security/two-factor/setup', method: 'POST', body: {} }),
    );
  });
});
