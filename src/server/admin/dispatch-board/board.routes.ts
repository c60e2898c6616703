/**
 * The dispatch board's API (issue 29), registered inside adminRoutes, whose guard answers 401 and 403
 * before these handlers run (the stream's too: an EventSource sends the session cookie).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardQuerySchema, boardSchema } from '../../../domain/schemas/dispatch-board';
import { ADMIN_TAGS } from '../admin-route-parts';
import { findBoardRides } from './board.queries';
import { type BoardDeps, boardDay, boardDayBounds, getBoard } from './board.service';
import { streamBoard } from './board-stream';
import type { RideChangeHub } from './ride-change-hub';

export interface BoardRouteDeps extends BoardDeps {
  rideChanges: RideChangeHub;
}

export function boardRoutes(deps: BoardRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
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
            'Server-Sent Events of a Cancun day: `ready`, then `ride` (a board ride) or `gone` ({bookingId}) per change',
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
          dayRideIds: async () => (await findBoardRides(deps.db, bounds)).map((row) => row.id),
        });
      },
    );
  };
}
