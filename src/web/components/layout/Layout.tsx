import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { HashScroller } from './HashScroller';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';

/** The frame of every screen (SPEC section 2: a shared header and footer surround every page). */
export function Layout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-ocean-800 focus:shadow-lg"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <HashScroller />
      <Header />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
