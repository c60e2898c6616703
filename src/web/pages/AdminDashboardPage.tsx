import { useSearchParams } from 'react-router';
import { SEARCH_MAX_LENGTH } from '../../domain/admin-search';
import { pageTitle } from '../components/pageTitle';
import { AdminDashboard } from '../features/admin/AdminDashboard';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/**
 * /admin/dashboard: only for a signed-in admin; AdminDashboard holds the page's heading and subtitle.
 * `?search=` opens it on that search (a link to a booking's card).
 */
export function AdminDashboardPage() {
  const search = useSearchParams()[0].get('search')?.slice(0, SEARCH_MAX_LENGTH) ?? undefined;
  return (
    <RequireAdmin>
      <title>{pageTitle('Admin Dashboard')}</title>
      <AdminDashboard initialSearch={search} />
    </RequireAdmin>
  );
}
