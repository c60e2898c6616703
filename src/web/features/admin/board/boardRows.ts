/**
 * What a stream event does to the day on screen: a ride replaces its row (or joins the day) in pickup order,
 * a ride gone leaves it, and the counts per state follow the rows. Pure, so the board and its tests agree.
 */
import { countRideStates } from '../../../../domain/ride-states';
import type { Board, BoardRide } from '../../../../domain/schemas/dispatch-board';

/** Pickup order, then the booking id, so two rides at the same minute keep one order. */
function pickupOrder(a: BoardRide, b: BoardRide): number {
  const byTime = Date.parse(a.pickupAt) - Date.parse(b.pickupAt);
  return byTime !== 0 ? byTime : a.bookingId.localeCompare(b.bookingId);
}

function withRides(board: Board, rides: BoardRide[]): Board {
  return { ...board, rides, counts: countRideStates(rides) };
}

/** The `ride` event: the ride as it is now, in its place by pickup time. */
export function applyRide(board: Board, ride: BoardRide): Board {
  const others = board.rides.filter((row) => row.bookingId !== ride.bookingId);
  return withRides(board, [...others, ride].sort(pickupOrder));
}

/** The `gone` event: the ride is no longer on this day. */
export function removeRide(board: Board, bookingId: string): Board {
  if (!board.rides.some((row) => row.bookingId === bookingId)) return board;
  return withRides(
    board,
    board.rides.filter((row) => row.bookingId !== bookingId),
  );
}
