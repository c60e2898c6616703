/**
 * The pass of the browser that booked (docs/decisions/042): the booking's creation answers with a cookie that
 * lets that browser get its confirmation page rendered by the server with the booking in it, so the booking
 * is on screen with the page's first paint instead of after the page's script and an API call.
 *
 * The cookie holds the HMAC-SHA256 of the booking's id under a server secret (kept in the database, so every
 * server process derives the same), nothing of the traveller. It is sent only to that booking's confirmation
 * page (its Path), never read by a script (HttpOnly), and opens no more than the page shows to anyone with the
 * id and the last name this browser already keeps: the booking without its e-mail and phone.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bookingConfirmationPath } from '../../domain/routes';
import type { Database } from '../db/client';
import { serverSecret } from '../db/server-secrets';
import { cookiesAreSecure } from '../http/secure-cookies';

export interface ConfirmationPasses {
  /** Sets the pass of this booking on the answer of the browser that booked it. */
  give(reply: FastifyReply, bookingId: string): void;
  /** True when the request carries this booking's pass. */
  holds(request: FastifyRequest, bookingId: string): boolean;
}

const SECRET_NAME = 'confirmation-pass';
/** A traveller comes back to the page from the checkout, the e-mail, a bookmark, for weeks. */
const PASS_MAX_AGE_SECONDS = 30 * 24 * 3600;

export function confirmationPassesWith(secret: string, secure: boolean): ConfirmationPasses {
  // `__Secure-` makes a browser refuse the cookie from plain HTTP, where another page could have set it.
  const name = secure ? '__Secure-booked' : 'booked';
  const passOf = (bookingId: string) =>
    createHmac('sha256', secret).update(`booking-confirmation:${bookingId}`).digest();
  return {
    give(reply, bookingId) {
      reply.setCookie(name, passOf(bookingId).toString('base64url'), {
        path: bookingConfirmationPath(bookingId),
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: PASS_MAX_AGE_SECONDS,
      });
    },
    holds(request, bookingId) {
      const value = request.cookies[name];
      if (!value) return false;
      const given = Buffer.from(value, 'base64url');
      const expected = passOf(bookingId);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The passes under the database's secret (created by the first server that needs it). */
export async function loadConfirmationPasses(db: Database, publicUrl: string): Promise<ConfirmationPasses> {
  return confirmationPassesWith(await serverSecret(db, SECRET_NAME), cookiesAreSecure(publicUrl));
}
