/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (other sites' forms and fetches do not
 * carry it), path /. On https it is Secure and named with the `__Host-` prefix, which browsers accept only
 * from a secure origin without a Domain attribute, so no sibling subdomain can plant or override it.
 * No Max-Age: the browser forgets it when it closes; the server enforces the idle and absolute expiry.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookiesAreSecure } from '../http/secure-cookies';

export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookieFor(publicUrl: string): SessionCookie {
  const secure = cookiesAreSecure(publicUrl);
  return { name: secure ? '__Host-session' : 'session', secure };
}

export function readSessionId(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  const value = request.cookies[cookie.name];
  return value ? value : undefined;
}

function options(cookie: SessionCookie) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure } as const;
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, sessionId: string): void {
  reply.setCookie(cookie.name, sessionId, options(cookie));
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.clearCookie(cookie.name, options(cookie));
}

/**
 * The pending sign-in between the password and the authentication code: a cookie of its own,
 * with the same attributes, so the session cookie is only ever set once both steps are done.
 */
export function pendingSignInCookieFor(session: SessionCookie): SessionCookie {
  return { name: session.secure ? '__Host-pending-sign-in' : 'pending-sign-in', secure: session.secure };
}
