/**
 * The pass of the browser that booked (docs/decisions/042, 043): the booking's creation answers with a cookie
 * that lets that browser get its confirmation page rendered by the server with the booking in it, so the
 * booking is on screen with the page's first paint instead of after the page's script and an API call.
 *
 * The cookie holds when it was issued and the HMAC-SHA256, under a server secret (kept in the database, so
 * every server process derives the same), of the booking's id, that instant and the booking's e-mail address,
 * nothing of the traveller in the clear. It is sent only to that booking's confirmation page (its Path),
 * never read by a script (HttpOnly), and opens no more than the page shows to anyone with the id and the
 * last name this browser already keeps, and the e-mail it booked with. The server refuses it, as if it
 * were absent, once it is older than 30 days (whatever the browser kept) or once the booking's e-mail is
 * not the one it was issued for: a copied pass does not show a changed address, nor any address for ever.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bookingConfirmationPath } from '../../domain/routes';
import type { Database } from '../db/client';
import { serverSecret } from '../db/server-secrets';
import { cookiesAreSecure } from '../http/secure-cookies';

/** What a pass is bound to: the booking, and the e-mail address it had when the pass was issued. */
export interface PassedBooking {
  id: string;
  email: string;
}

/** A pass signed, not yet set on an answer: the cookie's name, value and attributes. */
export interface IssuedPass {
  name: string;
  value: string;
  options: CookieSerializeOptions;
}

export interface ConfirmationPasses {
  /** The pass of this booking, issued `now`: signed here, set on an answer by `give`. */
  issue(booking: PassedBooking, now: Date): IssuedPass;
  /** Sets an issued pass on the answer of the browser that booked its booking. */
  give(reply: FastifyReply, pass: IssuedPass): void;
  /** Whether the request carries a pass at all (for some booking): without one there is nothing to read. */
  carried(request: FastifyRequest): boolean;
  /** True when the request carries this booking's pass, issued for its e-mail, and 30 days old at most. */
  holds(request: FastifyRequest, booking: PassedBooking, now: Date): boolean;
}

const SECRET_NAME = 'confirmation-pass';
/** A traveller comes back to the page from the checkout, the e-mail, a bookmark, for weeks. */
const PASS_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** The issue time, whole seconds since 1970 (unsigned, enough until 2106), before the HMAC. */
const ISSUED_BYTES = 4;
const MAC_BYTES = 32;

const secondsOf = (instant: Date) => Math.floor(instant.getTime() / 1000);

export function confirmationPassesWith(secret: string, secure: boolean): ConfirmationPasses {
  // `__Secure-` makes a browser refuse the cookie from plain HTTP, where another page could have set it.
  const name = secure ? '__Secure-booked' : 'booked';
  const macOf = (booking: PassedBooking, issued: number) =>
    createHmac('sha256', secret)
      .update(JSON.stringify(['booking-confirmation', booking.id, issued, booking.email]))
      .digest();
  return {
    issue(booking, now) {
      const issued = Buffer.alloc(ISSUED_BYTES);
      issued.writeUInt32BE(secondsOf(now));
      const pass = Buffer.concat([issued, macOf(booking, secondsOf(now))]);
      return {
        name,
        value: pass.toString('base64url'),
        options: {
          path: bookingConfirmationPath(booking.id),
          httpOnly: true,
          sameSite: 'lax',
          secure,
          maxAge: PASS_MAX_AGE_SECONDS,
        },
      };
    },
    give(reply, pass) {
      reply.setCookie(pass.name, pass.value, pass.options);
    },
    carried(request) {
      return Boolean(request.cookies[name]);
    },
    holds(request, booking, now) {
      const value = request.cookies[name];
      if (!value) return false;
      const pass = Buffer.from(value, 'base64url');
      if (pass.length !== ISSUED_BYTES + MAC_BYTES) return false;
      const issued = pass.readUInt32BE(0);
      if (secondsOf(now) - issued > PASS_MAX_AGE_SECONDS) return false;
      return timingSafeEqual(pass.subarray(ISSUED_BYTES), macOf(booking, issued));
    },
  };
}

/** The passes under the database's secret (created by the first server that needs it). */
export async function loadConfirmationPasses(db: Database, publicUrl: string): Promise<ConfirmationPasses> {
  return confirmationPassesWith(await serverSecret(db, SECRET_NAME), cookiesAreSecure(publicUrl));
}
