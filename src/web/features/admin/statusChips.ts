import type { StatusCounts } from '../../../domain/schemas/admin-api';
import { BOOKING_STATUSES, type BookingStatus, statusLabel } from '../../../domain/statuses';

export type StatusChip = { status: BookingStatus | null; label: string };

/**
 * The filter chips (SPEC section 2, Admin dashboard): 'All (total)' first, then each status that has
 * bookings, alphabetically, as 'Paid (3)'. A chosen status keeps its chip even at 0, so the admin can see
 * what is selected and step back from it.
 */
export function statusChips(
  counts: StatusCounts,
  allTotal: number,
  selected: BookingStatus | null,
): StatusChip[] {
  const present = [...BOOKING_STATUSES]
    .filter((status) => counts[status] > 0 || status === selected)
    .sort((a, b) => a.localeCompare(b));
  return [
    { status: null, label: `All (${allTotal})` },
    ...present.map((status) => ({ status, label: `${statusLabel(status)} (${counts[status]})` })),
  ];
}
