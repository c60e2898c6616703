import { pageTitle } from '../components/pageTitle';
import { AdminReports } from '../features/admin/reports/AdminReports';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/reports: only for a signed-in admin, like the dashboard. */
export function AdminReportsPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Reports')}</title>
      <AdminReports />
    </RequireAdmin>
  );
}
