/**
 * What a new booking stores for messaging (decision 059): the phone in E.164 when it is a mobile number
 * with its country code, the consent's time when 'Send me ride updates by WhatsApp or SMS' is ticked (which
 * needs such a number), and the sign code, drawn with the system's cryptographic randomness.
 */
import { randomBytes } from 'node:crypto';
import { MOBILE_NUMBER_MESSAGE, mobileNumberE164 } from '../../domain/mobile-number';
import { SIGN_CODE_BYTES, signCodeFromBytes } from '../../domain/sign-code';
import { AppError } from '../errors';

/** A fresh sign code: each booking gets one, and a new one, never the old, when its provider changes. */
export function newSignCode(unlike: string | null = null): string {
  for (;;) {
    const code = signCodeFromBytes(randomBytes(SIGN_CODE_BYTES));
    if (code !== unlike) return code;
  }
}

/** The phone's E.164 form and the consent's time; 400 under the phone when consent needs a number it lacks. */
export function messagingConsent(
  request: { phone: string; messagesConsent?: boolean },
  now: Date,
): { phoneE164: string | null; messagesConsentAt: Date | null } {
  const phoneE164 = mobileNumberE164(request.phone);
  if (request.messagesConsent === true && phoneE164 === null) {
    throw new AppError('bad-request', MOBILE_NUMBER_MESSAGE, { phone: MOBILE_NUMBER_MESSAGE });
  }
  return { phoneE164, messagesConsentAt: request.messagesConsent === true ? now : null };
}
