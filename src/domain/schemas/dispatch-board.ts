/**
 * The live dispatch board's API shapes: GET /api/admin/dispatch/board?day= answers the day's
 * rides; GET /api/admin/dispatch/stream?day= (Server-Sent Events) then sends each ride that changed as a
 * `ride` event carrying one BoardRide, or `gone` when a ride left the day.
 */
import { z } from 'zod';
import { RIDE_STATES } from '../ride-states';
import { isoInstant } from './fields';
import { calendarDate } from './manifest';

/** Both calls take the Cancun day (yyyy-MM-dd); without one, today in Cancun. */
export const boardQuerySchema = z.object({ day: calendarDate.optional() });
export type BoardQuery = z.infer<typeof boardQuerySchema>;

export const boardRideSchema = z.object({
  bookingId: z.string(),
  /** The ride's time: a departure's pickup, an arrival's landing. */
  pickupAt: isoInstant,
  /** 'Cancun Airport → Playa del Carmen'. */
  routeLabel: z.string(),
  passengers: z.int(),
  lastName: z.string(),
  /** The provider of the standing (offered or accepted) offer; null while not dispatched. */
  providerId: z.uuid().nullable(),
  providerName: z.string().nullable(),
  driverName: z.string().nullable(),
  state: z.enum(RIDE_STATES),
  /** In Needs attention as 'Driver not at meeting point' or 'No provider yet'; lateReason is its words. */
  late: z.boolean(),
  lateReason: z.string().nullable(),
  /** The traveller's last reply when it was 'I’ve landed' or 'Waiting for bags', in the board's words. */
  travellerSays: z.string().nullable(),
});
export type BoardRide = z.infer<typeof boardRideSchema>;

export const boardSchema = z.object({
  day: z.string(),
  /** In pickup order. */
  rides: z.array(boardRideSchema),
  counts: z.record(z.enum(RIDE_STATES), z.int().min(0)),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * The stream's events: `ready` on connect, then `ride` (a BoardRide) or `gone` per change, and `end` just
 * before the server ends the stream itself (decision 045).
 */
export const BOARD_EVENTS = { ready: 'ready', ride: 'ride', gone: 'gone', end: 'end' } as const;
export const boardGoneSchema = z.object({ bookingId: z.string() });

/**
 * Why the server ended the stream: 'renew', it has lived its time (the board opens another at once);
 * 'signed-out', its session is over (signed out, disabled, a new password or two-factor set-up, expired).
 */
export const boardEndSchema = z.object({ reason: z.enum(['renew', 'signed-out']) });
export type BoardEnd = z.infer<typeof boardEndSchema>;
