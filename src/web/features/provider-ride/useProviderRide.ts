import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ProviderRideResponse } from '../../../domain/schemas/dispatch';
import { ApiError } from '../../api/fetchJson';
import { openRide } from './providerRideApi';

/**
 * The page's ride, kept by the page itself (no query library: on the light page every KiB is the driver's
 * wait): the last answer, the last failure to read it, and when the answer came.
 */
interface RideState {
  data: ProviderRideResponse | undefined;
  error: unknown;
  dataUpdatedAt: number;
}

/** What the page's parts share: the link's token, an act's answer to show, and a new read of the ride. */
interface RideStore {
  token: string;
  show: (answer: ProviderRideResponse) => void;
  refresh: () => void;
}

const RideContext = createContext<RideStore | null>(null);

export const RideStoreProvider = RideContext.Provider;

function useRideStore(): RideStore {
  const store = useContext(RideContext);
  if (!store) throw new Error('a part of the provider page outside its RideStoreProvider');
  return store;
}

/**
 * The ride the token opens (a POST that changes nothing); none without a token (`null`: not known yet, on
 * the server and while the page is hydrated). `shown` is the answer the server rendered the page with:
 * then nothing is asked at the start. A driver's phone leaves the tab for hours: back on it, the page asks
 * for the ride as it is now (a change to confirm, a ride withdrawn), which opening it never alters.
 */
export function useProviderRide(token: string | null, shown?: ProviderRideResponse) {
  const [state, setState] = useState<RideState>(() => ({
    data: shown,
    error: null,
    dataUpdatedAt: shown ? Date.now() : 0,
  }));
  // Only the latest read or act is shown: an older answer arriving late is dropped.
  const latest = useRef(0);
  const show = useCallback((answer: ProviderRideResponse) => {
    latest.current += 1;
    setState({ data: answer, error: null, dataUpdatedAt: Date.now() });
  }, []);
  const refresh = useCallback(() => {
    if (!token) return;
    latest.current += 1;
    const asked = latest.current;
    openRide(token).then(
      (answer) => {
        if (asked === latest.current) setState({ data: answer, error: null, dataUpdatedAt: Date.now() });
      },
      (error: unknown) => {
        if (asked === latest.current) setState((before) => ({ ...before, error }));
      },
    );
  }, [token]);
  const hasData = state.data !== undefined;
  const [askedAtStart, setAskedAtStart] = useState(hasData);
  useEffect(() => {
    if (askedAtStart || !token) return;
    setAskedAtStart(true);
    refresh();
  }, [askedAtStart, token, refresh]);
  useEffect(() => {
    if (!token) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [token, refresh]);
  const store = useMemo<RideStore>(() => ({ token: token ?? '', show, refresh }), [token, show, refresh]);
  return {
    store,
    data: state.data,
    error: state.error,
    isError: state.error !== null,
    isPending: !hasData && state.error === null,
    dataUpdatedAt: state.dataUpdatedAt,
  };
}

type ActState<Input> =
  | { status: 'idle' | 'pending'; error: null; variables: Input | undefined }
  | { status: 'success'; error: null; variables: Input }
  | { status: 'error'; error: unknown; variables: Input };

interface ActCallbacks {
  onSuccess?: () => void;
  onSettled?: () => void;
}

/**
 * One of the provider's acts: its answer is the page's new state. A 409 (the link closed meanwhile, a
 * mark out of turn from an old page) says why beside the act, and the page asks for the ride again.
 */
export function useRideAction<Input>(act: (token: string, input: Input) => Promise<ProviderRideResponse>) {
  const { token, show, refresh } = useRideStore();
  const [state, setState] = useState<ActState<Input>>({ status: 'idle', error: null, variables: undefined });
  const mutate = (input: Input, callbacks: ActCallbacks = {}) => {
    setState({ status: 'pending', error: null, variables: input });
    act(token, input).then(
      (answer) => {
        show(answer);
        setState({ status: 'success', error: null, variables: input });
        callbacks.onSuccess?.();
        callbacks.onSettled?.();
      },
      (error: unknown) => {
        setState({ status: 'error', error, variables: input });
        if (error instanceof ApiError && error.status === 409) refresh();
        callbacks.onSettled?.();
      },
    );
  };
  return {
    mutate,
    reset: () => setState({ status: 'idle', error: null, variables: undefined }),
    variables: state.variables,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}

/** Asked again no sooner than this after the last answer: a phone's clock may run ahead of the server's. */
const REFRESH_FLOOR_MS = 30_000;
/** Further off than this, the page is refreshed when the phone comes back to it (visibilitychange). */
const REFRESH_HORIZON_MS = 24 * 60 * 60_000;

/**
 * Asks for the ride again when the first of these instants comes (the marks that may not be pressed yet),
 * so each button appears from its time without a reload; again after each answer (`answeredAt`) that
 * still holds one back.
 */
export function useRefreshAt(refresh: () => void, instants: readonly string[], answeredAt: number) {
  const first = instants.length > 0 ? Math.min(...instants.map((at) => new Date(at).getTime())) : null;
  useEffect(() => {
    if (first === null) return;
    const delay = Math.max(first - Date.now(), REFRESH_FLOOR_MS);
    if (delay > REFRESH_HORIZON_MS) return;
    const timer = setTimeout(refresh, delay);
    return () => clearTimeout(timer);
    // answeredAt: a new answer with the same first instant (the phone's clock ahead) is waited for anew.
  }, [refresh, first, answeredAt]);
}
