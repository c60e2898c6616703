import { useEffect, useRef, useState } from 'react';
import {
  BOARD_EVENTS,
  type BoardRide,
  boardEndSchema,
  boardGoneSchema,
  boardRideSchema,
} from '../../../../domain/schemas/dispatch-board';
import { boardStreamUrl, stillSignedIn } from './boardApi';

export type BoardEvent = { kind: 'ride'; ride: BoardRide } | { kind: 'gone'; bookingId: string };

/**
 * 'connecting' until the first `ready`, 'live' while the stream is open, 'reconnecting' after a loss,
 * 'signed-out' once the session is over (the stream is not opened again).
 */
export type BoardConnection = 'connecting' | 'live' | 'reconnecting' | 'signed-out';

type StreamHandlers = {
  onEvent: (event: BoardEvent) => void;
  /** The stream listens from now on: what happened before may be missing from the screen (catch up). */
  onReady: () => void;
};

/**
 * A browser retries a stream that dropped by itself; one the server refused (a restart that answered 503,
 * more streams than a sign-in may hold: 429) stays closed, so we open it again after this, unless the
 * server says the session is over.
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
 * the connection comes back for the 'Live' / 'Reconnecting…' line. A new day opens a new stream. The
 * server ends a stream that has lived its time with `end` 'renew' (another is opened at once, still
 * 'Live') and one whose session is over with `end` 'signed-out'.
 */
export function useBoardStream(day: string, handlers: StreamHandlers): BoardConnection {
  const [connection, setConnection] = useState<BoardConnection>('connecting');
  // The handlers change with every render; the stream must not reopen for that.
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    setConnection('connecting');

    const signedOut = () => {
      source?.close();
      setConnection('signed-out');
    };

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
      stream.addEventListener(BOARD_EVENTS.end, (message) => {
        const end = parsed((message as MessageEvent<string>).data, (value) => {
          const result = boardEndSchema.safeParse(value);
          return result.success ? result.data : null;
        });
        if (end?.reason === 'signed-out') return signedOut();
        // Lived its time: the next stream at once, without the browser's pause; its `ready` reads the day.
        stream.close();
        open();
      });
      stream.addEventListener('error', () => {
        if (left) return;
        setConnection('reconnecting');
        if (stream.readyState !== EventSource.CLOSED) return;
        // Refused: a session that is over is told apart from a server that is busy or restarting.
        void stillSignedIn().then((signedIn) => {
          if (left || source !== stream) return;
          if (signedIn === false) signedOut();
          else reopen = setTimeout(open, REOPEN_AFTER_MS);
        });
      });
    };

    open();
    return () => {
      left = true;
      clearTimeout(reopen);
      source?.close();
    };
  }, [day]);

  return connection;
}
