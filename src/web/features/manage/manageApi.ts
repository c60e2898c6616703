import {
  type ManageAccess,
  type ManageBookingResponse,
  type ManageCancelResponse,
  type ManageChanges,
  manageBookingResponseSchema,
  manageCancelResponseSchema,
} from '../../../domain/schemas/manage-booking';
import { fetchJson } from '../../api/fetchJson';

/** The manage page's calls (issue 16). */
function bookingUrl(id: string, action: 'manage' | 'cancel'): string {
  return `/api/bookings/${encodeURIComponent(id)}/${action}`;
}

export function fetchManagedBooking(
  id: string,
  access: ManageAccess,
  signal?: AbortSignal,
): Promise<ManageBookingResponse> {
  const query = new URLSearchParams(access as Record<string, string>);
  return fetchJson(`${bookingUrl(id, 'manage')}?${query}`, { schema: manageBookingResponseSchema, signal });
}

export function saveManagedChanges(
  id: string,
  access: ManageAccess,
  changes: ManageChanges,
): Promise<ManageBookingResponse> {
  return fetchJson(bookingUrl(id, 'manage'), {
    schema: manageBookingResponseSchema,
    method: 'PATCH',
    body: { access, changes },
  });
}

export function cancelManagedBooking(id: string, access: ManageAccess): Promise<ManageCancelResponse> {
  return fetchJson(bookingUrl(id, 'cancel'), {
    schema: manageCancelResponseSchema,
    method: 'POST',
    body: { access },
  });
}
