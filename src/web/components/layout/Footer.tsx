import { Plane } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND_NAME, BRAND_TAGLINE } from '../../../domain/brand';
import { APP_ROUTES } from '../../../domain/routes';

const legalLinkClass = 'rounded-sm text-ocean-100 underline-offset-4 hover:text-white hover:underline';

/**
 * Site footer (SPEC: brand blurb, 'Our Services' price list, contact form, copyright, legal links).
 * The price list and the contact form are placeholders until those features land.
 */
export function Footer() {
  const year = new Date().getFullYear();

  return (
    // The dark surface needs a light focus ring to keep its contrast.
    <footer className="bg-ocean-950 text-ocean-50 [--focus-ring:var(--color-sand-300)]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-brand-heading">
          <h2 id="footer-brand-heading" className="flex items-center gap-2 text-lg font-bold text-white">
            <Plane aria-hidden="true" className="size-5 text-sand-300" />
            {BRAND_NAME}
          </h2>
          <p className="mt-3 text-sm leading-relaxed text-ocean-100">
            {BRAND_TAGLINE}. Fixed prices per vehicle, insured professional drivers and no waiting time, even
            when your flight is delayed.
          </p>
        </section>

        <section aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="text-lg font-bold text-white">
            Our Services
          </h2>
          <ul className="mt-3 space-y-2 text-sm text-ocean-100">
            <li>Cancun Airport – Cancun Hotel Zone</li>
            <li>Cancun Airport – Playa del Carmen</li>
            <li>Cancun Airport – Tulum</li>
          </ul>
        </section>

        <section aria-labelledby="footer-contact-heading" id="contact">
          <h2 id="footer-contact-heading" className="text-lg font-bold text-white">
            Contact Us
          </h2>
          <p className="mt-3 text-sm text-ocean-100">Questions about a transfer? Send us a message.</p>
        </section>
      </div>

      <div className="border-t border-ocean-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p className="text-ocean-100">
            © {year} {BRAND_NAME}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <Link to={APP_ROUTES.terms} className={legalLinkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to={APP_ROUTES.privacy} className={legalLinkClass}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to={APP_ROUTES.adminLogin} className={legalLinkClass}>
                  Admin Login
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
