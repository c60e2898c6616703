import { useQuery } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { errorMessage } from '../../../api/fetchJson';
import { QueryState } from '../../../components/kit/QueryState';
import { MeetingPointsForm } from './MeetingPointsForm';
import { fetchMeetingPoints, MEETING_POINTS_KEY } from './meetingPointsApi';

/**
 * The Meeting Points page: where the driver meets an arriving traveller at each terminal, and
 * when the traveller did not say which; the confirmation page, the e-mails, the manage page, the provider's
 * page and the manifest all say it.
 */
export function AdminMeetingPoints() {
  const points = useQuery({
    queryKey: MEETING_POINTS_KEY,
    queryFn: ({ signal }) => fetchMeetingPoints(signal),
  });
  return (
    <QueryState
      query={points}
      loadingText="Loading meeting points..."
      errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
    >
      {({ meetingPoints }) => <MeetingPointsForm meetingPoints={meetingPoints} />}
    </QueryState>
  );
}
