/**
 * The guard of every admin API call: a live session (401 'Authentication required' without one) of an
 * admin (403 'Unauthorized access' otherwise). It runs on request, before the body is read or validated,
 * so nothing about an admin call is answered to someone who may not make it.
 */
import type { onRequestHookHandler } from 'fastify';
import { LOGIN_MESSAGES } from '../../domain/messages';
import { isAdminUser } from '../../domain/schemas/session';
import type { BookingEventActor } from '../db/booking-events';
import { AppError } from '../errors';
import { readSessionId, type SessionCookie } from './session-cookie';
import { resolveSession, type SessionDeps, type SignedInUser } from './sessions.service';

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin on the routes it guards. */
    adminUser: SignedInUser | null;
  }
}

export function requireAdmin(deps: SessionDeps & { cookie: SessionCookie }): onRequestHookHandler {
  return async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = await resolveSession(deps, readSessionId(request, deps.cookie));
    if (!user) throw new AppError('unauthenticated', AUTHENTICATION_REQUIRED_MESSAGE);
    if (!isAdminUser(user)) throw new AppError('forbidden', LOGIN_MESSAGES.unauthorizedAccess);
    request.adminUser = user;
  };
}

/** The admin of a route behind requireAdmin (a route outside it is a programming error). */
export function adminOf(request: { adminUser: SignedInUser | null }): SignedInUser {
  if (!request.adminUser) throw new Error('adminOf called on a route without requireAdmin');
  return request.adminUser;
}

/** An admin's actions are signed with the admin's e-mail in the audit trail. */
export const actorOf = (request: { adminUser: SignedInUser | null }) =>
  adminOf(request).email as BookingEventActor;
