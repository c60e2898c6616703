import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { errorMessage } from '../../../api/fetchJson';
import { QueryState } from '../../../components/kit/QueryState';
import { ScreenHeader } from '../../../components/kit/ScreenHeader';
import { RetryFailedEmails } from './RetryFailedEmails';
import { SystemPartCard } from './SystemPartCard';
import { fetchSystemStatus, SYSTEM_KEY } from './systemApi';

/** What a part offers the operator besides its figures, by the part's key. */
const ACTIONS: Record<string, () => ReactNode> = {
  email: () => <RetryFailedEmails />,
};

/**
 * The System page: one card per part of the running product (servers, database, e-mail, scheduler,
 * payments, flight feed, backups, live board), each 'OK', 'Warning' or 'Problem' with what to do.
 * Read again every 30 seconds while open.
 */
export function AdminSystem() {
  const status = useQuery({
    queryKey: SYSTEM_KEY,
    queryFn: ({ signal }) => fetchSystemStatus(signal),
    refetchInterval: 30_000,
  });
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <ScreenHeader title="System" intro="Each part of the running site, what is wrong and what to do." />
      <QueryState
        query={status}
        loadingText="Loading system status..."
        errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
        className="space-y-6"
      >
        {(data) =>
          data.parts.map((part) => (
            <SystemPartCard key={part.key} part={part} action={ACTIONS[part.key]?.()} />
          ))
        }
      </QueryState>
    </div>
  );
}
