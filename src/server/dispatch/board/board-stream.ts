/**
 * One open board's Server-Sent Events: `ready` once connected, then per change of a ride a
 * `ride` event with the ride as the board shows it when it is of the board's day, or `gone` when a ride
 * the board held left the day (moved to another, deleted, no longer a ride). Tied to the session that
 * opened it (decision 045): events are written only once a check of the session begun after them finds
 * it live, the registry sends the heartbeat comment after its own check, and the stream ends with an `end`
 * event when the session is over ('signed-out') or the stream has lived its time ('renew'). Ends too when
 * the browser goes away or the server closes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOARD_EVENTS, type BoardEnd } from '../../../domain/schemas/dispatch-board';
import type { BoardStreams, StreamControl } from './board-streams';
import type { BoardSubscriber, RideChangeHub } from './ride-change-hub';

function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function streamBoard(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    day: string;
    /** The ids of the day's rides: the board holds them, so one leaving the day is told `gone`. */
    dayRideIds: () => Promise<Iterable<string>>;
    hub: RideChangeHub;
    streams: BoardStreams;
    /** The hash of the id of the session that opened the stream. */
    sessionIdHash: string;
  },
): Promise<void> {
  const held = new Set<string>();
  const raw = reply.raw;
  let ended = false;
  let subscribed = false;
  let unsubscribe = () => {};
  let release = () => {};
  const write = (text: string) => {
    if (!ended) raw.write(text);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    release();
    raw.end();
  };
  const control: StreamControl = {
    heartbeat: () => write(': heartbeat\n\n'),
    finish(reason) {
      if (reason) write(eventText(BOARD_EVENTS.end, { reason } satisfies BoardEnd));
      end();
    },
  };

  // Events wait here for a check of the session begun after them; those that gather during one check go
  // out together after the next.
  const queue: string[] = [];
  let checking = false;
  const flush = async () => {
    if (checking || ended || queue.length === 0) return;
    checking = true;
    const batch = queue.splice(0);
    const standing = await options.streams.standing(options.sessionIdHash);
    checking = false;
    if (standing === 'gone') return control.finish('signed-out');
    // The database could not say: end without a reason, the browser reconnects and is asked again.
    if (standing === 'unknown') return control.finish();
    for (const text of batch) write(text);
    await flush();
  };
  const send = (event: string, data: unknown) => {
    if (ended) return;
    queue.push(eventText(event, data));
    void flush();
  };

  const subscriber: BoardSubscriber = {
    change({ bookingId, now }) {
      if (now && now.day === options.day) {
        held.add(bookingId);
        send(BOARD_EVENTS.ride, now.ride);
      } else if (held.delete(bookingId)) {
        send(BOARD_EVENTS.gone, { bookingId });
      }
    },
    // Changes may be missed while the server is not listening (a PostgreSQL restart): the stream ends, the
    // board shows 'Reconnecting…', connects again and reads the day again once it hears `ready`.
    listening(isListening) {
      if (!isListening) end();
      else if (subscribed) send(BOARD_EVENTS.ready, { day: options.day });
    },
    end,
  };

  // Before anything is sent: a refusal (429) is an ordinary error answer.
  release = options.streams.admit(options.sessionIdHash, control);
  reply.hijack();
  // The headers the app's hooks set (security headers) go out with the stream's own.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // A HEAD request asks for the headers only: there is nothing to stream.
  if (request.method === 'HEAD') {
    end();
    return;
  }
  // The browser going away closes the request (and, behind a proxy or in an injected test, the response).
  request.raw.on('close', end);
  raw.on('close', end);
  try {
    // Listening first, then reading the day: a change in between is heard rather than missed.
    unsubscribe = await options.hub.subscribe(subscriber);
    for (const id of await options.dayRideIds()) held.add(id);
  } catch (error) {
    request.log.error({ err: error }, 'the dispatch board could not listen for changes');
    end();
    return;
  }
  if (ended) {
    unsubscribe();
    return;
  }
  subscribed = true;
  // Not listening yet (the connection to PostgreSQL is being made again): `ready` comes once it is.
  if (options.hub.isListening()) send(BOARD_EVENTS.ready, { day: options.day });
}
