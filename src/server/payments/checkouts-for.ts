import type { Checkouts } from '../bookings';
import {
  openCheckoutForPayNow,
  openCheckoutOrRecordFailure,
  openFirstCheckoutIn,
  type PaymentsDeps,
} from './payments.service';

/** The bookings feature's Checkouts port, kept by this provider (app.ts hands it to the booking routes). */
export function checkoutsFor(deps: PaymentsDeps): Checkouts {
  return {
    openOrRecordFailure: (booking, log, options) => openCheckoutOrRecordFailure(deps, booking, log, options),
    openForPayNow: (booking, log) => openCheckoutForPayNow(deps, booking, log),
    // Only a provider without a network call joins the booking's transaction (decision 063).
    ...(deps.provider.checkoutsInOurDatabase
      ? { openFirstInTransaction: (tx, booking) => openFirstCheckoutIn(deps, tx, booking) }
      : {}),
  };
}
