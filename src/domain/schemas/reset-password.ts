import { z } from 'zod';
import { RESET_PASSWORD_MESSAGES } from '../messages';
import { passwordText } from './fields';
import { firstPasswordViolation } from './new-password';

/**
 * The password reset link carries two random tokens and `type=recovery` in its hash
 * (`/reset-password#access_token=…&refresh_token=…&type=recovery`, SPEC section 3). Tokens are
 * base64url text; anything else cannot have come from one of our e-mails.
 */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

const token = z
  .string({ error: RESET_PASSWORD_MESSAGES.invalidLink })
  .regex(TOKEN_PATTERN, RESET_PASSWORD_MESSAGES.invalidLink);

export const resetLinkSchema = z.object({ accessToken: token, refreshToken: token });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/** POST /api/auth/reset-password: the link's tokens and a password that meets SPEC section 5. */
export const resetPasswordRequestSchema = resetLinkSchema.extend({
  password: passwordText(z.string({ error: RESET_PASSWORD_MESSAGES.resetFailed })).superRefine(
    (password, ctx) => {
      const violation = firstPasswordViolation(password);
      if (violation !== null) ctx.addIssue({ code: 'custom', message: violation });
    },
  ),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The hash of the reset link, without '#': what parseResetLinkHash reads back. */
export function resetLinkHash(link: ResetLink): string {
  return new URLSearchParams({
    access_token: link.accessToken,
    refresh_token: link.refreshToken,
    type: 'recovery',
  }).toString();
}

/**
 * Reads the tokens from the reset link's hash; null when a token or `type=recovery` is missing or the
 * hash cannot be read (the screen then says 'Invalid password reset link').
 */
export function parseResetLinkHash(hash: string): ResetLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('type') !== 'recovery') return null;
  const parsed = resetLinkSchema.safeParse({
    accessToken: params.get('access_token') ?? undefined,
    refreshToken: params.get('refresh_token') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
