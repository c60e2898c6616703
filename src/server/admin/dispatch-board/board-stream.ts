/**
 * One open board's Server-Sent Events (issue 29): `ready` once connected, then per change of a ride a
 * `ride` event with the ride as the board shows it when it is of the board's day, or `gone` when a ride
 * the board held left the day (moved to another, deleted, no longer a ride), and a comment every 15
 * seconds so proxies keep the connection. Ends when the browser goes away or the server closes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOARD_EVENTS } from '../../../domain/schemas/dispatch-board';
import type { BoardSubscriber, RideChangeHub } from './ride-change-hub';

export const HEARTBEAT_MS = 15_000;

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
    heartbeatMs?: number;
  },
): Promise<void> {
  const held = new Set<string>();
  const raw = reply.raw;
  let ended = false;
  let subscribed = false;
  let unsubscribe = () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  const write = (text: string) => {
    if (!ended) raw.write(text);
  };
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    raw.end();
  };
  const subscriber: BoardSubscriber = {
    change({ bookingId, now }) {
      if (now && now.day === options.day) {
        held.add(bookingId);
        write(eventText(BOARD_EVENTS.ride, now.ride));
      } else if (held.delete(bookingId)) {
        write(eventText(BOARD_EVENTS.gone, { bookingId }));
      }
    },
    // Changes may be missed while the server is not listening (a PostgreSQL restart): the stream ends, the
    // board shows 'Reconnecting…', connects again and reads the day again once it hears `ready`.
    listening(isListening) {
      if (!isListening) end();
      else if (subscribed) write(eventText(BOARD_EVENTS.ready, { day: options.day }));
    },
    end,
  };

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
    raw.end();
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
  if (options.hub.isListening()) write(eventText(BOARD_EVENTS.ready, { day: options.day }));
  heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
}
