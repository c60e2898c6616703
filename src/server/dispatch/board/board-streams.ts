/**
 * A server's open dispatch-board streams, each tied to the session that opened it (decision 045): at most
 * `perSession` per session and `perServer` in all (more answer 429 with Retry-After), each ended once its
 * lifetime is over (the browser opens another), and each ended as soon as its session may no longer be
 * used, whichever server ended it: every `checkEveryMs` one statement reads the open streams' sessions
 * and sends a heartbeat to those still live, and a stream's events wait for a check begun after them.
 */
import type { BoardEnd } from '../../../domain/schemas/dispatch-board';
import type { DispatchStreamLimits } from '../../config';
import { AppError } from '../../errors';

/** What the registry asks of one open stream. */
export interface StreamControl {
  /** A comment line: proxies keep the connection, and the stream's session was just found live. */
  heartbeat(): void;
  /** Tells the browser why and ends the stream; no reason: ends it only (the browser reconnects). */
  finish(reason?: BoardEnd['reason']): void;
}

/** Whether a session may still be used: 'unknown' when the database could not say. */
export type SessionStanding = 'live' | 'gone' | 'unknown';

export interface BoardStreams {
  /**
   * A place for one more stream of the session, or an AppError (429, with Retry-After) when the session
   * or the server holds its most. Answers the function that gives the place back.
   */
  admit(sessionIdHash: string, stream: StreamControl): () => void;
  /** The session's standing, read with every other stream's question of the same moment. */
  standing(sessionIdHash: string): Promise<SessionStanding>;
}

/** The server's open streams, kept up to date for its heartbeat and its metrics. */
export interface StreamCount {
  open: number;
}

export const tooManyStreamsOfSessionMessage = (perSession: number) =>
  `At most ${perSession} live dispatch boards may be open per sign-in. Close one and try again.`;
export const TOO_MANY_STREAMS_ON_SERVER_MESSAGE =
  'Too many live dispatch boards are open on this server. Please try again later.';

interface OpenStream {
  sessionIdHash: string;
  openedAt: number;
  control: StreamControl;
}

export function boardStreams(deps: {
  limits: DispatchStreamLimits;
  now: () => Date;
  /** Which of these sessions an admin may still use (auth's adminSessionsStillLive). */
  liveSessions: (idHashes: readonly string[]) => Promise<Set<string>>;
  onError: (error: unknown) => void;
  /** Told the number of open streams at each change. */
  count?: StreamCount;
}): BoardStreams {
  const { limits } = deps;
  const open = new Set<OpenStream>();
  let ticker: NodeJS.Timeout | undefined;
  let ticking = false;

  /** The sessions asked about in one turn of the event loop, read together once that turn is over. */
  let batch: { idHashes: Set<string>; live: Promise<Set<string> | null> } | undefined;

  const readLive = async (idHashes: readonly string[]): Promise<Set<string> | null> => {
    try {
      return await deps.liveSessions(idHashes);
    } catch (error) {
      deps.onError(error);
      return null;
    }
  };

  /** Seconds until the oldest of these streams has lived its time (and its place is free at the latest). */
  const retryAfter = (streams: OpenStream[]): number => {
    const oldest = Math.min(...streams.map((stream) => stream.openedAt));
    const freeAt = oldest + limits.lifetimeMs + limits.checkEveryMs;
    return Math.max(1, Math.ceil((freeAt - deps.now().getTime()) / 1000));
  };

  /**
   * Checks every open stream's session in one statement: a stream whose session is over ends, one past
   * its lifetime is renewed, the others get their heartbeat.
   */
  const tick = async () => {
    if (ticking || open.size === 0) return;
    ticking = true;
    try {
      const checked = [...open];
      // The moment is read before the sessions are: one check judges the session and the lifetime at the
      // same moment, so a session that idled out says 'signed-out' rather than 'renew'.
      const now = deps.now().getTime();
      const live = await readLive([...new Set(checked.map((stream) => stream.sessionIdHash))]);
      for (const stream of checked) {
        if (!open.has(stream)) continue;
        if (live === null) stream.control.finish();
        else if (!live.has(stream.sessionIdHash)) stream.control.finish('signed-out');
        else if (now - stream.openedAt >= limits.lifetimeMs) stream.control.finish('renew');
        else stream.control.heartbeat();
      }
    } finally {
      ticking = false;
    }
  };

  const release = (stream: OpenStream) => {
    open.delete(stream);
    if (deps.count) deps.count.open = open.size;
    if (open.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  return {
    admit(sessionIdHash, control) {
      const ofSession = [...open].filter((stream) => stream.sessionIdHash === sessionIdHash);
      if (ofSession.length >= limits.perSession) {
        throw new AppError('rate-limited', tooManyStreamsOfSessionMessage(limits.perSession), undefined, {
          retryAfterSeconds: retryAfter(ofSession),
        });
      }
      if (open.size >= limits.perServer) {
        throw new AppError('rate-limited', TOO_MANY_STREAMS_ON_SERVER_MESSAGE, undefined, {
          retryAfterSeconds: retryAfter([...open]),
        });
      }
      const stream: OpenStream = { sessionIdHash, openedAt: deps.now().getTime(), control };
      open.add(stream);
      if (deps.count) deps.count.open = open.size;
      if (!ticker) {
        ticker = setInterval(() => void tick(), limits.checkEveryMs);
        // The streams hold the process open, not their check.
        ticker.unref();
      }
      return () => release(stream);
    },

    standing(sessionIdHash) {
      if (!batch) {
        const idHashes = new Set<string>();
        const live = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          // Questions asked from now on wait for the next statement.
          batch = undefined;
          return readLive([...idHashes]);
        });
        batch = { idHashes, live };
      }
      batch.idHashes.add(sessionIdHash);
      return batch.live.then((live) => {
        if (live === null) return 'unknown';
        return live.has(sessionIdHash) ? 'live' : 'gone';
      });
    },
  };
}
