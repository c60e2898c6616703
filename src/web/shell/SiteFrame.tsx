import type { ReactNode } from 'react';
import { Footer } from '../components/layout/Footer';
import { HashScroller } from '../components/layout/HashScroller';
import { Header } from '../components/layout/Header';
import { ContactForm } from '../features/contact/ContactForm';

/**
 * The frame of every screen (SPEC section 2: a shared header and footer, with the contact form, surround
 * every page), with or without a router: the single-page app's Layout and the home page's own entry both
 * render it.
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
      <HashScroller />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer contactForm={<ContactForm />} />
    </div>
  );
}
