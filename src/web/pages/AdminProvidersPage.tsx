import { pageTitle } from '../components/pageTitle';
import { AdminProviders } from '../features/admin/providers/AdminProviders';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/providers: only for a signed-in admin, like every admin page. */
export function AdminProvidersPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Providers')}</title>
      <AdminProviders />
    </RequireAdmin>
  );
}
