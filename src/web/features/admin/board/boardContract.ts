/**
 * The dispatch board's API shapes (issue 29) as the web reads them, written against the agreed contract
 * until the server's shared schemas land in src/domain; then this file goes and the board imports those.
 */
import { z } from 'zod';

/** A ride's state on the board, in the order a ride moves through them. */
export const RIDE_STATES = [
  'not-dispatched',
  'offer-sent',
  'accepted',
  'at-meeting-point',
  'on-board',
  'completed',
  'no-show',
  'cancelled',
] as const;
export type RideState = (typeof RIDE_STATES)[number];

/** Each state in the operator's words (the runtime contract). */
export const RIDE_STATE_LABELS: Record<RideState, string> = {
  'not-dispatched': 'Not dispatched',
  'offer-sent': 'Offer sent',
  accepted: 'Accepted',
  'at-meeting-point': 'At meeting point',
  'on-board': 'On board',
  completed: 'Completed',
  'no-show': 'No-show',
  cancelled: 'Cancelled',
};

export const boardRideSchema = z.object({
  bookingId: z.string(),
  pickupAt: z.string(),
  routeLabel: z.string(),
  passengers: z.int(),
  lastName: z.string(),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  driverName: z.string().nullable(),
  state: z.enum(RIDE_STATES),
  late: z.boolean(),
  lateReason: z.string().nullable(),
});
export type BoardRide = z.infer<typeof boardRideSchema>;

export const dispatchBoardSchema = z.object({
  day: z.string(),
  rides: z.array(boardRideSchema),
  counts: z.record(z.enum(RIDE_STATES), z.int()),
});
export type DispatchBoard = z.infer<typeof dispatchBoardSchema>;

/** The stream's `gone` event: the ride left the day (moved to another, or deleted). */
export const boardGoneSchema = z.object({ bookingId: z.string() });
