import { MAX_PASSENGERS } from './passengers';

/**
 * The quick form's messages (SPEC section 2) and the limits it shares with the booking form. Apart from
 * messages.ts (which re-exports them) so that the home page's quick form, an island of its own
 * (docs/decisions/039), downloads these and not every message of the site.
 */
export const QUICK_FORM_MESSAGES = {
  serviceType: 'Please select a service type',
  from: 'Please select a pickup location',
  to: 'Please select a destination',
  passengers: 'Please select the number of passengers',
} as const;

/** Ours: the limits of what a form may send, which the spec does not set. */
export const LIMIT_MESSAGES = {
  passengersMax: `Please enter no more than ${MAX_PASSENGERS} passengers`,
  flightTooFarAhead: 'Flight date must be within the next 18 months',
} as const;
