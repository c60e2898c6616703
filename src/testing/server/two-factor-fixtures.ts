/** The calls of two-factor sign-in as a browser makes them (sign-in and two-factor tests). */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { ADMIN, cookieValue, newClientAddress, SITE_ORIGIN, signIn, totpCodeAt } from './auth-fixtures';

export const INVALID_CODE = { error: 'Invalid authentication code' };
export const SIGN_IN_EXPIRED = { error: 'Your sign-in has expired. Please sign in again.' };

export function twoFactorClient(app: () => FastifyInstance, clock: () => Date) {
  const adminCall = (method: 'GET' | 'POST', url: string, session: string, payload?: object) =>
    app().inject({
      method,
      url,
      cookies: { session },
      headers: { origin: SITE_ORIGIN },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });

  /** Set Up (with the current code when it is set up again), then Verify and Turn On with a code of the shown secret. */
  async function enrol(session: string, currentCode?: string) {
    const setup = await adminCall(
      'POST',
      '/api/admin/security/two-factor/setup',
      session,
      currentCode === undefined ? {} : { currentCode },
    );
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, qrCode, otpauthUri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const verified = await adminCall('POST', '/api/admin/security/two-factor/verify', session, {
      code: await totpCodeAt(secret, clock()),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return { secret: secret as string, recoveryCodes: verified.json().recoveryCodes as string[] };
  }

  /** The password step: answers the pending sign-in's cookie. */
  async function passwordStep(target = app(), remoteAddress = newClientAddress()) {
    const response = await signIn(target, ADMIN, { remoteAddress });
    expect(response.statusCode, response.body).toBe(200);
    return { response, pending: cookieValue(response, 'pending-sign-in') ?? '', remoteAddress };
  }

  const codeStep = (pending: string, code: string, remoteAddress = newClientAddress(), target = app()) =>
    target.inject({
      method: 'POST',
      url: '/api/auth/login/code',
      payload: { code },
      cookies: { 'pending-sign-in': pending },
      remoteAddress,
    });

  return { adminCall, enrol, passwordStep, codeStep };
}
