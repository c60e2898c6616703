import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import type { ActiveSession } from '../../../domain/schemas/two-factor';
import { errorMessage } from '../../api/fetchJson';
import { FormError } from '../../components/form/FormMessages';
import { ActionButton } from '../../components/kit/ActionButton';
import { type Column, DataTable } from '../../components/kit/DataTable';
import { endSession, SECURITY_QUERY_KEY } from './securityApi';

const COLUMNS: Column<ActiveSession>[] = [
  { header: 'Started', cell: (session) => cancunDateTimeText(session.startedAt) },
  { header: 'Last used', cell: (session) => cancunDateTimeText(session.lastUsedAt) },
  {
    header: 'Browser',
    cell: (session) => (
      <>
        {session.browser}
        {session.current ? <span className="ml-1 font-semibold">(this browser)</span> : null}
      </>
    ),
  },
  { header: 'Address', cell: (session) => session.address },
];

/**
 * 'Active Sessions': every live sign-in of this admin, with when it started and was last used,
 * the browser and the address; 'End Session' signs it out at once. Ending this browser's own session
 * signs this page out too.
 */
export function ActiveSessions({
  sessions,
  onOwnSessionEnded,
}: {
  sessions: ActiveSession[];
  onOwnSessionEnded: () => void;
}) {
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: (session: ActiveSession) => endSession(session.id),
    onSuccess: (_result, session) => {
      if (session.current) onOwnSessionEnded();
      else void queryClient.invalidateQueries({ queryKey: SECURITY_QUERY_KEY });
    },
  });
  return (
    <div className="space-y-3">
      <FormError message={end.isError ? errorMessage(end.error, 'Failed to end the session') : null} />
      <DataTable
        caption="Active Sessions"
        captionHidden
        columns={COLUMNS}
        rows={sessions}
        actions={{
          header: 'Action',
          cell: (session) => (
            <ActionButton
              disabled={end.isPending}
              onClick={() => end.mutate(session)}
              aria-label={`End Session: ${session.browser}, ${session.address}`}
            >
              End Session
            </ActionButton>
          ),
        }}
      />
    </div>
  );
}
