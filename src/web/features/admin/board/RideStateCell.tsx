import { BOARD_TEXTS, RIDE_STATE_WORDS } from '../../../../domain/ride-states';
import type { BoardRide } from '../../../../domain/schemas/dispatch-board';

/**
 * The ride's state in words, and a late ride marked 'Late' with why (Needs attention's reason): in words
 * as well as in red, so it reads without colour too.
 */
export function RideStateCell({ ride }: { ride: BoardRide }) {
  return (
    <>
      <span className="block whitespace-nowrap">{RIDE_STATE_WORDS[ride.state]}</span>
      {ride.late ? (
        <span className="mt-1 block font-semibold text-error-800">
          <span className="mr-1 rounded-sm bg-error-100 px-1.5 py-0.5">{BOARD_TEXTS.late}</span>
          {ride.lateReason ? <span>{ride.lateReason}</span> : null}
        </span>
      ) : null}
      {ride.travellerSays ? (
        <span className="mt-1 block text-sm text-ocean-800">{ride.travellerSays}</span>
      ) : null}
    </>
  );
}
