import { useMutation } from '@tanstack/react-query';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import type { Account, AccountRole } from '../../../domain/schemas/accounts';
import { errorMessage } from '../../api/fetchJson';
import { FormError } from '../../components/form/FormMessages';
import { changeRole, setDisabled } from './accountsApi';

type Change = { account: Account } & ({ role: AccountRole } | { disabled: boolean });

const actionClass =
  'rounded-md border border-ocean-700 px-3 py-1 font-semibold text-ocean-800 hover:bg-ocean-50 disabled:opacity-70';

/** Every account with its role, two-factor state and last sign-in, and the actions on it. */
export function AccountsTable({ accounts, onChanged }: { accounts: Account[]; onChanged: () => void }) {
  const change = useMutation({
    mutationFn: (request: Change) =>
      'role' in request
        ? changeRole(request.account.id, request.role)
        : setDisabled(request.account.id, request.disabled),
    onSuccess: onChanged,
  });
  return (
    <div className="space-y-3">
      <FormError
        message={change.isError ? errorMessage(change.error, 'Failed to change the account') : null}
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Accounts</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Email
              </th>
              <th scope="col" className="py-2 pr-4">
                Role
              </th>
              <th scope="col" className="py-2 pr-4">
                Two-factor
              </th>
              <th scope="col" className="py-2 pr-4">
                Last sign-in
              </th>
              <th scope="col" className="py-2 pr-4">
                Status
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => {
              const otherRole: AccountRole = account.role === 'admin' ? 'staff' : 'admin';
              return (
                <tr key={account.id} className="border-b border-slate-100">
                  <td className="py-2 pr-4 font-semibold">{account.email}</td>
                  <td className="py-2 pr-4">{account.role === 'admin' ? 'Admin' : 'Staff'}</td>
                  <td className="py-2 pr-4">{account.twoFactorEnabled ? 'On' : 'Off'}</td>
                  <td className="py-2 pr-4">
                    {account.lastSignInAt ? cancunDateTimeText(account.lastSignInAt) : 'Never'}
                  </td>
                  <td className="py-2 pr-4">{account.disabled ? 'Disabled' : 'Enabled'}</td>
                  <td className="flex flex-wrap gap-2 py-2">
                    <button
                      type="button"
                      className={actionClass}
                      disabled={change.isPending}
                      aria-label={`Make ${account.email} ${otherRole === 'admin' ? 'Admin' : 'Staff'}`}
                      onClick={() => change.mutate({ account, role: otherRole })}
                    >
                      {otherRole === 'admin' ? 'Make Admin' : 'Make Staff'}
                    </button>
                    <button
                      type="button"
                      className={actionClass}
                      disabled={change.isPending}
                      aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.email}`}
                      onClick={() => change.mutate({ account, disabled: !account.disabled })}
                    >
                      {account.disabled ? 'Enable' : 'Disable'}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
