import { useEffect, useRef, useState } from 'react';
import {
  BOARD_EVENTS,
  type BoardRide,
  boardGoneSchema,
  boardRideSchema,
} from '../../../../domain/schemas/dispatch-board';
import { boardStreamUrl } from './boardApi';

export type BoardEvent = { kind: 'ride'; ride: BoardRide } | { kind: 'gone'; bookingId: string };

/** 'connecting' until the first `ready`, 'live' while the stream is open, 'reconnecting' after a loss. */
export type BoardConnection = 'connecting' | 'live' | 'reconnecting';

type StreamHandlers = {
  onEvent: (event: BoardEvent) => void;
  /** The stream listens from now on: what happened before may be missing from the screen (catch up). */
  onReady: () => void;
};

/**
 * A browser retries a stream that dropped by itself; one the server refused or ended for good (a restart
 * that answered 503, a session that expired and came back) stays closed, so we open it again after this.
 */
const REOPEN_AFTER_MS = 5_000;

function parsed<T>(data: string, read: (value: unknown) => T | null): T | null {
  try {
    return read(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * The board's one connection to the day's stream (GET /api/admin/dispatch/stream?day=): `ride` and `gone`
 * events go to onEvent, every `ready` (the first and each after a reconnect) to onReady, and the state of
 * the connection comes back for the 'Live' / 'Reconnecting…' line. A new day opens a new stream.
 */
export function useBoardStream(day: string, handlers: StreamHandlers): BoardConnection {
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  // The handlers change with every render; the stream must not reopen for that.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    setConnection('connecting');

    const open = () => {
      const stream = new EventSource(boardStreamUrl(day));
      source = stream;
      stream.addEventListener(BOARD_EVENTS.ready, () => {
        setConnection('live');
        latest.current.onReady();
      });
      stream.addEventListener(BOARD_EVENTS.ride, (message) => {
        const ride = parsed((message as MessageEvent<string>).data, (value) => {
          const result = boardRideSchema.safeParse(value);
          return result.success ? result.data : null;
        });
        if (ride) latest.current.onEvent({ kind: 'ride', ride });
      });
      stream.addEventListener(BOARD_EVENTS.gone, (message) => {
        const gone = parsed((message as MessageEvent<string>).data, (value) => {
          const result = boardGoneSchema.safeParse(value);
          return result.success ? result.data : null;
        });
        if (gone) latest.current.onEvent({ kind: 'gone', bookingId: gone.bookingId });
      });
      stream.addEventListener('error', () => {
        setConnection('reconnecting');
        if (stream.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_AFTER_MS);
      });
    };

    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [day]);

  return connection;
}
