/**
 * Server-side sessions (docs/decisions/009-sessions-over-tokens.md). The browser holds a random id; the
 * database holds its SHA-256, the user, when it was last used and when it ends whatever happens.
 */
import { isAdminUser, type SessionResponse, type SessionUser } from '../../domain/schemas/session';
import type { Database } from '../db/client';
import { isSessionExpired, SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionNeedsTouch } from './session-policy';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionsStanding,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './sessions.queries';
import { hashToken, newSecretToken } from './tokens';

export interface SessionDeps {
  db: Database;
  now: () => Date;
  /**
   * REQUIRE_ADMIN_2FA: a session begun without a second factor is ended at its next use, also
   * one opened before the setting was turned on.
   */
  requireTwoFactor?: boolean;
}

export type SignedInUser = SessionUser & { id: string };

/** What is kept of a browser's User-Agent (the database's CHECK holds the same). */
const MAX_USER_AGENT = 300;

/**
 * A new session for the user; the id to put in the cookie. A session the browser still held is ended
 * (the id changes at every sign-in, so an id planted before sign-in is worth nothing after it). The browser
 * and address are kept for the Security page's 'Active Sessions'.
 */
export async function startSession(
  deps: SessionDeps,
  userId: string,
  context: {
    previousSessionId: string | undefined;
    userAgent: string | undefined;
    ipAddress: string;
    /** Begun with a second factor: a code after the password, or an enrolment confirmed by one. */
    twoFactor: boolean;
  },
): Promise<string> {
  const now = deps.now();
  if (context.previousSessionId) await deleteSession(deps.db, hashToken(context.previousSessionId));
  await deleteExpiredSessions(deps.db, now, new Date(now.getTime() - SESSION_IDLE_MS));
  const sessionId = newSecretToken();
  await insertSession(deps.db, {
    idHash: hashToken(sessionId),
    userId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    userAgent: context.userAgent?.slice(0, MAX_USER_AGENT) || null,
    ipAddress: context.ipAddress.slice(0, 64),
    twoFactor: context.twoFactor,
  });
  return sessionId;
}

/**
 * The user of a live session, or null; an expired session (or, with REQUIRE_ADMIN_2FA, one begun without a
 * second factor) is deleted, a live one kept alive.
 */
export async function resolveSession(
  deps: SessionDeps,
  sessionId: string | undefined,
): Promise<SignedInUser | null> {
  if (!sessionId) return null;
  const idHash = hashToken(sessionId);
  const session = await findSessionWithUser(deps.db, idHash);
  if (!session) return null;
  const now = deps.now();
  if (isSessionExpired(session, now) || (deps.requireTwoFactor && !session.twoFactor)) {
    await deleteSession(deps.db, idHash);
    return null;
  }
  if (sessionNeedsTouch(session, now)) await touchSession(deps.db, idHash, now);
  return session.user;
}

/**
 * Which of these sessions (by the hash of their id) an admin may still use, read in one statement and
 * without keeping them alive: what a long-lived answer (the dispatch board's stream) asks now and then, so
 * that a sign-out, a disabled account, a new password, a two-factor change, an expiry or a lost admin
 * role ends it, whichever server made the change.
 */
export async function adminSessionsStillLive(
  deps: SessionDeps,
  idHashes: readonly string[],
): Promise<Set<string>> {
  const now = deps.now();
  const rows = await findSessionsStanding(deps.db, idHashes);
  return new Set(
    rows
      .filter(
        (row) =>
          isAdminUser(row) && !isSessionExpired(row, now) && !(deps.requireTwoFactor && !row.twoFactor),
      )
      .map((row) => row.idHash),
  );
}

export async function endSession(deps: SessionDeps, sessionId: string | undefined): Promise<void> {
  if (sessionId) await deleteSession(deps.db, hashToken(sessionId));
}

/** GET /api/auth/session: signed in only with a live session of an admin. */
export async function describeSession(
  deps: SessionDeps,
  sessionId: string | undefined,
): Promise<SessionResponse> {
  const user = await resolveSession(deps, sessionId);
  if (!user || !isAdminUser(user)) return { authenticated: false, user: null };
  return { authenticated: true, user: { email: user.email, role: user.role } };
}
