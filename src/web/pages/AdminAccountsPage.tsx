import { pageTitle } from '../components/pageTitle';
import { AccountsAdmin } from '../features/accounts/AccountsAdmin';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/accounts: only for a signed-in admin; the server answers staff 403 on its calls. */
export function AdminAccountsPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Accounts')}</title>
      <AccountsAdmin />
    </RequireAdmin>
  );
}
