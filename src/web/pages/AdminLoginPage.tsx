import { PageSection } from '../components/PageSection';

/** Placeholder until the admin sign-in feature lands. */
export function AdminLoginPage() {
  return (
    <PageSection title="Admin Login">
      <p>Sign in to manage bookings.</p>
    </PageSection>
  );
}
