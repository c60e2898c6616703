import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryState } from './QueryState';
import { ScreenHeader } from './ScreenHeader';

type QueryScreenProps<Data> = {
  title: string;
  intro: string;
  /** How wide the screen grows (a Tailwind max-w class): wide tables want more room than a settings form. */
  maxWidthClass: string;
  /** The one query the whole screen shows; every change on it asks again under the same key. */
  queryKey: QueryKey;
  fetch: (signal: AbortSignal) => Promise<Data>;
  errorText: string;
  /** The screen's cards once the query answered; `refresh` asks again after a change. */
  children: (data: Data, refresh: () => void) => ReactNode;
};

/**
 * An admin screen drawn from one query (Accounts, Security): its title and line, then its cards once
 * loaded, with the kit's loading words and its failure with 'Try Again' until then.
 */
export function QueryScreen<Data>({
  title,
  intro,
  maxWidthClass,
  queryKey,
  fetch,
  errorText,
  children,
}: QueryScreenProps<Data>) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  return (
    <div className={`mx-auto w-full ${maxWidthClass} space-y-8 px-4 py-10`}>
      <ScreenHeader title={title} intro={intro} />
      <QueryState query={query} loadingText="Loading..." errorText={errorText} className="space-y-8">
        {(data) => children(data, refresh)}
      </QueryState>
    </div>
  );
}
