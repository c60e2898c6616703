import { useMutation } from '@tanstack/react-query';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import type { Account, AccountRole } from '../../../domain/schemas/accounts';
import { errorMessage } from '../../api/fetchJson';
import { FormError } from '../../components/form/FormMessages';
import { ActionButton } from '../../components/kit/ActionButton';
import { type Column, DataTable } from '../../components/kit/DataTable';
import { changeRole, setDisabled } from './accountsApi';

type Change = { account: Account } & ({ role: AccountRole } | { disabled: boolean });

const COLUMNS: Column<Account>[] = [
  { header: 'Email', cell: (account) => account.email, className: 'font-semibold' },
  { header: 'Role', cell: (account) => (account.role === 'admin' ? 'Admin' : 'Staff') },
  { header: 'Two-factor', cell: (account) => (account.twoFactorEnabled ? 'On' : 'Off') },
  {
    header: 'Last sign-in',
    cell: (account) => (account.lastSignInAt ? cancunDateTimeText(account.lastSignInAt) : 'Never'),
  },
  { header: 'Status', cell: (account) => (account.disabled ? 'Disabled' : 'Enabled') },
];

/** Every account with its role, two-factor state and last sign-in, and the actions on it. */
export function AccountsTable({ accounts, onChanged }: { accounts: Account[]; onChanged: () => void }) {
  const change = useMutation({
    mutationFn: (request: Change) =>
      'role' in request
        ? changeRole(request.account.id, request.role)
        : setDisabled(request.account.id, request.disabled),
    onSuccess: onChanged,
  });
  const actions = (account: Account) => {
    const otherRole: AccountRole = account.role === 'admin' ? 'staff' : 'admin';
    return (
      <>
        <ActionButton
          disabled={change.isPending}
          aria-label={`Make ${account.email} ${otherRole === 'admin' ? 'Admin' : 'Staff'}`}
          onClick={() => change.mutate({ account, role: otherRole })}
        >
          {otherRole === 'admin' ? 'Make Admin' : 'Make Staff'}
        </ActionButton>
        <ActionButton
          disabled={change.isPending}
          aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.email}`}
          onClick={() => change.mutate({ account, disabled: !account.disabled })}
        >
          {account.disabled ? 'Enable' : 'Disable'}
        </ActionButton>
      </>
    );
  };
  return (
    <div className="space-y-3">
      <FormError
        message={change.isError ? errorMessage(change.error, 'Failed to change the account') : null}
      />
      <DataTable
        caption="Accounts"
        captionHidden
        columns={COLUMNS}
        rows={accounts}
        actions={{ header: 'Actions', cell: actions }}
      />
    </div>
  );
}
