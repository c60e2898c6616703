/** The dashboard's list: a page of bookings, the exact total and the counts per status for the chips. */

import { adminPageOf, adminPageOffset } from '../../../domain/admin-pages';
import { readAdminSearch } from '../../../domain/admin-search';
import { ADMIN_PAGE_SIZE } from '../../../domain/constants';
import type {
  AdminBookingList,
  AdminBookingListQuery,
  StatusCounts,
} from '../../../domain/schemas/admin-api';
import { BOOKING_STATUSES } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { findListPage, type ListTuning } from './admin-list.queries';

/** `tuning` is the database engine's (listTuningFor), so a broad search on PGlite never holds it for long. */
export async function listAdminBookings(
  db: Database,
  query: AdminBookingListQuery,
  tuning: ListTuning,
): Promise<AdminBookingList> {
  const search = readAdminSearch(query.search);
  const { bookings, counts: countsByStatus } = await findListPage(
    db,
    {
      search,
      status: query.status,
      limit: ADMIN_PAGE_SIZE,
      offset: adminPageOffset(query.page),
    },
    tuning,
  );
  const counts = Object.fromEntries(
    BOOKING_STATUSES.map((status) => [status, countsByStatus.get(status) ?? 0]),
  ) as StatusCounts;
  const allStatusesTotal = BOOKING_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const total = query.status ? counts[query.status] : allStatusesTotal;
  return {
    bookings,
    ...adminPageOf(query.page, total),
    total,
    counts,
    allStatusesTotal,
  };
}
