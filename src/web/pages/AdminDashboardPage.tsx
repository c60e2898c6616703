import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';
import { RequireAdmin } from '../features/auth/RequireAdmin';

/** /admin/dashboard: only for a signed-in admin (the booking management arrives with its own issue). */
export function AdminDashboardPage() {
  return (
    <RequireAdmin>
      <PageSection title="Admin Dashboard">
        <title>{pageTitle('Admin Dashboard')}</title>
        <p>Manage transportation bookings</p>
      </PageSection>
    </RequireAdmin>
  );
}
