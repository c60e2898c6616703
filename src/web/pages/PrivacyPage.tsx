import { PageSection } from '../components/PageSection';

/** Placeholder until the full privacy policy text lands. */
export function PrivacyPage() {
  return (
    <PageSection title="Privacy Policy">
      <p>Effective June 2025.</p>
    </PageSection>
  );
}
