/**
 * Sending the driver's details to the traveller: who may be sent, once per driver. The server
 * decides with these rules and the dashboard shows the 'Send driver details' button by them, so both agree.
 */
import type { BookingStatus } from './statuses';

/** Only a booking the traveller paid for gets a driver. */
export const DRIVER_DETAILS_STATUSES: readonly BookingStatus[] = ['paid', 'confirmed'];

/** Ours: the spec words none of these. */
export const DRIVER_DETAILS_MESSAGES = {
  notPaid: 'Driver details can only be sent for a paid or confirmed booking',
  noDriver: 'Save the driver name and company before sending the driver details',
  alreadySent: "This driver's details were already sent",
  sendFailed: 'Failed to send driver details',
} as const;

export type DriverDetailsRefusal = keyof Omit<typeof DRIVER_DETAILS_MESSAGES, 'sendFailed'>;

type DriverFields = { driverName: string | null; driverCompany: string | null };

/** Both the name and the company are saved (not blank): the traveller can recognise the driver. */
export function hasSavedDriver(booking: DriverFields): boolean {
  return Boolean(booking.driverName?.trim() && booking.driverCompany?.trim());
}

/**
 * Which driver a sending was for, as bookings.driver_details_sent_for keeps it ("name\ncompany"; SQL builds
 * the same string with `driver_name || chr(10) || driver_company`). A different value is a new driver.
 */
export function driverDetailsKey(booking: DriverFields): string | null {
  if (booking.driverName === null || booking.driverCompany === null) return null;
  return `${booking.driverName}\n${booking.driverCompany}`;
}

/** The details of the driver saved now were sent (a changed driver has not been sent yet). */
export function wereDriverDetailsSent(
  booking: DriverFields & { driverDetailsSentFor: string | null },
): boolean {
  const key = driverDetailsKey(booking);
  return key !== null && booking.driverDetailsSentFor === key;
}

/** Why the driver details cannot be sent now, or null when they can. */
export function driverDetailsRefusal(
  booking: DriverFields & { status: BookingStatus; driverDetailsSent: boolean },
): DriverDetailsRefusal | null {
  if (!DRIVER_DETAILS_STATUSES.includes(booking.status)) return 'notPaid';
  if (!hasSavedDriver(booking)) return 'noDriver';
  if (booking.driverDetailsSent) return 'alreadySent';
  return null;
}
