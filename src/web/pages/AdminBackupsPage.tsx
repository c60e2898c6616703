import { pageTitle } from '../components/pageTitle';
import { AdminBackups } from '../features/admin/backups/AdminBackups';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/backups: only for a signed-in admin, like every admin page. */
export function AdminBackupsPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Backups')}</title>
      <AdminBackups />
    </RequireAdmin>
  );
}
