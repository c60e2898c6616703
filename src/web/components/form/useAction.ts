import { useRef, useState } from 'react';

interface ActionHandlers<Input, Output> {
  onSuccess?: (output: Output, input: Input) => void;
  onError?: (error: unknown) => void;
}

export interface Action<Input, Output> {
  /** Sends it; a send while one is on its way is another call, as a second press would be. */
  run: (input: Input) => void;
  isPending: boolean;
  /** The last call's answer, until the next call. */
  data: Output | undefined;
  /** The last call's failure, until the next call. */
  error: unknown;
  isError: boolean;
}

/**
 * One call a form sends and shows (pending, answer, failure), without a query library: the light pages
 * (docs/decisions/039) load a form's island alone, and TanStack Query would be most of its script. The
 * handlers are the latest render's, as a form's closures over its state expect.
 */
export function useAction<Input, Output>(
  action: (input: Input) => Promise<Output>,
  handlers: ActionHandlers<Input, Output> = {},
): Action<Input, Output> {
  const [state, setState] = useState<{ pending: boolean; data?: Output; error?: unknown; failed: boolean }>({
    pending: false,
    failed: false,
  });
  const latest = useRef(handlers);
  latest.current = handlers;
  const calls = useRef(0);
  const run = (input: Input) => {
    const call = ++calls.current;
    setState({ pending: true, failed: false });
    action(input).then(
      (output) => {
        if (call === calls.current) setState({ pending: false, data: output, failed: false });
        latest.current.onSuccess?.(output, input);
      },
      (error: unknown) => {
        if (call === calls.current) setState({ pending: false, error, failed: true });
        latest.current.onError?.(error);
      },
    );
  };
  return { run, isPending: state.pending, data: state.data, error: state.error, isError: state.failed };
}
