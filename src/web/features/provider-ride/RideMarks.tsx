import { useEffect, useRef, useState } from 'react';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import { LANDING_TEXTS } from '../../../domain/landing';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { isFinalMark, RIDE_MARK_BUTTONS, type RideMark } from '../../../domain/ride-marks';
import type { ProviderRide } from '../../../domain/schemas/dispatch';
import { errorMessage } from '../../api/fetchJson';
import { DoneMarks, doneMarks } from '../../components/booking/DoneMarks';
import { FormError } from '../../components/form/FormMessages';
import { ConfirmStep } from '../../components/kit/ConfirmStep';
import { markLanded, markRide } from './providerRideApi';
import { useRideAction } from './useProviderRide';

/** Said before each mark: the traveller hears of it, and it cannot be taken back. */
function markQuestion(mark: RideMark): string {
  return `${RIDE_MARK_BUTTONS[mark]}: mark it now? This cannot be undone.`;
}

/** Once the driver is at the meeting point, when a no-show may be marked (after the free wait). */
function noShowHint(ride: ProviderRide): string | null {
  const { marks } = ride;
  const waiting = marks.atMeetingPointAt && !marks.onBoardAt && !marks.completedAt && !marks.noShowAt;
  if (!waiting || ride.nextMarks.includes('no-show')) return null;
  return `${RIDE_MARK_BUTTONS['no-show']} can be marked from ${cancunDateTimeText(ride.freeWaitEndsAt)}, after the free wait.`;
}

/**
 * The driver's marks, in order only: those done with their time, and a button for each mark the server
 * says may come next, each asked once more before it is sent (a mark tells the traveller, and it stays).
 */
export function RideMarks({ token, ride }: { token: string; ride: ProviderRide }) {
  const mark = useRideAction(token, markRide);
  const landed = useRideAction(token, markLanded);
  const [asking, setAsking] = useState<RideMark | null>(null);
  const buttons = useRef(new Map<RideMark, HTMLButtonElement>());
  const cancelled = useRef<RideMark | null>(null);
  // Cancelled: the mark's button is back, and takes the focus back.
  useEffect(() => {
    if (asking === null && cancelled.current) {
      buttons.current.get(cancelled.current)?.focus();
      cancelled.current = null;
    }
  }, [asking]);
  // Completed or a no-show: the domain's word on whether anything may follow the latest mark.
  const over = isFinalMark(doneMarks(ride.marks).at(-1)?.mark);
  const hint = noShowHint(ride);
  const failure = mark.isError ? mark.error : landed.isError ? landed.error : null;
  return (
    <div className="space-y-4">
      <DoneMarks marks={ride.marks} words={RIDE_MARK_BUTTONS} label="Marked so far" />
      {/* Announced: the step the driver just confirmed is done, the buttons have changed. */}
      {mark.isSuccess && mark.variables ? (
        <p role="status" className="font-semibold text-success-800">
          Marked: {RIDE_MARK_BUTTONS[mark.variables]}
        </p>
      ) : null}
      {landed.isSuccess ? (
        <p role="status" className="font-semibold text-success-800">
          Marked: {LANDING_TEXTS.flightLanded}
        </p>
      ) : null}
      {over ? <p className="font-semibold text-slate-900">This ride is over. Thank you.</p> : null}
      <FormError message={failure ? errorMessage(failure, GENERIC_MESSAGES.unexpectedTryAgain) : null} />
      {asking ? (
        <ConfirmStep
          question={markQuestion(asking)}
          busy={mark.isPending}
          onConfirm={() => mark.mutate(asking, { onSettled: () => setAsking(null) })}
          onCancel={() => {
            cancelled.current = asking;
            setAsking(null);
          }}
        />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {ride.mayMarkLanded ? (
            // Issue 30: one tap, pressed as the plane lands (the free wait counts from then), so no second step.
            <button
              type="button"
              disabled={landed.isPending}
              onClick={() => {
                mark.reset();
                landed.mutate(undefined);
              }}
              className="min-h-12 rounded-md bg-ocean-700 px-5 py-3 font-semibold text-white hover:bg-ocean-800 disabled:cursor-wait disabled:opacity-80"
            >
              {LANDING_TEXTS.flightLanded}
            </button>
          ) : null}
          {ride.nextMarks.map((next) => (
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
              className={
                next === 'no-show'
                  ? 'min-h-12 rounded-md border border-error-700 bg-white px-5 py-3 font-semibold text-error-700 hover:bg-error-50'
                  : 'min-h-12 rounded-md bg-ocean-700 px-5 py-3 font-semibold text-white hover:bg-ocean-800'
              }
            >
              {RIDE_MARK_BUTTONS[next]}
            </button>
          ))}
        </div>
      )}
      {hint ? <p className="text-slate-700">{hint}</p> : null}
    </div>
  );
}
