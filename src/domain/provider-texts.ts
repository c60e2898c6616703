/**
 * What the provider's page and e-mails say, written for the transport company and its driver (never the
 * traveller's words): who the operator is, how to reach its dispatch, and the driver's instructions.
 */
import { BRAND_NAME } from './brand';
import { cancunDateTimeText, formatCancunTime } from './cancun-time';
import type { Terminal } from './terminal-ids';
import { TERMINAL_LABELS } from './terminals';

/** The operator as providers know it, at the top of their page and e-mails. */
export const PROVIDER_OPERATOR_NAME = BRAND_NAME;

/** How a provider reaches the operator: the dispatch phone when there is one, else the support e-mail. */
export function dispatchContact(
  dispatchPhone: string | null | undefined,
  supportEmail: string,
): { label: string; value: string; href: string } {
  return dispatchPhone
    ? { label: 'Dispatch phone', value: dispatchPhone, href: `tel:${dispatchPhone}` }
    : { label: 'Dispatch e-mail', value: supportEmail, href: `mailto:${supportEmail}` };
}

/** The footer line of the provider's page and e-mails: 'Cancun Private Transfers dispatch: +52…'. */
export function dispatchContactLine(dispatchPhone: string | null | undefined, supportEmail: string): string {
  const contact = dispatchContact(dispatchPhone, supportEmail);
  return `${PROVIDER_OPERATOR_NAME} dispatch: ${contact.value}`;
}

/** Where the driver meets an arriving traveller: outside the terminal's arrivals exit. */
function arrivalPlace(terminal: Terminal | null): string {
  return terminal === null
    ? 'the arrivals exit, outside the terminal (the traveller did not say which)'
    : `the ${TERMINAL_LABELS[terminal]} arrivals exit, outside the building`;
}

export interface DriverInstructionsInput {
  serviceType: 'arrival' | 'departure';
  terminal: Terminal | null;
  /** The traveller's last name, for the sign; null before the ride is accepted (or once erased). */
  lastName: string | null;
  /** The booking's sign code ('Coral Turtle'), on the sign beside the name once the ride is accepted. */
  signCode?: string | null;
  /** Arrivals: when the free wait ends. */
  waitUntil: Date | string | null;
  hotelName: string;
  /** Departures: the pickup instant. */
  pickupAt: Date | string | null;
}

/**
 * 'Meet the traveller at {meeting point}. Hold a sign with '{Last name} · {sign code}'. Wait until
 * {time}.' for an arrival (the name alone when the booking has no code); where and when to collect a
 * departing traveller.
 */
export function driverInstructions(ride: DriverInstructionsInput): string {
  if (ride.serviceType === 'departure') {
    const when = ride.pickupAt ? ` at ${cancunDateTimeText(ride.pickupAt)}` : '';
    return `Collect the traveller in the lobby of ${ride.hotelName || 'their stay'}${when}.`;
  }
  const sign = ride.lastName
    ? `Hold a sign with '${ride.signCode ? `${ride.lastName} · ${ride.signCode}` : ride.lastName}'.`
    : 'Hold a sign with the traveller’s last name (on the ride’s page once accepted).';
  const wait = ride.waitUntil ? ` Wait until ${formatCancunTime(new Date(ride.waitUntil))}.` : '';
  return `Meet the traveller at ${arrivalPlace(ride.terminal)}. ${sign}${wait}`;
}
