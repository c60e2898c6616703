import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountsOverview } from '../../../domain/schemas/accounts';
import { createQueryClient } from '../../shared/queryClient';
import { AccountsAdmin } from './AccountsAdmin';

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const STAFF_ID = '22222222-2222-4222-8222-222222222222';

const overview: AccountsOverview = {
  accounts: [
    {
      id: ADMIN_ID,
      email: 'admin@example.com',
      role: 'admin',
      twoFactorEnabled: true,
      lastSignInAt: '2026-03-02T15:00:00.000Z',
      disabled: false,
    },
    {
      id: STAFF_ID,
      email: 'staff@example.com',
      role: 'staff',
      twoFactorEnabled: false,
      lastSignInAt: null,
      disabled: false,
    },
  ],
  audit: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      at: '2026-03-02T15:00:00.000Z',
      actor: 'admin@example.com',
      action: 'invited',
      account: 'staff@example.com',
      detail: 'role staff',
    },
  ],
};

/** Answers each call by URL; records what was sent. */
function stubApi(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const fallback = init?.method === 'POST' ? { ok: true } : overview;
      const answer = answers[url] ?? { status: 200, body: fallback };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAccounts() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountsAdmin />
    </QueryClientProvider>,
  );
}

describe('the Accounts page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each account with role, two-factor state and last sign-in, and the audit table', async () => {
    stubApi({});
    renderAccounts();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['admin@example.com', 'Admin', 'On', 'Monday, March 2, 2026 at 10:00 AM (Cancun time)', 'Enabled'],
      ['staff@example.com', 'Staff', 'Off', 'Never', 'Enabled'],
    ]);
    const audit = screen.getByRole('table', { name: 'Audit Log' });
    expect(within(audit).getByText('Invited')).toBeTruthy();
  });

  it('invites a user by e-mail and role, and shows the server’s refusal of the last admin', async () => {
    const calls = stubApi({
      '/api/admin/accounts/11111111-1111-4111-8111-111111111111/role': {
        status: 409,
        body: { error: 'The last enabled admin cannot be disabled or demoted' },
      },
    });
    renderAccounts();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add User' });
    await user.type(within(form).getByLabelText('Email'), 'new@example.com');
    await user.selectOptions(within(form).getByLabelText('Role'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Send Invitation' }));
    expect((await screen.findByRole('status')).textContent).toBe('Invitation sent to new@example.com.');
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: '/api/admin/accounts',
      method: 'POST',
      body: { email: 'new@example.com', role: 'admin' },
    });

    await user.click(screen.getByRole('button', { name: 'Make admin@example.com Staff' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The last enabled admin cannot be disabled or demoted',
      ),
    );
  });
});
