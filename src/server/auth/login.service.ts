/** Admin sign-in: the password check, the limits on failed sign-ins, and a new session for an admin. */
import { LOGIN_MESSAGES } from '../../domain/messages';
import type { LoginInput } from '../../domain/schemas/admin-login';
import { isAdminUser, type SessionUser } from '../../domain/schemas/session';
import { AppError } from '../errors';
import { decoyPasswordHash, verifyPassword } from './password';
import { type SessionDeps, startSession } from './sessions.service';
import { beginSignIn, type SignInLimitsDeps, signInFailed, signInSucceeded } from './sign-in-limits';
import { findUserByEmail } from './users.queries';

export interface LoginDeps extends SessionDeps {
  signInLimits: SignInLimitsDeps;
}

/**
 * Checks the password and opens a session for an admin. A wrong e-mail and a wrong password get the same
 * answer after the same work (an unknown e-mail is checked against a decoy hash). A right password of a
 * non-admin is refused with no session, and does not count as a failure. The limits on failed sign-ins
 * (sign-in-limits.ts) may refuse the attempt before any check.
 */
export async function login(
  deps: LoginDeps,
  input: LoginInput,
  context: { clientIp: string; previousSessionId: string | undefined },
): Promise<{ sessionId: string; user: SessionUser }> {
  const attempt = await beginSignIn(deps.signInLimits, input.email, context.clientIp);

  const user = await findUserByEmail(deps.db, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !matches) {
    await signInFailed(deps.signInLimits, attempt);
    throw new AppError('unauthenticated', LOGIN_MESSAGES.authenticationFailed);
  }
  await signInSucceeded(deps.signInLimits, attempt);
  if (!isAdminUser(user)) throw new AppError('forbidden', LOGIN_MESSAGES.unauthorizedAccess);

  const sessionId = await startSession(deps, user.id, context.previousSessionId);
  return { sessionId, user: { email: user.email, role: user.role } };
}
