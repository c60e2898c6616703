/** The API shapes of two-factor sign-in and the Security page. */
import { z } from 'zod';
import { TEXT_LIMITS } from '../text-limits';
import { TWO_FACTOR_MESSAGES } from '../two-factor';
import { isoInstant, requiredText } from './fields';
import { sessionUserSchema } from './session';

/** The 'Authentication code' field: a 6-digit code or a recovery code. */
export const authenticationCodeSchema = z.object({
  code: requiredText(TWO_FACTOR_MESSAGES.invalidCode, {
    label: 'Authentication code',
    max: TEXT_LIMITS.authenticationCode,
  }),
});

/**
 * POST /api/auth/login: signed in (the session is in the cookie), or a second step to take: the
 * authentication code ('code'), or setting two-factor sign-in up first ('enrol', REQUIRE_ADMIN_2FA).
 */
export const signInResponseSchema = z.union([
  z.object({ user: sessionUserSchema }),
  z.object({ twoFactor: z.enum(['code', 'enrol']) }),
]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * 'Set Up Two-Factor Authentication': with two-factor sign-in already on, a code of the current
 * app or a recovery code must come with it.
 */
export const setUpTwoFactorSchema = z.object({
  currentCode: requiredText(TWO_FACTOR_MESSAGES.invalidCode, {
    label: 'Current code or recovery code',
    max: TEXT_LIMITS.authenticationCode,
  }).optional(),
});

/** A set-up under way: the QR code (a data: URL of an image) and the same secret as base32 text. */
export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrCode: z.string(),
});
export type EnrolmentResponse = z.infer<typeof enrolmentSchema>;

/** 'Verify and Turn On': the ten recovery codes, shown once (and, at sign-in, who is now signed in). */
export const enrolmentDoneSchema = z.object({
  recoveryCodes: z.array(z.string()),
  user: sessionUserSchema.optional(),
});
export type EnrolmentDone = z.infer<typeof enrolmentDoneSchema>;

export const activeSessionSchema = z.object({
  id: z.uuid(),
  startedAt: isoInstant,
  lastUsedAt: isoInstant,
  browser: z.string(),
  address: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** GET /api/admin/security. */
export const securityOverviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  sessions: z.array(activeSessionSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const sessionIdParams = z.object({ id: z.uuid() });
