import { type LucideIcon, Mail, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { BRAND_NAME } from '../../../domain/brand';
import { APP_ROUTES } from '../../../domain/routes';
import { Link } from '../../navigation/NavigationContext';
import { Island } from '../../shared/islands/Island';
import { useCurrentYear } from '../../site/useCurrentYear';
import { FooterPrices } from './FooterPrices';

const legalLinkClass = 'rounded-sm text-ocean-100 underline-offset-4 hover:text-white hover:underline';

/**
 * A footer column's heading led by its icon. As tall as its line from the start (min-h-7): the page is
 * painted while it is still parsed, and a heading holding only its icon so far was 20px tall, the icon then
 * moving 4px down when the text came (a layout shift on a page opened at #contact).
 */
function IconHeading({ id, Icon, children }: { id: string; Icon: LucideIcon; children: ReactNode }) {
  return (
    <h2 id={id} className="flex min-h-7 items-center gap-2 text-lg font-bold text-white">
      <Icon aria-hidden="true" className="size-5 text-sand-300" />
      {children}
    </h2>
  );
}

/**
 * Site footer (SPEC: brand blurb, 'Our Services' price list, contact form, copyright, legal links). The
 * contact form is the contact feature's; the site frame hands it in.
 */
export function Footer({ contactForm }: { contactForm: ReactNode }) {
  const year = useCurrentYear();

  return (
    // The dark surface needs a light focus ring to keep its contrast.
    <footer className="bg-ocean-950 text-ocean-50 [--focus-ring:var(--color-sand-300)]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-brand-heading">
          <IconHeading id="footer-brand-heading" Icon={Plane}>
            {BRAND_NAME}
          </IconHeading>
          <p className="mt-4 text-sm leading-relaxed text-ocean-100">
            Private, pre-booked rides between Cancun Airport and the Hotel Zone, Playa del Carmen and Tulum.
            Your driver is waiting when you walk out of arrivals, even if your flight lands late, and the
            price you see is the price you pay.
          </p>
          <p className="mt-3 text-sm leading-relaxed text-ocean-100">
            We arrange every ride with licensed, insured local transport companies.
          </p>
        </section>

        <section aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className="text-lg font-bold text-white">
            Our Services
          </h2>
          <Island name="footer-prices">
            <FooterPrices />
          </Island>
          <p className="mt-4 text-xs leading-relaxed text-ocean-200">
            One-way, per vehicle, up to 4 passengers each. Both directions, same price.
          </p>
        </section>

        <section
          aria-labelledby="footer-contact-heading"
          id="contact"
          className="md:col-span-2 lg:col-span-1"
        >
          <IconHeading id="footer-contact-heading" Icon={Mail}>
            Contact Us
          </IconHeading>
          <p className="mt-4 text-sm leading-relaxed text-ocean-100">
            A question before you book, a change to your pickup, or a special request? Send us a message and
            we reply by e-mail, usually within a few hours.
          </p>
          {contactForm}
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
