import {
  Activity,
  ChartColumn,
  ClipboardList,
  DatabaseBackup,
  DollarSign,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MapPin,
  RadioTower,
  Truck,
  UserSearch,
  Users,
} from 'lucide-react';
import { APP_ROUTES } from '../../../domain/routes';
import { Link, useNavigation } from '../../navigation/NavigationContext';
import { logout } from '../../site/adminSession';

const ADMIN_PAGES = [
  { label: 'Dashboard', to: APP_ROUTES.adminDashboard, Icon: LayoutDashboard },
  { label: 'Manifest', to: APP_ROUTES.adminManifest, Icon: ClipboardList },
  { label: 'Dispatch', to: APP_ROUTES.adminDispatch, Icon: RadioTower },
  { label: 'Reports', to: APP_ROUTES.adminReports, Icon: ChartColumn },
  { label: 'Prices', to: APP_ROUTES.adminPrices, Icon: DollarSign },
  { label: 'Providers', to: APP_ROUTES.adminProviders, Icon: Truck },
  { label: 'Meeting Points', to: APP_ROUTES.adminMeetingPoints, Icon: MapPin },
  { label: 'Accounts', to: APP_ROUTES.adminAccounts, Icon: Users },
  { label: 'Security', to: APP_ROUTES.adminSecurity, Icon: KeyRound },
  { label: 'Backups', to: APP_ROUTES.adminBackups, Icon: DatabaseBackup },
  { label: 'Personal Data', to: APP_ROUTES.adminPrivacy, Icon: UserSearch },
  { label: 'System', to: APP_ROUTES.adminSystem, Icon: Activity },
] as const;

type AdminMenuItemsProps = {
  itemClass: string;
  iconClass: string;
  /** Closes the menu the items are in: a page was chosen, or Logout. */
  onClose: () => void;
  onSignedOut: () => void;
};

/**
 * The Admin menu's entries, its pages and then Logout, as list items: the same in the wide header's menu
 * and in the mobile menu, so the two never drift apart. Logout goes home.
 */
export function AdminMenuItems({ itemClass, iconClass, onClose, onSignedOut }: AdminMenuItemsProps) {
  const { navigate } = useNavigation();

  const signOut = async () => {
    onClose();
    await logout();
    onSignedOut();
    navigate(APP_ROUTES.home);
  };

  return (
    <>
      {ADMIN_PAGES.map(({ label, to, Icon }) => (
        <li key={label}>
          <Link to={to} className={itemClass} onClick={onClose}>
            <Icon aria-hidden="true" className={iconClass} />
            {label}
          </Link>
        </li>
      ))}
      <li>
        <button type="button" className={itemClass} onClick={signOut}>
          <LogOut aria-hidden="true" className={iconClass} />
          Logout
        </button>
      </li>
    </>
  );
}
