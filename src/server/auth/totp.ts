/**
 * TOTP (RFC 6238) with otplib: 6 digits, 30-second steps, SHA-1 (what every authenticator app reads from
 * an otpauth:// QR code). A code is accepted for the step before, the current one and the one after (±30
 * seconds of clock drift), and only for a step later than the last one the account used, so no code is
 * ever accepted twice.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import { BRAND_NAME } from '../../domain/brand';

const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What the Security page shows: the QR code of the otpauth:// URI and the secret as base32 text. */
export async function enrolmentOf(secret: string, email: string) {
  const uri = generateURI({ issuer: BRAND_NAME, label: email, secret });
  return { secret, otpauthUri: uri, qrCode: await toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The time step `code` belongs to when it is right for `now` within one step either way and later than
 * `lastStep`; null otherwise (wrong, stale, or used).
 */
export async function totpStepOf(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: STEP_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
