import { pageTitle } from '../components/pageTitle';
import { AdminSystem } from '../features/admin/system/AdminSystem';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/system: only for a signed-in admin, like every admin page. */
export function AdminSystemPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('System')}</title>
      <AdminSystem />
    </RequireAdmin>
  );
}
