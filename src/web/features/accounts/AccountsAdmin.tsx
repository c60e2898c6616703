import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { AccountsTable } from './AccountsTable';
import { ACCOUNTS_QUERY_KEY, fetchAccounts } from './accountsApi';
import { InviteForm } from './InviteForm';

const ACTION_NAMES: Record<string, string> = {
  added: 'Added',
  invited: 'Invited',
  'role-changed': 'Role changed',
  disabled: 'Disabled',
  enabled: 'Enabled',
  'password-set': 'Password set',
  'password-reset': 'Password reset by link',
  'two-factor-enabled': 'Two-factor turned on',
  'two-factor-reset': 'Two-factor reset',
};

/** /admin/accounts (issue 17): the accounts, 'Add User', and the audit table of every account change. */
export function AccountsAdmin() {
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: ACCOUNTS_QUERY_KEY, queryFn: ({ signal }) => fetchAccounts(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-ocean-900">Accounts</h1>
        <p className="mt-2 text-slate-700">Admins and staff, and every change made to their accounts.</p>
      </header>
      {accounts.isPending ? <p role="status">Loading...</p> : null}
      {accounts.isError ? (
        <p role="alert" className="rounded-md border border-error-600 bg-error-50 p-3 text-error-800">
          Failed to load the accounts
        </p>
      ) : null}
      {accounts.data ? (
        <>
          <section
            aria-labelledby="accounts-heading"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="accounts-heading" className="text-xl font-semibold text-ocean-900">
              Users
            </h2>
            <AccountsTable accounts={accounts.data.accounts} onChanged={refresh} />
          </section>
          <section
            aria-labelledby="invite-heading"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="invite-heading" className="text-xl font-semibold text-ocean-900">
              Add User
            </h2>
            <InviteForm onInvited={refresh} />
          </section>
          <section
            aria-labelledby="audit-heading"
            className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
          >
            <h2 id="audit-heading" className="text-xl font-semibold text-ocean-900">
              Audit Log
            </h2>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Audit Log</caption>
                <thead className="border-b border-slate-200 text-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-4">
                      When
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      By
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Action
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Account
                    </th>
                    <th scope="col" className="py-2">
                      Detail
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {accounts.data.audit.map((event) => (
                    <tr key={event.id} className="border-b border-slate-100">
                      <td className="py-2 pr-4">{cancunDateTimeText(event.at)}</td>
                      <td className="py-2 pr-4">{event.actor}</td>
                      <td className="py-2 pr-4">{ACTION_NAMES[event.action] ?? event.action}</td>
                      <td className="py-2 pr-4">{event.account}</td>
                      <td className="py-2">{event.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}
