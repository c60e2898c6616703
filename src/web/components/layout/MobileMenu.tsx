import { Link } from '../../navigation/NavigationContext';
import { LazyAdminMenuItems } from './lazyAdminMenus';
import { NAV_ITEMS } from './navItems';

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-semibold text-ocean-900 hover:bg-ocean-50';

interface MobileMenuProps {
  id: string;
  isAdmin: boolean;
  onClose: () => void;
  onSignedOut: () => void;
}

/**
 * The header's links below 768px, in the same order as the wide bar. It follows the menu button in the
 * page, so Tab moves from the button straight into it.
 */
export function MobileMenu({ id, isAdmin, onClose, onSignedOut }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-ocean-100 bg-white md:hidden">
      <ul className="mx-auto max-w-6xl space-y-1 px-4 py-3 sm:px-6">
        {NAV_ITEMS.map((item) => (
          <li key={item.label}>
            <Link to={item.to} className={itemClass} onClick={onClose}>
              {item.label}
            </Link>
          </li>
        ))}
        {isAdmin && (
          <li>
            <p className="px-3 pt-3 pb-1 text-xs font-bold tracking-wide text-slate-600 uppercase">Admin</p>
            <ul className="space-y-1">
              <LazyAdminMenuItems
                itemClass={itemClass}
                iconClass="size-5"
                onClose={onClose}
                onSignedOut={onSignedOut}
              />
            </ul>
          </li>
        )}
      </ul>
    </nav>
  );
}
