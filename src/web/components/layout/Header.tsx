import { Menu, Plane, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BRAND_NAME } from '../../../domain/brand';
import { HEADER_SHADOW_AFTER_PX } from '../../../domain/constants';
import { APP_ROUTES } from '../../../domain/routes';
import { Link, useNavigation } from '../../navigation/NavigationContext';
import { useIsAdmin } from '../../site/useIsAdmin';
import { useScrolledPast } from '../../site/useScrolledPast';
import { LazyAdminMenu } from './lazyAdminMenus';
import { MobileMenu } from './MobileMenu';
import { NAV_ITEMS } from './navItems';

const navLinkClass =
  'rounded-md px-3 py-2 font-semibold whitespace-nowrap text-ocean-800 hover:bg-ocean-50 hover:text-ocean-950';
const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Sticky site header (SPEC section 2). Its height matches the anchor offsets (68px narrow, 80px from
 * 768px); a shadow marks it once the page has scrolled past 50px. Below 768px the links move into a menu.
 */
export function Header() {
  const scrolled = useScrolledPast(HEADER_SHADOW_AFTER_PX);
  const { isAdmin, setSignedOut } = useIsAdmin();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useNavigation().location;

  // A new page or anchor closes the menu (a link was followed).
  useEffect(() => setMenuOpen(false), [pathname, hash]);

  useEffect(() => {
    // Preact runs effects a frame later: a page torn down meanwhile (a test file's end) has no document.
    if (!menuOpen || typeof document === 'undefined') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      // The bottom rule is an inset shadow, not a border, so the header is exactly as tall as the anchor
      // offsets (68px, 80px) and sections land right below it.
      className={`sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow duration-200 ${
        scrolled ? 'shadow-md shadow-ocean-950/10' : 'shadow-[inset_0_-1px_0_var(--color-ocean-100)]'
      }`}
    >
      <div className="mx-auto flex h-header max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 md:h-header-md lg:px-8">
        <Link
          to={APP_ROUTES.home}
          className="flex min-w-0 items-center gap-2.5 rounded-md font-bold text-ocean-900 leading-tight"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ocean-800 text-sand-300 shadow-sm">
            <Plane aria-hidden="true" className="size-5" />
          </span>
          <span className="text-base sm:text-lg">{BRAND_NAME}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1 lg:gap-2">
            {NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className={navLinkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
            {isAdmin && (
              <li>
                <LazyAdminMenu onSignedOut={setSignedOut} />
              </li>
            )}
          </ul>
        </nav>

        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          onClick={() => setMenuOpen((wasOpen) => !wasOpen)}
          className="grid size-11 shrink-0 place-items-center rounded-lg text-ocean-900 hover:bg-ocean-50 md:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
          <span className="sr-only">Menu</span>
        </button>
      </div>

      {menuOpen && (
        <MobileMenu
          id={MOBILE_MENU_ID}
          isAdmin={isAdmin}
          onClose={() => setMenuOpen(false)}
          onSignedOut={setSignedOut}
        />
      )}
    </header>
  );
}
