import { PageSection } from '../components/PageSection';

/** Placeholder until the full terms text lands. */
export function TermsPage() {
  return (
    <PageSection title="Terms of Service">
      <p>Effective June 2025.</p>
    </PageSection>
  );
}
