/**
 * The app's defences, registered before any route: security headers with a Content Security Policy,
 * per-route rate limits, cookies, and the refusal of cross-site calls (csrf.ts).
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { type HitCounter, rateLimitStore } from '../limits/rate-limit-store';
import { registerCsrfProtection } from './csrf';
import { TOO_MANY_REQUESTS_MESSAGE } from './error-handler';
import { securityHeaders } from './security-headers';

/** Routes other sites call by design (a payment provider's signed webhook), so no Origin check. */
const CSRF_EXEMPT_ROUTES = ['/api/payments/stripe/webhook'];

/** Registers the defences; returns the headers every answer carries (memory-answers.ts copies them). */
export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string; countRateLimitHit: HitCounter; inlineScripts: readonly string[] },
): Promise<Readonly<Record<string, string>>> {
  // The headers depend on nothing but PUBLIC_URL and the build's inline scripts: computed once by helmet, then copied onto every answer.
  // (@fastify/helmet would build helmet's middleware, and its CSP string, again for every request.)
  const headers = securityHeaders(options.publicUrl.startsWith('https://'), options.inlineScripts);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  // Limits are per route (config.rateLimit), per client address (IPv6 per /64); see bookings.routes.ts.
  // Counted in the database, so they hold across server processes and restarts (limits/; on the embedded
  // database in memory, written behind).
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(options.countRateLimitHit),
    errorResponseBuilder: () => new AppError('rate-limited', TOO_MANY_REQUESTS_MESSAGE),
  });

  await app.register(cookie);
  registerCsrfProtection(app, { publicUrl: options.publicUrl, exemptRoutes: CSRF_EXEMPT_ROUTES });
  return headers;
}
