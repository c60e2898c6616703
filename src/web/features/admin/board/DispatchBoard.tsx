import { Navigate, useSearchParams } from 'react-router';
import { CANCUN_TIME_LABEL, cancunToday, formatCancunDate } from '../../../../domain/cancun-time';
import { cancunDayBounds, isCalendarDate } from '../../../../domain/manifest-day';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { BOARD_TEXTS } from '../../../../domain/ride-states';
import { APP_ROUTES } from '../../../../domain/routes';
import { errorMessage } from '../../../api/fetchJson';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { useNarrowScreen } from '../../../components/useNarrowScreen';
import { BoardCards } from './BoardCards';
import { BoardTable } from './BoardTable';
import { DayPicker } from './DayPicker';
import { LiveStatus } from './LiveStatus';
import { StateCounts } from './StateCounts';
import { useDispatchBoard } from './useDispatchBoard';

/**
 * The dispatch board: every ride of one Cancun day (today unless the address names another:
 * ?day=, so a reload or a shared link shows the same day) with its provider, driver and state, kept live
 * by the day's stream, so an operator can leave it open and watch each ride move.
 */
export function DispatchBoard() {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('day');
  const day = fromAddress && isCalendarDate(fromAddress) ? fromAddress : cancunToday(new Date());
  const { board, connection } = useDispatchBoard(day);
  // A phone held upright gets a card per ride, its state first.
  const narrow = useNarrowScreen();
  const dayName = formatCancunDate((cancunDayBounds(day) ?? { start: new Date() }).start);
  // The session is over (signed out here or elsewhere, disabled, a new password): to the sign-in page, as
  // every admin page sends a signed-out visitor.
  if (connection === 'signed-out') return <Navigate to={APP_ROUTES.adminLogin} replace />;

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <ScreenHeader
        title={BOARD_TEXTS.heading}
        intro={`Every ride of the day, who drives it and where it stands, as it happens (${CANCUN_TIME_LABEL})`}
      >
        <LiveStatus connection={connection} />
      </ScreenHeader>

      <div className="mt-6">
        <DayPicker day={day} onDay={(next) => setParams({ day: next }, { replace: true })} />
      </div>

      <QueryState
        query={board}
        answers={(answer) => answer.day === day}
        loadingText="Loading rides..."
        errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
        className="mt-6 space-y-4"
      >
        {(answer) => (
          <>
            <StateCounts counts={answer.counts} />
            {narrow ? (
              <BoardCards rides={answer.rides} caption={`Rides on ${dayName} (${CANCUN_TIME_LABEL})`} />
            ) : (
              <BoardTable rides={answer.rides} caption={`Rides on ${dayName} (${CANCUN_TIME_LABEL})`} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
