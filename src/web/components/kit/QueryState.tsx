import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActionButton } from './ActionButton';
import { Alert } from './Alert';
import { StateMessage } from './StateMessage';

/** What the states read of a TanStack query. */
export type ShownQuery<Data> = Pick<
  UseQueryResult<Data>,
  'data' | 'error' | 'isError' | 'isFetching' | 'refetch'
>;

type QueryStateProps<Data> = {
  query: ShownQuery<Data>;
  /**
   * Whether an answer is to what is asked now: a query that keeps the last answer while the next loads
   * says so, and shows the loading words meanwhile rather than an old day's rides under a new date.
   */
  answers?: (data: Data) => boolean;
  loadingText: string;
  /** The error's words: fixed, or drawn from the error (the server's message, else a fallback). */
  errorText: string | ((error: Error) => string);
  /** The word shown instead of the content when `isEmpty` says there is nothing to show. */
  emptyText?: string;
  isEmpty?: (data: Data) => boolean;
  /** Inside a card or a disclosure: small words, no room around them. */
  compact?: boolean;
  /** Classes of the area around the states (its spacing between the content's parts). */
  className?: string | undefined;
  children: (data: Data) => ReactNode;
};

/**
 * One TanStack query's screen: its content once answered, and until then the words for loading, for a
 * failure (with 'Try Again', which asks again) and for nothing to show. The area says it is busy while a
 * request is under way, so a screen reader knows the content may change.
 */
export function QueryState<Data>({
  query,
  answers = () => true,
  loadingText,
  errorText,
  emptyText,
  isEmpty,
  compact = false,
  className,
  children,
}: QueryStateProps<Data>) {
  const failure = query.isError && query.error ? query.error : null;
  const data = query.data !== undefined && answers(query.data) ? query.data : undefined;
  const content = () => {
    if (data === undefined)
      return failure ? null : (
        <StateMessage loading compact={compact}>
          {loadingText}
        </StateMessage>
      );
    if (emptyText && isEmpty?.(data)) return <StateMessage compact={compact}>{emptyText}</StateMessage>;
    return children(data);
  };
  return (
    <div aria-busy={query.isFetching} className={className}>
      {failure ? (
        <div className="flex flex-wrap items-center gap-3">
          <Alert inline={compact} className="flex-1">
            {typeof errorText === 'string' ? errorText : errorText(failure)}
          </Alert>
          <ActionButton disabled={query.isFetching} onClick={() => void query.refetch()}>
            Try Again
          </ActionButton>
        </div>
      ) : null}
      {content()}
    </div>
  );
}
