/**
 * The secrets our links carry, and their removal from any text we log (decision 032). Each link
 * shape the product makes:
 *
 * - a booking's manage link, `/manage-booking/{id}?token=…` (every booking e-mail's footer);
 * - a feedback link, `/feedback/{token}?rating=N` (and the API paths of old clients, `/api/feedback/{token}`);
 * - a password reset or invitation link, `/reset-password#access_token=…&refresh_token=…&type=recovery`;
 * - Check My Booking filled in, `/check-my-booking?email=…&lastName=…` (the pair opens the booking too);
 * - a provider's ride offer, `/provider/rides/{token}`.
 *
 * The ids, the rating and `type` stay: a log line still says which booking and which page.
 */

export const REDACTED = '[redacted]';

/**
 * A parameter whose value opens something, after `?`, `&`, `#` or an HTML-escaped `&amp;` (its `;`), up to
 * the next separator, space, quote, tag or backslash (so a JSON line's escapes stay whole).
 */
const SECRET_PARAMETER = /([?&#;])(token|access_token|refresh_token|email|lastName)=([^&#\s"'<>\\]+)/gi;
/** The token of a feedback link, or of a provider's ride offer, is a path segment. */
const FEEDBACK_TOKEN_SEGMENT = /(\/feedback\/|\/provider\/rides\/)([^/?#\s"'<>\\]+)/gi;

/** The text with the secret of every link in it replaced by `[redacted]`. */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_PARAMETER, (_match, separator: string, name: string) => `${separator}${name}=${REDACTED}`)
    .replace(FEEDBACK_TOKEN_SEGMENT, (_match, prefix: string) => `${prefix}${REDACTED}`);
}

/** True when the text holds a link with a secret (one redactSecrets would change). */
export function holdsSecretLink(text: string): boolean {
  return redactSecrets(text) !== text;
}
