/**
 * Refunds (SPEC sections 4 and 9): 95% of what was paid, the 5% kept as a processing fee. Worked in whole
 * cents and floored so we never refund a fraction of a cent more than the policy says.
 */
export const REFUND_PERCENT = 95;

export function refundAmountCents(paidCents: number): number {
  if (!Number.isFinite(paidCents) || paidCents <= 0) return 0;
  return Math.floor((Math.trunc(paidCents) * REFUND_PERCENT) / 100);
}

/** The admin must type this word, exactly, before the refund button is enabled. */
export const REFUND_CONFIRMATION_WORD = 'REFUND';

/** Exact and case-sensitive on purpose: the friction is the point. No trimming either. */
export function isRefundConfirmed(typed: string): boolean {
  return typed === REFUND_CONFIRMATION_WORD;
}

/** The facts the terms page, the refund e-mail and the booking screens quote. */
export const REFUND_POLICY = {
  /** Cancelling at least this many days before travel gives a refund; later gives none. */
  minDaysBeforeTravel: 30,
  refundPercent: REFUND_PERCENT,
  processingFeePercent: 100 - REFUND_PERCENT,
  /** When we fail a short-notice booking, the refund is made within this many hours. */
  shortNoticeRefundHours: 24,
  creditBusinessDaysMin: 5,
  creditBusinessDaysMax: 10,
} as const;

/**
 * Why a refund request failed, as the booking card says it after 'Refund failed: ' (ours, not the
 * spec's). Short and fixed: never the provider's raw answer, which may name the card holder; the provider's
 * public error code may follow in brackets.
 */
export const REFUND_FAILURE_REASONS = {
  unreachable: 'The payment provider could not be reached',
  providerError: 'The payment provider had an error',
  refused: 'The payment provider refused the refund',
  credentials: 'The payment provider refused our API key',
  unconfirmed: 'The payment provider did not confirm the refund',
} as const;

/** The longest failure reason stored and shown: a reason of REFUND_FAILURE_REASONS and a provider's code. */
export const REFUND_FAILURE_MAX_LENGTH = 200;

/** The words of a failed refund on the card, its history and Needs attention (ours, not the spec's). */
export const REFUND_FAILED_TEXTS = {
  failed: 'Refund failed',
  retry: 'Retry Refund',
} as const;

/** What the card says of a booking whose latest refund request failed. */
export function refundFailedText(reason: string): string {
  return `${REFUND_FAILED_TEXTS.failed}: ${reason}`;
}
