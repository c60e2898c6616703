import { PageSection } from '../components/PageSection';

/** Placeholder until the admin dashboard feature lands. */
export function AdminDashboardPage() {
  return (
    <PageSection title="Admin Dashboard">
      <p>Manage transportation bookings</p>
    </PageSection>
  );
}
