import {
  type AdminBookingHistory,
  type AdminBookingList,
  type AdminBookingResponse,
  type AdminMessageResponse,
  type AdminRefundResponse,
  type AttentionList,
  adminBookingHistorySchema,
  adminBookingListSchema,
  adminBookingResponseSchema,
  adminMessageResponseSchema,
  adminRefundResponseSchema,
  attentionListSchema,
  type ReconciliationOutcome,
  reconciliationOutcomeSchema,
} from '../../../domain/schemas/admin-api';
import type { AdminBookingUpdate } from '../../../domain/schemas/admin-booking-update';
import type { AdminMessageInput } from '../../../domain/schemas/admin-message';
import type { AdminLandingRequest } from '../../../domain/schemas/landing';
import type { BookingStatus } from '../../../domain/statuses';
import { fetchJson } from '../../api/fetchJson';

/** The dashboard's calls to /api/admin (DESIGN.md, API), one function each, answers parsed with the domain. */

export type AdminListParams = { page: number; status: BookingStatus | null; search: string };

export function listAdminBookings(params: AdminListParams, signal?: AbortSignal): Promise<AdminBookingList> {
  const query = new URLSearchParams({ page: String(params.page) });
  if (params.status) query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  return fetchJson(`/api/admin/bookings?${query}`, { schema: adminBookingListSchema, signal });
}

function bookingPath(id: string): string {
  return `/api/admin/bookings/${encodeURIComponent(id)}`;
}

export function updateAdminBooking(id: string, update: AdminBookingUpdate): Promise<AdminBookingResponse> {
  return fetchJson(bookingPath(id), { schema: adminBookingResponseSchema, method: 'PATCH', body: update });
}

export function sendAdminMessage(id: string, input: AdminMessageInput): Promise<AdminMessageResponse> {
  return fetchJson(`${bookingPath(id)}/messages`, {
    schema: adminMessageResponseSchema,
    method: 'POST',
    body: input,
  });
}

export function refundAdminBooking(id: string): Promise<AdminRefundResponse> {
  // An empty JSON object: the server's cross-site check wants JSON on every state-changing admin call.
  return fetchJson(`${bookingPath(id)}/refund`, {
    schema: adminRefundResponseSchema,
    method: 'POST',
    body: {},
  });
}

export function fetchBookingHistory(id: string, signal?: AbortSignal): Promise<AdminBookingHistory> {
  return fetchJson(`${bookingPath(id)}/history`, { schema: adminBookingHistorySchema, signal });
}

export function sendDriverDetails(id: string): Promise<AdminBookingResponse> {
  return fetchJson(`${bookingPath(id)}/driver-details`, {
    schema: adminBookingResponseSchema,
    method: 'POST',
    body: {},
  });
}

/** 'Flight Delayed', the expected landing in Cancun time. */
export function setExpectedLanding(id: string, request: AdminLandingRequest): Promise<AdminBookingResponse> {
  return fetchJson(`${bookingPath(id)}/landing`, {
    schema: adminBookingResponseSchema,
    method: 'POST',
    body: request,
  });
}

/** A page of 'Needs attention' (the first when none is named), with the count of them all. */
export function fetchAttention(page: number, signal?: AbortSignal): Promise<AttentionList> {
  return fetchJson(`/api/admin/attention?page=${page}`, { schema: attentionListSchema, signal });
}

/** 'Reconcile Payments': our payments against the provider's, now. */
export function reconcilePayments(): Promise<ReconciliationOutcome> {
  return fetchJson('/api/admin/reconciliation', {
    schema: reconciliationOutcomeSchema,
    method: 'POST',
    body: {},
  });
}
