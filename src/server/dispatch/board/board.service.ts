/** The dispatch board: a Cancun day's rides with their state and lateness, and one ride's. */

import { routeText } from '../../../domain/booking-text';
import { referenceTime } from '../../../domain/booking-timing';
import { cancunToday } from '../../../domain/cancun-time';
import { isStandingStatus } from '../../../domain/dispatch';
import { cancunDayBounds } from '../../../domain/manifest-day';
import { REPLY_WORDS } from '../../../domain/message-replies';
import { countRideStates, lateReason, rideState } from '../../../domain/ride-states';
import type { Board, BoardQuery, BoardRide } from '../../../domain/schemas/dispatch-board';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { type BoardRow, findBoardRide, findBoardRides } from './board.queries';

export interface BoardDeps {
  db: Database;
  now: () => Date;
}

/** 'Traveller: I’ve landed' or 'Traveller: Waiting for bags' when that was the traveller's last reply. */
function travellerSaysText(kind: string | null): string | null {
  return kind === 'landed' || kind === 'bags' ? REPLY_WORDS[kind] : null;
}

/** The row as the board shows it; the state and lateness by the domain's rules at `now`. */
export function toBoardRide(row: BoardRow, now: Date): BoardRide {
  const booking = {
    serviceType: row.service_type,
    flightDateTime: row.flight_date_time,
    pickupTimeCalc: row.pickup_time_calc,
    expectedLandingAt: row.expected_landing_at,
    status: row.status,
    driverName: row.booking_driver_name,
    driverDetailsSent: row.driver_details_sent,
  };
  const offerStatus = row.offer_status;
  // Only a standing offer's provider, driver and marks are the ride's.
  const standing = isStandingStatus(offerStatus)
    ? {
        status: offerStatus,
        atMeetingPointAt: row.at_meeting_point,
        onBoardAt: row.on_board,
        completedAt: row.completed,
        noShowAt: row.no_show,
      }
    : null;
  const latestOffer = offerStatus
    ? {
        status: offerStatus,
        atMeetingPoint: row.at_meeting_point,
        changesUnconfirmed: row.changes_unconfirmed,
      }
    : null;
  const reason = lateReason(booking, latestOffer, now);
  return {
    bookingId: row.id,
    pickupAt: referenceTime(booking).toISOString(),
    routeLabel: routeText(row.from_location, row.to_location),
    passengers: Number(row.passengers),
    lastName: row.last_name,
    providerId: standing ? row.provider_id : null,
    providerName: standing ? row.provider_name : null,
    driverName: (standing ? row.offer_driver_name : null) ?? row.booking_driver_name,
    state: rideState({ status: row.status }, standing),
    late: reason !== null,
    lateReason: reason,
    travellerSays: travellerSaysText(row.last_reply_kind),
  };
}

/** The day asked for, today in Cancun without one. */
export function boardDay(deps: BoardDeps, query: BoardQuery): string {
  return query.day ?? cancunToday(deps.now());
}

export function boardDayBounds(day: string): { start: Date; end: Date } {
  const bounds = cancunDayBounds(day);
  // The query's schema lets only real dates through; this guards a caller that skipped it.
  if (!bounds) throw new AppError('bad-request', `Not a calendar date: ${day}`);
  return bounds;
}

export async function getBoard(deps: BoardDeps, query: BoardQuery): Promise<Board> {
  const day = boardDay(deps, query);
  const rows = await findBoardRides(deps.db, boardDayBounds(day));
  const now = deps.now();
  const rides = rows.map((row) => toBoardRide(row, now));
  return { day, rides, counts: countRideStates(rides) };
}

/** One ride and the Cancun day it belongs to; null when the board shows it on no day. */
export async function getBoardRide(
  deps: BoardDeps,
  bookingId: string,
): Promise<{ day: string; ride: BoardRide } | null> {
  const row = await findBoardRide(deps.db, bookingId);
  if (!row) return null;
  const ride = toBoardRide(row, deps.now());
  return { day: cancunToday(new Date(ride.pickupAt)), ride };
}
