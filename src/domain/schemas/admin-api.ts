/**
 * The admin dashboard's API shapes (DESIGN.md, API), written once: the server declares its routes with them
 * and the dashboard parses answers with them. Request bodies of the edit and message forms live beside
 * their forms (admin-booking-update.ts, admin-message.ts).
 */
import { z } from 'zod';
import { cleanSearchTerm, SEARCH_MAX_LENGTH } from '../admin-search';
import { ATTENTION_REASON_CODES } from '../attention';
import { BOOKING_STATUSES } from '../statuses';
import { adminBookingSchema } from './booking';
import { isoInstant } from './fields';

/** GET /api/admin/bookings?page=&status=&search= */
export const adminBookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  status: z.enum(BOOKING_STATUSES).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).transform(cleanSearchTerm).optional(),
});
export type AdminBookingListQuery = z.infer<typeof adminBookingListQuerySchema>;

/** Bookings per status; every status is present, 0 when none. */
export const statusCountsSchema = z.object(
  Object.fromEntries(BOOKING_STATUSES.map((status) => [status, z.int().min(0)])) as Record<
    (typeof BOOKING_STATUSES)[number],
    z.ZodInt
  >,
);
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** Which page an admin list's answer holds, of how many (admin-pages.ts adminPageOf). */
const adminPageFields = { page: z.int(), pageSize: z.int(), totalPages: z.int() };

export const adminBookingListSchema = z.object({
  bookings: z.array(adminBookingSchema),
  ...adminPageFields,
  /** Bookings matching the search and the status filter: what the pages hold. */
  total: z.int(),
  /** Bookings matching the search, per status, whatever the status filter: the chips. */
  counts: statusCountsSchema,
  /** Bookings matching the search, whatever the status filter: the 'All' chip. */
  allStatusesTotal: z.int(),
});
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

export const adminBookingResponseSchema = z.object({ booking: adminBookingSchema });
export type AdminBookingResponse = z.infer<typeof adminBookingResponseSchema>;

/**
 * The body of an admin action that takes nothing (refund, send driver details): an empty JSON object. It is
 * still JSON, which a cross-site HTML form cannot send (http/csrf.ts), and still checked, like every body.
 */
export const emptyAdminRequestSchema = z.object({});

/** POST /api/admin/bookings/:id/messages (202): the e-mail is queued in the outbox. */
export const adminMessageResponseSchema = z.object({ emailId: z.string() });
export type AdminMessageResponse = z.infer<typeof adminMessageResponseSchema>;

/** POST /api/admin/bookings/:id/refund: the booking, now refunded, and what went back to the card. */
export const adminRefundResponseSchema = z.object({
  booking: adminBookingSchema,
  refundedCents: z.int(),
});
export type AdminRefundResponse = z.infer<typeof adminRefundResponseSchema>;

export const bookingEventSchema = z.object({
  type: z.string(),
  /** 'customer', 'system', 'provider' or the admin's e-mail. */
  actor: z.string(),
  at: isoInstant,
  data: z.record(z.string(), z.unknown()),
});

export const bookingEmailSchema = z.object({
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** pending, sending, sent, failed. */
  status: z.string(),
  attempts: z.int(),
  queuedAt: isoInstant,
  sentAt: isoInstant.nullable(),
  lastError: z.string().nullable(),
});

/** GET /api/admin/bookings/:id/history: newest first. */
export const adminBookingHistorySchema = z.object({
  events: z.array(bookingEventSchema),
  emails: z.array(bookingEmailSchema),
});
export type AdminBookingHistory = z.infer<typeof adminBookingHistorySchema>;

/** A reason a booking needs attention: its code and the words admins read (ATTENTION_REASONS). */
export const attentionReasonSchema = z.object({ code: z.enum(ATTENTION_REASON_CODES), label: z.string() });
export type AttentionReason = z.infer<typeof attentionReasonSchema>;

export const attentionBookingSchema = adminBookingSchema.extend({
  reasons: z.array(attentionReasonSchema),
  /** Kinds of its e-mails that could not be delivered ('driver-details' lets the card send them again). */
  undeliveredEmailKinds: z.array(z.string()),
});
export type AttentionBooking = z.infer<typeof attentionBookingSchema>;

/** GET /api/admin/attention?page= */
export const attentionQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

/**
 * GET /api/admin/attention: the bookings an operator must act on, in the list's order, a page of them
 * (the admin list's pages, admin-pages.ts). `count` is all of them.
 */
export const attentionListSchema = z.object({
  bookings: z.array(attentionBookingSchema),
  count: z.int(),
  ...adminPageFields,
});
export type AttentionList = z.infer<typeof attentionListSchema>;

/** What a reconciliation with the payment provider found. */
export const reconciliationOutcomeSchema = z.object({
  /** Checkout sessions and refunds the provider listed. */
  checked: z.int().min(0),
  /** Payments the provider had that we lacked, now recorded. */
  recorded: z.int().min(0),
  /** Differences now in Needs attention. */
  differences: z.int().min(0),
});
export type ReconciliationOutcome = z.infer<typeof reconciliationOutcomeSchema>;
