import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORGOT_PASSWORD_MESSAGES } from '../../domain/messages';
import { forgotPasswordSchema, loginSchema } from '../../domain/schemas/admin-login';
import { resetLinkSchema, resetPasswordRequestSchema } from '../../domain/schemas/reset-password';
import {
  forgotPasswordResponseSchema,
  loginResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
} from '../../domain/schemas/session';
import type { Config } from '../config';
import { type LoginDeps, login } from './login.service';
import {
  checkResetLink,
  type PasswordResetDeps,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service';
import { clearSessionCookie, readSessionId, type SessionCookie, setSessionCookie } from './session-cookie';
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

    app.post(
      '/auth/login',
      {
        config: loginLimit,
        schema: {
          summary: 'Sign in as an admin: a new session cookie',
          tags: ['auth'],
          body: loginSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request, reply) => {
        const { sessionId, user } = await login(deps, request.body, {
          clientIp: request.ip,
          previousSessionId: readSessionId(request, deps.cookie),
        });
        setSessionCookie(reply, deps.cookie, sessionId);
        return { user };
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
        await requestPasswordReset(deps, request.body);
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
        await resetPassword(deps, request.body);
        return { ok: true as const };
      },
    );
  };
}
