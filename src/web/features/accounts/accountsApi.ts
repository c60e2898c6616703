/** The Accounts page's calls, parsed with the domain's schemas. */
import {
  type AccountRole,
  type AccountsOverview,
  accountsOverviewSchema,
  type InviteAccountInput,
} from '../../../domain/schemas/accounts';
import { okResponseSchema } from '../../../domain/schemas/session';
import { fetchJson } from '../../api/fetchJson';

export const ACCOUNTS_QUERY_KEY = ['admin', 'accounts'] as const;

export function fetchAccounts(signal?: AbortSignal): Promise<AccountsOverview> {
  return fetchJson('/api/admin/accounts', { schema: accountsOverviewSchema, signal });
}

export async function inviteAccount(input: InviteAccountInput): Promise<void> {
  await fetchJson('/api/admin/accounts', { method: 'POST', body: input, schema: okResponseSchema });
}

const accountUrl = (id: string, action: string) => `/api/admin/accounts/${encodeURIComponent(id)}/${action}`;

export async function changeRole(id: string, role: AccountRole): Promise<void> {
  await fetchJson(accountUrl(id, 'role'), { method: 'POST', body: { role }, schema: okResponseSchema });
}

export async function setDisabled(id: string, disabled: boolean): Promise<void> {
  await fetchJson(accountUrl(id, disabled ? 'disable' : 'enable'), {
    method: 'POST',
    body: {},
    schema: okResponseSchema,
  });
}
