import { pageTitle } from '../components/pageTitle';
import { AdminDashboard } from '../features/admin/AdminDashboard';

/** /admin/dashboard: the booking management (its h1 'Admin Dashboard' and subtitle are in AdminDashboard). */
export function AdminDashboardPage() {
  return (
    <>
      <title>{pageTitle('Admin Dashboard')}</title>
      <AdminDashboard />
    </>
  );
}
