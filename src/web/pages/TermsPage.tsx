import { BRAND_NAME } from '../../domain/brand';
import { APP_ROUTES } from '../../domain/routes';
import { LegalPage } from '../components/legal/LegalPage';
import { TERMS_SECTIONS } from '../components/legal/termsSections';
import { PageMeta } from '../components/PageMeta';
import { Link } from '../navigation/NavigationContext';

/** The page's title and description (its PageMeta; the light build's prerender writes them into <head>). */
export const TERMS_PAGE_META = {
  title: 'Terms of Service',
  description: `The terms for booking a private airport transfer with ${BRAND_NAME}: our role as booking intermediary, payment, cancellations and refunds, and the 30-day money-back guarantee.`,
};

/** Terms of Service (SPEC section 2, Legal pages). */
export function TermsPage() {
  return (
    <>
      <PageMeta {...TERMS_PAGE_META} />
      <LegalPage
        title="Terms of Service"
        intro={
          <>
            <p>
              These terms apply to every transfer you book on this website with {BRAND_NAME} ("we", "us").
              Please read them before you book: by completing a booking you accept them.
            </p>
            <p>
              How we handle your personal data is explained in our{' '}
              <Link
                to={APP_ROUTES.privacy}
                className="font-semibold text-ocean-700 underline underline-offset-4"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </>
        }
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
