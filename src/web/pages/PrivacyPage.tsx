import { BRAND_NAME } from '../../domain/brand';
import { LegalPage } from '../components/legal/LegalPage';
import { PRIVACY_SECTIONS } from '../components/legal/privacySections';
import { PageMeta } from '../components/PageMeta';

/** The page's title and description (its PageMeta; the light build's prerender writes them into <head>). */
export const PRIVACY_PAGE_META = {
  title: 'Privacy Policy',
  description: `What personal data ${BRAND_NAME} keeps for a transfer booking, why, who receives it, how long we keep it and how to have it deleted.`,
};

/** Privacy Policy (SPEC section 2, Legal pages). */
export function PrivacyPage() {
  return (
    <>
      <PageMeta {...PRIVACY_PAGE_META} />
      <LegalPage
        title="Privacy Policy"
        intro={
          <p>
            To drive you from the airport to your hotel we need to know who you are, where you are going and
            when. This policy explains what we keep, why, who sees it and how you can have it deleted.
          </p>
        }
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
