import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../components/kit/QueryState';
import { ScreenHeader } from '../../components/kit/ScreenHeader';
import { SectionCard } from '../../components/kit/SectionCard';
import { AccountsTable } from './AccountsTable';
import { AuditLogTable } from './AuditLogTable';
import { ACCOUNTS_QUERY_KEY, fetchAccounts } from './accountsApi';
import { InviteForm } from './InviteForm';

/** /admin/accounts (issue 17): the accounts, 'Add User', and the audit table of every account change. */
export function AccountsAdmin() {
  const queryClient = useQueryClient();
  const accounts = useQuery({ queryKey: ACCOUNTS_QUERY_KEY, queryFn: ({ signal }) => fetchAccounts(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_KEY });

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <ScreenHeader title="Accounts" intro="Admins and staff, and every change made to their accounts." />
      <QueryState
        query={accounts}
        loadingText="Loading..."
        errorText="Failed to load the accounts"
        className="space-y-8"
      >
        {(data) => (
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
      </QueryState>
    </div>
  );
}
