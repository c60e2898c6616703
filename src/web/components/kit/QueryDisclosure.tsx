import { type ReactNode, useState } from 'react';
import { GENERIC_MESSAGES } from '../../../domain/messages';
import { errorMessage } from '../../api/fetchJson';
import { QueryState, type ShownQuery } from './QueryState';

type QueryDisclosureProps<Data> = {
  summary: string;
  /** The content's query hook, called with `enabled` false until the disclosure first opens. */
  useQuery: (id: string, enabled: boolean) => ShownQuery<Data>;
  /** What the query is of (a booking's id). */
  queryId: string;
  /** Classes of the area around the content (its spacing). */
  className?: string;
  children: (data: Data) => ReactNode;
};

/**
 * A card's closed disclosure whose content is loaded when it opens ('History', 'Dispatch', 'Messages'):
 * the card keeps its height, and a page of cards asks the server nothing until one is opened. Meanwhile
 * it says 'Loading' and its name ('Loading history...').
 */
export function QueryDisclosure<Data>({
  summary,
  useQuery,
  queryId,
  className,
  children,
}: QueryDisclosureProps<Data>) {
  const [open, setOpen] = useState(false);
  const query = useQuery(queryId, open);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-slate-200 open:col-span-full"
    >
      <summary className="cursor-pointer px-3 py-1 text-sm font-semibold text-ocean-800">{summary}</summary>
      <div className="px-3 pb-3 text-sm">
        {open ? (
          <QueryState
            query={query}
            loadingText={`Loading ${summary.toLowerCase()}...`}
            errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
            compact
            className={className}
          >
            {children}
          </QueryState>
        ) : null}
      </div>
    </details>
  );
}
