/** How the CSV downloads write an instant, so every sheet reads the same way. */
import { cancunDateAndTime } from '../../../domain/cancun-time';

/** '2026-03-10 14:30' in Cancun: a form every spreadsheet sorts and reads as a date and time. */
export function cancunSheetDateTime(instant: Date | null): string | null {
  if (!instant) return null;
  const { date, time } = cancunDateAndTime(instant);
  return `${date} ${time}`;
}
