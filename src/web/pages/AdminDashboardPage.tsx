import { pageTitle } from '../components/pageTitle';
import { AdminDashboard } from '../features/admin/AdminDashboard';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/dashboard: only for a signed-in admin; AdminDashboard holds the page's heading and subtitle. */
export function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <title>{pageTitle('Admin Dashboard')}</title>
      <AdminDashboard />
    </RequireAdmin>
  );
}
