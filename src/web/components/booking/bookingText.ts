import { CANCUN_TIME_LABEL, formatCancunDateTime, formatCancunTime } from '../../../domain/cancun-time';
import { passengerLabel } from '../../../domain/passengers';

/** How the journey's screens word a booking; every instant in Cancun time and labelled so. */

export function routeText(from: string, to: string): string {
  return `${from} → ${to}`;
}

/** 'Saturday, November 21, 2026 at 2:30 PM (Cancun time)'. */
export function cancunDateTimeText(instant: Date | string): string {
  return `${formatCancunDateTime(new Date(instant))} (${CANCUN_TIME_LABEL})`;
}

/** '2:30 PM (Cancun time)'. */
export function cancunTimeText(instant: Date | string): string {
  return `${formatCancunTime(new Date(instant))} (${CANCUN_TIME_LABEL})`;
}

export function passengersText(passengers: number): string {
  return passengerLabel(passengers);
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}
