import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancunDateTimeText } from '../../../domain/cancun-time';
import type { ActiveSession } from '../../../domain/schemas/two-factor';
import { errorMessage } from '../../api/fetchJson';
import { FormError } from '../../components/form/FormMessages';
import { endSession, SECURITY_QUERY_KEY } from './securityApi';

/**
 * 'Active Sessions' (issue 17): every live sign-in of this admin, with when it started and was last used,
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
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Active Sessions</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Started
              </th>
              <th scope="col" className="py-2 pr-4">
                Last used
              </th>
              <th scope="col" className="py-2 pr-4">
                Browser
              </th>
              <th scope="col" className="py-2 pr-4">
                Address
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((session) => (
              <tr key={session.id} className="border-b border-slate-100">
                <td className="py-2 pr-4">{cancunDateTimeText(session.startedAt)}</td>
                <td className="py-2 pr-4">{cancunDateTimeText(session.lastUsedAt)}</td>
                <td className="py-2 pr-4">
                  {session.browser}
                  {session.current ? <span className="ml-1 font-semibold">(this browser)</span> : null}
                </td>
                <td className="py-2 pr-4">{session.address}</td>
                <td className="py-2">
                  <button
                    type="button"
                    disabled={end.isPending}
                    onClick={() => end.mutate(session)}
                    aria-label={`End Session: ${session.browser}, ${session.address}`}
                    className="rounded-md border border-ocean-700 px-3 py-1 font-semibold text-ocean-800 hover:bg-ocean-50 disabled:opacity-70"
                  >
                    End Session
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
