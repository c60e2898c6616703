import { Plane } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../domain/brand';
import { APP_ROUTES } from '../../../domain/routes';

const navLinkClass =
  'rounded-md px-2 py-2 text-sm font-semibold text-ocean-800 hover:bg-ocean-50 hover:text-ocean-950 md:px-3 md:text-base';

/**
 * Sticky site header. Its height matches the anchor offsets of the spec (68px narrow, 80px from 768px).
 * Smooth scrolling, the admin menu and the mobile menu come later; until the mobile menu exists the two
 * home-page anchors show from 768px up and 'Check My Booking' always.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-ocean-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-header max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 md:h-header-md lg:px-8">
        <Link
          to={APP_ROUTES.home}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-ocean-900 leading-tight"
        >
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-ocean-800 text-sand-300">
            <Plane aria-hidden="true" className="size-5" />
          </span>
          <span className="text-base sm:text-lg">{BRAND_NAME}</span>
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 md:gap-2">
            <li className="hidden md:block">
              <Link to={`${APP_ROUTES.home}#why-choose-us`} className={navLinkClass}>
                Why Us
              </Link>
            </li>
            <li className="hidden md:block">
              <Link to={`${APP_ROUTES.home}#our-destinations`} className={navLinkClass}>
                Our Destinations
              </Link>
            </li>
            <li>
              <Link to={APP_ROUTES.checkMyBooking} className={`${navLinkClass} whitespace-nowrap`}>
                Check My Booking
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
