/**
 * How long a sign-in lasts, and how long a reset link works (docs/decisions/009-sessions-over-tokens.md).
 * An admin who walks away is signed out after two idle hours; nobody stays signed in beyond a working day.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so a busy dashboard does not write on every call. */
export const SESSION_TOUCH_EVERY_MS = 60_000;

export const RESET_LINK_LIFETIME_MS = 60 * 60_000;
/** An invitation's set-password link: a reset link that waits for its new user a little longer. */
export const INVITATION_LINK_LIFETIME_MS = 72 * 60 * 60_000;
/** Between the password and the authentication code (or the enrolment it requires): five minutes. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;
/** Codes one pending sign-in may try; then it is gone and the password is asked again. */
export const CODE_ATTEMPTS_PER_PENDING_SIGN_IN = 5;
/** Reset e-mails per account and hour: more requests still answer the same words but send nothing. */
export const RESET_EMAILS_PER_ACCOUNT_PER_HOUR = 5;

/** The window of the failed sign-ins counted per account (RATE_LIMIT_FAILED_LOGINS_PER_ACCOUNT). */
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

export function isSessionExpired(session: SessionTimes, now: Date): boolean {
  return (
    now.getTime() >= session.expiresAt.getTime() ||
    now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS
  );
}

export function sessionNeedsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_EVERY_MS;
}
