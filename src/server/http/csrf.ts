/**
 * Cross-site request refusal for the API. Browsers send `Origin` with every cross-site POST, PUT, PATCH
 * and DELETE; one that is not our own is refused. Admin calls must also prove they come from our pages:
 * an `Origin` is required and the body must be JSON, which a cross-site HTML form cannot send. Public
 * calls without `Origin` (scripts, server-to-server, older clients) still work: they carry no admin
 * cookie that could be abused. Webhooks from a payment provider come from elsewhere by design.
 *
 * The check decides on the route the router matched (`/api/admin/bookings/:id/refund`), never on the raw
 * URL, which a client may spell `/%61pi/admin/...` for the same route. A request no route
 * matches is judged by its path decoded, with runs of slashes made one and in lower case
 * (request-path.ts), so it is refused as its closest route would be, whatever it would have met next.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { isApiPath, normalisedPath } from './request-path';

export const CROSS_SITE_REFUSED_MESSAGE = 'Cross-site request refused';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ADMIN_PREFIX = '/api/admin/';

function isJson(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** PUBLIC_URL's origin, and the origin the request itself was sent to (same host, any public name). */
function ownOrigins(request: FastifyRequest, publicOrigin: string): string[] {
  return [publicOrigin, `${request.protocol}://${request.host}`];
}

/** The path a request is judged by: the pattern of the route it matched, or its path read as request-path.ts does. */
function routePathOf(request: FastifyRequest): { path: string; matched: boolean } {
  const route = request.routeOptions.url;
  if (route !== undefined) return { path: route, matched: true };
  return { path: normalisedPath(request.url), matched: false };
}

export function registerCsrfProtection(
  app: FastifyInstance,
  options: { publicUrl: string; exemptRoutes: readonly string[] },
): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  // A callback hook, not an async one: every request passes here, most of them reads it lets through.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    done(refusal(request, publicOrigin, options.exemptRoutes));
  });
}

/** Why a state-changing request is refused, or undefined when it may go on. */
function refusal(
  request: FastifyRequest,
  publicOrigin: string,
  exemptRoutes: readonly string[],
): AppError | undefined {
  const { path, matched } = routePathOf(request);
  if (!isApiPath(path)) return undefined;
  if (matched && exemptRoutes.includes(path)) return undefined;
  const origin = request.headers.origin;
  const adminCall = path === '/api/admin' || path.startsWith(ADMIN_PREFIX);
  if (origin === undefined) {
    return adminCall ? new AppError('forbidden', CROSS_SITE_REFUSED_MESSAGE) : undefined;
  }
  if (!ownOrigins(request, publicOrigin).includes(origin))
    return new AppError('forbidden', CROSS_SITE_REFUSED_MESSAGE);
  if (adminCall && !isJson(request.headers['content-type']))
    return new AppError('forbidden', CROSS_SITE_REFUSED_MESSAGE);
  return undefined;
}
