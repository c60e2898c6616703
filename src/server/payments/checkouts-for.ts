import type { Checkouts } from '../bookings';
import { openCheckoutForPayNow, openCheckoutOrRecordFailure, type PaymentsDeps } from './payments.service';

/** The bookings feature's Checkouts port, kept by this provider (app.ts hands it to the booking routes). */
export function checkoutsFor(deps: PaymentsDeps): Checkouts {
  return {
    openOrRecordFailure: (booking, log, options) => openCheckoutOrRecordFailure(deps, booking, log, options),
    openForPayNow: (booking, log) => openCheckoutForPayNow(deps, booking, log),
  };
}
