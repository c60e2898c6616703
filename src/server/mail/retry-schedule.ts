/**
 * When to try a failed e-mail again: exponential backoff from 30 seconds, capped at an hour, with
 * "equal jitter" (half the delay fixed, half random) so that many mails failing together do not all
 * retry in the same second. After MAX_ATTEMPTS the mail is marked failed for an operator to see.
 */
export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The delay before attempt `attempts + 1`, given how many attempts were made; `random` is in [0, 1). */
export function retryDelayMs(attempts: number, random: number = Math.random()): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (random * exponential) / 2);
}

/**
 * SMTP answers 550-553 when the mailbox or address itself is refused: trying again will not help.
 * Everything else (connection refused, timeouts, 4xx, even a bad password an operator may fix) is retried.
 */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 550 && code <= 553;
}
