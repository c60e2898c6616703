/**
 * The operator's short reason for a refund the provider's call did not make, read off the error
 * the provider's client threw. Never the error's message or the provider's raw answer (they may carry the
 * card holder's details): a fixed reason of the domain's, and the provider's public error code, such as
 * Stripe's `charge_disputed`, when there is one.
 */
import { REFUND_FAILURE_MAX_LENGTH, REFUND_FAILURE_REASONS } from '../../domain/refunds';

/** Stripe's SDK error classes by their `type`; the demo provider throws plain errors. */
const REASON_OF_TYPE: Record<string, keyof typeof REFUND_FAILURE_REASONS> = {
  StripeConnectionError: 'unreachable',
  StripeAPIError: 'providerError',
  StripeRateLimitError: 'providerError',
  StripeAuthenticationError: 'credentials',
  StripePermissionError: 'credentials',
  StripeInvalidRequestError: 'refused',
  StripeCardError: 'refused',
  StripeIdempotencyError: 'refused',
};

/** A provider's error code is a short snake_case word; anything else is not shown. */
const ERROR_CODE = /^[a-z][a-z0-9_]{0,59}$/;

export interface RefundFailure {
  reason: string;
  /** For the log line: the client's error class and the provider's code, when known. */
  errorType: string | undefined;
  errorCode: string | undefined;
}

export function describeRefundFailure(err: unknown): RefundFailure {
  const { type, code } = (typeof err === 'object' && err !== null ? err : {}) as {
    type?: unknown;
    code?: unknown;
  };
  const errorType = typeof type === 'string' ? type : undefined;
  const errorCode = typeof code === 'string' && ERROR_CODE.test(code) ? code : undefined;
  const known = errorType !== undefined && Object.hasOwn(REASON_OF_TYPE, errorType);
  const reason = REFUND_FAILURE_REASONS[known ? (REASON_OF_TYPE[errorType] ?? 'unconfirmed') : 'unconfirmed'];
  const withCode =
    errorCode && reason === REFUND_FAILURE_REASONS.refused ? `${reason} (${errorCode})` : reason;
  return { reason: withCode.slice(0, REFUND_FAILURE_MAX_LENGTH), errorType, errorCode };
}
