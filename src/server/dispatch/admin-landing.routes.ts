/**
 * The landing's admin routes, inside adminRoutes (admin/admin.routes.ts) behind its guard: the meeting points
 * (read by every signed-in user, saved by an admin, as prices are) and the operator's 'Flight Delayed'.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBookingResponseSchema } from '../../domain/schemas/admin-api';
import { adminLandingRequestSchema, meetingPointsBodySchema } from '../../domain/schemas/landing';
import { actorOf, adminOf } from '../auth';
import { AppError } from '../errors';
import { ADMIN_TAGS, bookingIdParams } from '../http/admin-route-parts';
import {
  type AdminLandingDeps,
  getMeetingPoints,
  moveLandingAsOperator,
  updateMeetingPoints,
} from './admin-landing.service';

export function adminLandingRoutes(deps: AdminLandingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/meeting-points',
      {
        schema: {
          summary: 'Where the driver meets an arrival at each terminal, and when the terminal is not known',
          tags: ADMIN_TAGS,
          response: { 200: meetingPointsBodySchema },
        },
      },
      async () => getMeetingPoints(deps),
    );

    app.put(
      '/meeting-points',
      {
        schema: {
          summary: 'Saves the four meeting points at once',
          tags: ADMIN_TAGS,
          body: meetingPointsBodySchema,
          response: { 200: meetingPointsBodySchema },
        },
      },
      async (request) => {
        const user = adminOf(request);
        if (user.role !== 'admin') throw new AppError('forbidden', 'Only an admin can change meeting points');
        return updateMeetingPoints(deps, request.body, user.email);
      },
    );

    app.post(
      '/bookings/:id/landing',
      {
        schema: {
          summary: "'Flight Delayed': an arrival's expected landing, in Cancun time",
          tags: ADMIN_TAGS,
          params: bookingIdParams,
          body: adminLandingRequestSchema,
          response: { 200: adminBookingResponseSchema },
        },
      },
      async (request) => moveLandingAsOperator(deps, request.params.id, request.body, actorOf(request)),
    );
  };
}
