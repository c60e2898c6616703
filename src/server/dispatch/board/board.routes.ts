/**
 * The dispatch board's API, registered inside adminRoutes, whose guard answers 401 and 403
 * before these handlers run (the stream's too: an EventSource sends the session cookie). The streams this
 * server holds open are counted and kept tied to their sessions by one registry (decision 045).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardQuerySchema, boardSchema } from '../../../domain/schemas/dispatch-board';
import {
  adminSessionsStillLive,
  hashToken,
  readSessionId,
  type SessionCookie,
  type SessionDeps,
} from '../../auth';
import type { DispatchStreamLimits } from '../../config';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import { findBoardRides } from './board.queries';
import { type BoardDeps, boardDay, boardDayBounds, getBoard } from './board.service';
import { streamBoard } from './board-stream';
import { boardStreams, type StreamCount } from './board-streams';
import type { RideChangeHub } from './ride-change-hub';

export interface BoardRouteDeps extends BoardDeps, SessionDeps {
  rideChanges: RideChangeHub;
  cookie: SessionCookie;
  streamLimits: DispatchStreamLimits;
  /** This server's open streams, for its heartbeat and metrics. */
  openStreams?: StreamCount;
}

export function boardRoutes(deps: BoardRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = boardStreams({
      limits: deps.streamLimits,
      now: deps.now,
      liveSessions: (idHashes) => adminSessionsStillLive(deps, idHashes),
      onError: (err) => app.log.error({ err }, 'the dispatch boards’ sessions could not be checked'),
      count: deps.openStreams,
    });

    app.get(
      '/dispatch/board',
      {
        schema: {
          summary:
            'The rides of a Cancun day (default today) with their provider, driver, state and lateness',
          tags: ADMIN_TAGS,
          querystring: boardQuerySchema,
          response: { 200: boardSchema },
        },
      },
      async (request) => getBoard(deps, request.query),
    );

    app.get(
      '/dispatch/stream',
      {
        schema: {
          summary:
            'Server-Sent Events of a Cancun day: `ready`, then `ride` (a board ride) or `gone` ({bookingId}) per change, and `end` ({reason}) when the session is over or the stream has lived its time; 429 past the streams per sign-in or per server',
          tags: ADMIN_TAGS,
          querystring: boardQuerySchema,
        },
      },
      async (request, reply) => {
        const day = boardDay(deps, request.query);
        const bounds = boardDayBounds(day);
        await streamBoard(request, reply, {
          day,
          hub: deps.rideChanges,
          streams,
          // The guard found this session live: it is in the cookie.
          sessionIdHash: hashToken(readSessionId(request, deps.cookie) ?? ''),
          dayRideIds: async () => (await findBoardRides(deps.db, bounds)).map((row) => row.id),
        });
      },
    );
  };
}
