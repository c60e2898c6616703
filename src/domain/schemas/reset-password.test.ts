import { describe, expect, it } from 'vitest';
import { parseResetLinkHash, resetLinkHash, resetPasswordRequestSchema } from './reset-password';

const ACCESS = 'A'.repeat(43);
const REFRESH = 'b_-9'.repeat(11);

describe('the password reset link', () => {
  it('reads both tokens from a recovery hash', () => {
    expect(parseResetLinkHash(`#access_token=${ACCESS}&refresh_token=${REFRESH}&type=recovery`)).toEqual({
      accessToken: ACCESS,
      refreshToken: REFRESH,
    });
  });

  it('writes the hash the e-mail links to, and reads it back', () => {
    const link = { accessToken: ACCESS, refreshToken: REFRESH };
    expect(resetLinkHash(link)).toBe(`access_token=${ACCESS}&refresh_token=${REFRESH}&type=recovery`);
    expect(parseResetLinkHash(`#${resetLinkHash(link)}`)).toEqual(link);
  });

  it.each([
    ['no hash', ''],
    ['no refresh token', `#access_token=${ACCESS}&type=recovery`],
    ['no access token', `#refresh_token=${REFRESH}&type=recovery`],
    ['no type', `#access_token=${ACCESS}&refresh_token=${REFRESH}`],
    ['another type', `#access_token=${ACCESS}&refresh_token=${REFRESH}&type=signup`],
    ['a token that is not one of ours', `#access_token=abc&refresh_token=${REFRESH}&type=recovery`],
    ['a token with foreign characters', `#access_token=${ACCESS}%3C&refresh_token=${REFRESH}&type=recovery`],
  ])('refuses a link with %s', (_case, hash) => {
    expect(parseResetLinkHash(hash)).toBeNull();
  });

  it('checks the new password with the rules of SPEC section 5, in order', () => {
    const result = resetPasswordRequestSchema.safeParse({
      accessToken: ACCESS,
      refreshToken: REFRESH,
      password: 'lowercase1!',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Password must contain at least one uppercase letter');
  });
});
