import { PageSection } from '../components/PageSection';

/** Placeholder until the password reset feature lands. */
export function ResetPasswordPage() {
  return (
    <PageSection title="Reset Password">
      <p>Choose a new password for your admin account.</p>
    </PageSection>
  );
}
