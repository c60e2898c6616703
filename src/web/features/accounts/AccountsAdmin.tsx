import { QueryScreen } from '../../components/kit/QueryScreen';
import { SectionCard } from '../../components/kit/SectionCard';
import { AccountsTable } from './AccountsTable';
import { AuditLogTable } from './AuditLogTable';
import { ACCOUNTS_QUERY_KEY, fetchAccounts } from './accountsApi';
import { InviteForm } from './InviteForm';

/** /admin/accounts: the accounts, 'Add User', and the audit table of every account change. */
export function AccountsAdmin() {
  return (
    <QueryScreen
      title="Accounts"
      intro="Admins and staff, and every change made to their accounts."
      maxWidthClass="max-w-5xl"
      queryKey={ACCOUNTS_QUERY_KEY}
      fetch={fetchAccounts}
      errorText="Failed to load the accounts"
    >
      {(data, refresh) => (
        <>
          <SectionCard title="Users">
            <AccountsTable accounts={data.accounts} onChanged={refresh} />
          </SectionCard>
          <SectionCard title="Add User">
            <InviteForm onInvited={refresh} />
          </SectionCard>
          <SectionCard title="Audit Log">
            <AuditLogTable audit={data.audit} />
          </SectionCard>
        </>
      )}
    </QueryScreen>
  );
}
