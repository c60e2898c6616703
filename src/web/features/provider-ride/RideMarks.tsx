import { useEffect, useRef, useState } from 'react';
import { LANDING_TEXTS } from '../../../domain/landing';
import { markableFromText, TIMED_MARK_BUTTONS, type TimedMark } from '../../../domain/mark-times';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { isFinalMark, RIDE_MARK_BUTTONS } from '../../../domain/ride-marks';
import type { ProviderRide } from '../../../domain/schemas/dispatch';
import { errorMessage } from '../../api/fetchJson';
import { DoneMarks, doneMarks } from '../../components/booking/DoneMarks';
import { FormError } from '../../components/form/FormMessages';
import { ConfirmStep } from '../../components/kit/ConfirmStep';
import { markLanded, markRide } from './providerRideApi';
import { revealOnMount } from './revealOnMount';
import { useRideAction } from './useProviderRide';

/** Said before each mark: the traveller hears of it, and it cannot be taken back. */
function markQuestion(mark: TimedMark): string {
  return `${TIMED_MARK_BUTTONS[mark]}: mark it now? This cannot be undone.`;
}

const BUTTON_CLASS = 'min-h-12 rounded-md bg-ocean-700 px-5 py-3 font-semibold text-white hover:bg-ocean-800';
const NO_SHOW_CLASS =
  'min-h-12 rounded-md border border-error-700 bg-white px-5 py-3 font-semibold text-error-700 hover:bg-error-50';

/**
 * The driver's marks: those done with their time, a button for each act the server says may be pressed
 * now ('Flight Landed' first), each asked once more before it is sent (it tells the traveller, and it
 * stays), and for each act next in turn that may not be pressed yet, from when it may.
 */
export function RideMarks({ ride }: { ride: ProviderRide }) {
  const mark = useRideAction(markRide);
  const landed = useRideAction(markLanded);
  const [asking, setAsking] = useState<TimedMark | null>(null);
  const buttons = useRef(new Map<TimedMark, HTMLButtonElement>());
  const cancelled = useRef<TimedMark | null>(null);
  // Cancelled: the mark's button is back, and takes the focus back.
  useEffect(() => {
    if (asking === null && cancelled.current) {
      buttons.current.get(cancelled.current)?.focus();
      cancelled.current = null;
    }
  }, [asking]);
  // Completed or a no-show: the domain's word on whether anything may follow the latest mark.
  const over = isFinalMark(doneMarks(ride.marks).at(-1)?.mark);
  const offered: TimedMark[] = [...(ride.mayMarkLanded ? ['flight-landed' as const] : []), ...ride.nextMarks];
  const failure = mark.isError ? mark.error : landed.isError ? landed.error : null;
  return (
    <div className="space-y-4">
      <DoneMarks marks={ride.marks} words={RIDE_MARK_BUTTONS} label="Marked so far" />
      {/* Announced: the step the driver just confirmed is done, the buttons have changed. */}
      {mark.isSuccess && mark.variables ? (
        <p
          role="status"
          tabIndex={-1}
          ref={revealOnMount}
          className="font-semibold text-success-800 focus:outline-none"
        >
          Marked: {RIDE_MARK_BUTTONS[mark.variables]}
        </p>
      ) : null}
      {landed.isSuccess ? (
        <p
          role="status"
          tabIndex={-1}
          ref={revealOnMount}
          className="font-semibold text-success-800 focus:outline-none"
        >
          Marked: {LANDING_TEXTS.flightLanded}
        </p>
      ) : null}
      {over ? <p className="font-semibold text-slate-900">This ride is over. Thank you.</p> : null}
      <FormError message={failure ? errorMessage(failure, GENERIC_MESSAGES.unexpectedTryAgain) : null} />
      {asking ? (
        <ConfirmStep
          question={markQuestion(asking)}
          busy={mark.isPending || landed.isPending}
          onConfirm={() => {
            const settled = { onSettled: () => setAsking(null) };
            if (asking === 'flight-landed') landed.mutate(undefined, settled);
            else mark.mutate(asking, settled);
          }}
          onCancel={() => {
            cancelled.current = asking;
            setAsking(null);
          }}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {offered.map((next) => (
            <button
              key={next}
              ref={(button) => {
                if (button) buttons.current.set(next, button);
                else buttons.current.delete(next);
              }}
              type="button"
              onClick={() => {
                mark.reset();
                landed.reset();
                setAsking(next);
              }}
              className={next === 'no-show' ? NO_SHOW_CLASS : BUTTON_CLASS}
            >
              {TIMED_MARK_BUTTONS[next]}
            </button>
          ))}
        </div>
      )}
      {ride.laterMarks.length > 0 ? (
        <ul aria-label="Later steps" className="space-y-1 text-slate-700">
          {ride.laterMarks.map((later) => (
            <li key={later.mark}>{markableFromText(later.mark, later.from)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
