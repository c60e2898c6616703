import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORGOT_PASSWORD_MESSAGES } from '../../domain/messages';
import { emptyAdminRequestSchema } from '../../domain/schemas/admin-api';
import { forgotPasswordSchema, loginSchema } from '../../domain/schemas/admin-login';
import { resetLinkSchema, resetPasswordRequestSchema } from '../../domain/schemas/reset-password';
import {
  forgotPasswordResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
} from '../../domain/schemas/session';
import {
  authenticationCodeSchema,
  enrolmentDoneSchema,
  enrolmentSchema,
  signInResponseSchema,
} from '../../domain/schemas/two-factor';
import type { Config } from '../config';
import {
  completeSignInEnrolment,
  completeSignInWithCode,
  type LoginDeps,
  type LoginOutcome,
  login,
  startSignInEnrolment,
} from './login.service';
import {
  checkResetLink,
  type PasswordResetDeps,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service';
import {
  clearSessionCookie,
  pendingSignInCookieFor,
  readSessionId,
  type SessionCookie,
  setSessionCookie,
} from './session-cookie';
import { describeSession, endSession } from './sessions.service';

export interface AuthRouteDeps extends LoginDeps, PasswordResetDeps {
  cookie: SessionCookie;
  limits: Config['authRateLimits'];
}

/** Admin accounts: sign in and out, who is signed in, and the password reset by e-mail. */
export function authRoutes(deps: AuthRouteDeps): FastifyPluginAsyncZod {
  const loginLimit = { rateLimit: { max: deps.limits.loginsPerHour, timeWindow: '1 hour' } };
  const resetLimit = { rateLimit: { max: deps.limits.passwordResetsPerHour, timeWindow: '1 hour' } };

  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      // Answers about who is signed in must never come from a cache.
      reply.header('Cache-Control', 'no-store');
    });

    const pendingCookie = pendingSignInCookieFor(deps.cookie);
    const contextOf = (request: FastifyRequest) => ({
      clientIp: request.ip,
      userAgent: request.headers['user-agent'],
      previousSessionId: readSessionId(request, deps.cookie),
      pendingId: readSessionId(request, pendingCookie),
      log: request.log,
    });
    /** Signed in: the session cookie, and the pending sign-in's cookie gone. Else the second step's cookie. */
    const answer = (reply: FastifyReply, outcome: LoginOutcome) => {
      if (outcome.kind === 'signed-in') {
        clearSessionCookie(reply, pendingCookie);
        setSessionCookie(reply, deps.cookie, outcome.sessionId);
        return { user: outcome.user };
      }
      setSessionCookie(reply, pendingCookie, outcome.pendingId);
      return { twoFactor: outcome.step };
    };

    app.post(
      '/auth/login',
      {
        config: loginLimit,
        schema: {
          summary: 'Sign in as an admin: a new session cookie, or the second step (an authentication code)',
          tags: ['auth'],
          body: loginSchema,
          response: { 200: signInResponseSchema },
        },
      },
      async (request, reply) => answer(reply, await login(deps, request.body, contextOf(request))),
    );

    app.post(
      '/auth/login/code',
      {
        config: loginLimit,
        schema: {
          summary: 'The second step of a sign-in: the authentication code or a recovery code',
          tags: ['auth'],
          body: authenticationCodeSchema,
          response: { 200: signInResponseSchema },
        },
      },
      async (request, reply) =>
        answer(reply, await completeSignInWithCode(deps, request.body.code, contextOf(request))),
    );

    app.post(
      '/auth/login/enrolment',
      {
        config: loginLimit,
        schema: {
          summary: 'REQUIRE_ADMIN_2FA, after the password: a new two-factor secret and its QR code',
          tags: ['auth'],
          body: emptyAdminRequestSchema,
          response: { 200: enrolmentSchema },
        },
      },
      async (request) => startSignInEnrolment(deps, readSessionId(request, pendingCookie)),
    );

    app.post(
      '/auth/login/enrolment/verify',
      {
        config: loginLimit,
        schema: {
          summary: 'REQUIRE_ADMIN_2FA: the first code turns two-factor sign-in on and signs in',
          tags: ['auth'],
          body: authenticationCodeSchema,
          response: { 200: enrolmentDoneSchema },
        },
      },
      async (request, reply) => {
        const done = await completeSignInEnrolment(deps, request.body.code, contextOf(request));
        const signedIn = answer(reply, done.outcome);
        return { recoveryCodes: done.recoveryCodes, ...('user' in signedIn ? { user: signedIn.user } : {}) };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          summary: 'Sign out: ends the session',
          tags: ['auth'],
          response: { 200: okResponseSchema },
        },
      },
      async (request, reply) => {
        await endSession(deps, readSessionId(request, deps.cookie));
        clearSessionCookie(reply, deps.cookie);
        return { ok: true as const };
      },
    );

    app.get(
      '/auth/session',
      { schema: { summary: 'Who is signed in', tags: ['auth'], response: { 200: sessionResponseSchema } } },
      async (request) => describeSession(deps, readSessionId(request, deps.cookie)),
    );

    app.post(
      '/auth/forgot-password',
      {
        config: resetLimit,
        schema: {
          summary: 'E-mail a password reset link (the same answer for any address)',
          tags: ['auth'],
          body: forgotPasswordSchema,
          response: { 200: forgotPasswordResponseSchema },
        },
      },
      async (request) => {
        // The same answer, at once, for any address: whether the account exists (and the link it is sent)
        // is worked out after it, so no answer is slower for a known e-mail.
        const context = { clientIp: request.ip, log: request.log };
        app.backgroundWork.start('password reset request', request.log, () =>
          requestPasswordReset(deps, request.body, context),
        );
        return { message: FORGOT_PASSWORD_MESSAGES.sent };
      },
    );

    app.post(
      '/auth/reset-password/verify',
      {
        config: resetLimit,
        schema: {
          summary: 'Whether a password reset link can still be used',
          tags: ['auth'],
          body: resetLinkSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await checkResetLink(deps, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/auth/reset-password',
      {
        config: resetLimit,
        schema: {
          summary: 'Set a new password with a reset link; ends every session of the account',
          tags: ['auth'],
          body: resetPasswordRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body, { clientIp: request.ip, log: request.log });
        return { ok: true as const };
      },
    );
  };
}
