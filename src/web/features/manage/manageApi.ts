import {
  type ManageAccess,
  type ManageBookingResponse,
  type ManageCancelResponse,
  type ManageChanges,
  manageBookingResponseSchema,
  manageCancelResponseSchema,
} from '../../../domain/schemas/manage-booking';
import { fetchJson } from '../../api/fetchJson';

/** The manage page's calls. */
function bookingUrl(id: string, action: 'manage' | 'manage/view' | 'cancel'): string {
  return `/api/bookings/${encodeURIComponent(id)}/${action}`;
}

/** The booking with what may still be done: the access in the body, never in a URL. */
export function fetchManagedBooking(
  id: string,
  access: ManageAccess,
  signal?: AbortSignal,
): Promise<ManageBookingResponse> {
  return fetchJson(bookingUrl(id, 'manage/view'), {
    schema: manageBookingResponseSchema,
    method: 'POST',
    body: { access },
    signal,
  });
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

/** Ticks or unticks 'Send me ride updates by WhatsApp or SMS'. */
export function saveMessagesConsent(
  id: string,
  access: ManageAccess,
  consent: boolean,
): Promise<ManageBookingResponse> {
  return fetchJson(`/api/bookings/${encodeURIComponent(id)}/manage/messages`, {
    schema: manageBookingResponseSchema,
    method: 'POST',
    body: { access, consent },
  });
}
