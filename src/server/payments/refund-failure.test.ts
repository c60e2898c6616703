import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { REFUND_FAILURE_REASONS } from '../../domain/refunds';
import { describeRefundFailure } from './refund-failure';

const MESSAGE = 'No such customer: Ana López <ana@example.com>';
const ERRORS = {
  api_error: Stripe.errors.StripeAPIError,
  rate_limit_error: Stripe.errors.StripeRateLimitError,
  authentication_error: Stripe.errors.StripeAuthenticationError,
  invalid_request_error: Stripe.errors.StripeInvalidRequestError,
} as const;
/** An error as the SDK throws it for Stripe's answer of that type. */
const stripeError = (type: keyof typeof ERRORS, code?: string) =>
  new ERRORS[type]({ code, message: MESSAGE });

describe("the operator's reason for a failed refund", () => {
  it("names the kind of failure from Stripe's error class, never its message", () => {
    expect(describeRefundFailure(stripeError('api_error')).reason).toBe(REFUND_FAILURE_REASONS.providerError);
    expect(describeRefundFailure(stripeError('rate_limit_error')).reason).toBe(
      REFUND_FAILURE_REASONS.providerError,
    );
    expect(describeRefundFailure(stripeError('authentication_error')).reason).toBe(
      REFUND_FAILURE_REASONS.credentials,
    );
    const refused = describeRefundFailure(stripeError('invalid_request_error', 'charge_disputed'));
    expect(JSON.stringify(refused)).not.toContain('ana@example.com');
    expect(JSON.stringify(refused)).not.toContain('ana@example.com');
    expect(refused).toEqual({
      reason: 'The payment provider refused the refund (charge_disputed)',
      errorType: 'StripeInvalidRequestError',
      errorCode: 'charge_disputed',
    });
  });

  it('says only that the refund was not confirmed for anything else', () => {
    for (const err of [
      new Error('socket hang up'),
      'boom',
      null,
      { type: 'constructor' },
      { type: 'toString' },
    ]) {
      expect(describeRefundFailure(err).reason).toBe(REFUND_FAILURE_REASONS.unconfirmed);
    }
  });

  it('leaves out a code that is not a short provider code', () => {
    const odd = describeRefundFailure(stripeError('invalid_request_error', 'Ana López <ana@example.com>'));
    expect(odd.reason).toBe(REFUND_FAILURE_REASONS.refused);
    expect(odd.errorCode).toBeUndefined();
  });
});
