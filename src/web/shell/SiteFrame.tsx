import type { ReactNode } from 'react';
import { Footer } from '../components/layout/Footer';
import { ContactForm } from '../features/contact/ContactForm';
import { Island } from '../shared/islands/Island';
import { HeaderIsland } from './HeaderIsland';

/**
 * The frame of every screen (SPEC section 2: a shared header and footer, with the contact form, surround
 * every page), with or without a router: the single-page app's Layout and the home page's own entry both
 * render it. On the light pages only its islands are hydrated (docs/decisions/039): the header, the
 * contact form and the footer's prices.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-ocean-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      <Island name="header">
        <HeaderIsland />
      </Island>
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer
        contactForm={
          <Island name="contact-form">
            <ContactForm />
          </Island>
        }
      />
    </div>
  );
}
