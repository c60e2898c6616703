/**
 * The public module of server/auth/: what other server folders may import from it (decision 035).
 */
export { latestAccountEvents, recordAccountEvent } from './account-events.queries';
export { auditLog } from './audit-log';
export { authRoutes } from './auth.routes';
export { hashPassword } from './password';
export { mailSetPasswordLink } from './password-reset.service';
export { deletePendingSignInsOfUser } from './pending-sign-ins.queries';
export { loadRecoveryCodeKey } from './recovery-codes';
export { AUTHENTICATION_REQUIRED_MESSAGE, actorOf, adminOf, requireAdmin } from './require-admin';
export { readSessionId, type SessionCookie, sessionCookieFor } from './session-cookie';
export { INVITATION_LINK_LIFETIME_MS, isSessionExpired } from './session-policy';
export {
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  deleteSessionsOfUser,
  listSessionsOfUser,
  markSessionTwoFactor,
} from './sessions.queries';
export { adminSessionsStillLive, type SessionDeps, type SignedInUser } from './sessions.service';
export { forgetStaleSignInAddresses } from './sign-in-addresses.queries';
export { beginSignIn, type SignInLimitsDeps, signInFailed, signInStepPassed } from './sign-in-limits';
export { hashToken } from './tokens';
export { type SecretBox, secretBox } from './totp-secret-box';
export { countUnusedRecoveryCodes, resealTotpSecrets } from './two-factor.queries';
export {
  checkSecondFactor,
  confirmEnrolment,
  type Enrolment,
  resetTwoFactor,
  startEnrolment,
  type TwoFactorDeps,
} from './two-factor.service';
export { findUserByEmail, findUserById, insertUserIfMissing } from './users.queries';
export { ensureAdmin, USER_ROLES, type UserRole, upsertUser } from './users.service';
