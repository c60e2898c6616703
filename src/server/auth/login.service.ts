/** Admin sign-in: the password check, the per-account limit, and a new session for an admin. */
import { LOGIN_MESSAGES } from '../../domain/messages';
import type { LoginInput } from '../../domain/schemas/admin-login';
import { isAdminUser, type SessionUser } from '../../domain/schemas/session';
import { AppError } from '../errors';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/error-handler';
import type { FailedLoginLimiter } from './failed-logins';
import { decoyPasswordHash, verifyPassword } from './password';
import { type SessionDeps, startSession } from './sessions.service';
import { findUserByEmail } from './users.queries';

export interface LoginDeps extends SessionDeps {
  failedLogins: FailedLoginLimiter;
}

/**
 * Checks the password and opens a session for an admin. A wrong e-mail and a wrong password get the same
 * answer after the same work (an unknown e-mail is checked against a decoy hash). A right password of a
 * non-admin is refused with no session, and does not count as a failure.
 */
export async function login(
  deps: LoginDeps,
  input: LoginInput,
  previousSessionId: string | undefined,
): Promise<{ sessionId: string; user: SessionUser }> {
  const retryAfterMs = deps.failedLogins.retryAfterMs(input.email, deps.now());
  if (retryAfterMs !== null) {
    throw new AppError('rate-limited', TOO_MANY_REQUESTS_MESSAGE, undefined, {
      retryAfterSeconds: retryAfterMs / 1000,
    });
  }

  const user = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !matches) {
    deps.failedLogins.recordFailure(input.email, deps.now());
    throw new AppError('unauthenticated', LOGIN_MESSAGES.authenticationFailed);
  }
  deps.failedLogins.clear(input.email);
  if (!isAdminUser(user)) throw new AppError('forbidden', LOGIN_MESSAGES.unauthorizedAccess);

  const sessionId = await startSession(deps, user.id, previousSessionId);
  return { sessionId, user: { email: user.email, role: user.role } };
}
