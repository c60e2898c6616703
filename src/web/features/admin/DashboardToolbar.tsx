import { useQueryClient } from '@tanstack/react-query';
import { ClipboardList, RefreshCw } from 'lucide-react';
import { APP_ROUTES } from '../../../domain/routes';
import { CsvDownloadLink, toolbarActionClass } from '../../components/kit/toolbar';
import { Link } from '../../navigation/NavigationContext';
import type { AdminListParams } from './adminApi';
import { bookingsCsvUrl } from './manifest/manifestApi';
import { ReconcileAction } from './ReconcileAction';
import { ADMIN_KEY } from './useAdminBookings';

type DashboardToolbarProps = {
  /** The list's filter and search now, for the CSV. */
  params: AdminListParams;
  /** The list is being fetched: Refresh Data's icon turns. */
  refreshing: boolean;
};

/** Beside the dashboard's heading: the manifest, the list as CSV, Reconcile Payments and Refresh Data. */
export function DashboardToolbar({ params, refreshing }: DashboardToolbarProps) {
  const client = useQueryClient();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={APP_ROUTES.adminManifest} className={toolbarActionClass}>
        <ClipboardList aria-hidden="true" className="size-4" />
        Manifest
      </Link>
      {/* The list as it is filtered and searched now, every page of it. */}
      <CsvDownloadLink href={bookingsCsvUrl(params)} />
      <ReconcileAction className={toolbarActionClass} />
      {/* Everything the dashboard shows (list, counts, attention, histories) is asked for again. */}
      <button
        type="button"
        onClick={() => client.invalidateQueries({ queryKey: ADMIN_KEY })}
        className="inline-flex items-center gap-2 rounded-md bg-ocean-700 px-4 py-2 font-semibold text-white hover:bg-ocean-800"
      >
        <RefreshCw aria-hidden="true" className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        Refresh Data
      </button>
    </div>
  );
}
