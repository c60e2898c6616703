/** The 'Booking {id} updated' e-mail: what the traveller changed, old → new, and the pickup. */
import { cancunDateTimeText } from '../../domain/cancun-time';
import { childSeatsText, TRAVELLER_FIELD_LABELS } from '../../domain/manage-booking';
import { pickupHoursLabel } from '../../domain/pickup';
import type { CustomerBooking } from '../../domain/schemas/booking';
import { type Terminal, terminalLabel } from '../../domain/terminals';
import type { FieldChanges } from '../db/booking-changes';
import type { Transaction } from '../db/client';
import {
  type BookingEmailContext,
  type MailSettings,
  queueTravellerEmail,
  type RenderedEmail,
  render,
} from '../mail';

function valueText(field: string, value: unknown): string {
  if (field === 'terminal') return terminalLabel((value ?? null) as Terminal | null);
  if (value === null || value === undefined || value === '') return '(none)';
  if (field === 'flightDateTime' || field === 'pickupTimeCalc') return cancunDateTimeText(String(value));
  if (field === 'childSeats') return childSeatsText(Number(value));
  if (field === 'pickupTime') return pickupHoursLabel(Number(value));
  return String(value);
}

/** 'Flight Number: AA 1 → AA 2', one line per changed field. */
export function changeLines(changes: FieldChanges): string[] {
  return Object.entries(changes).map(([field, change]) => {
    const label = TRAVELLER_FIELD_LABELS[field as keyof typeof TRAVELLER_FIELD_LABELS] ?? field;
    return `${label}: ${valueText(field, change.before)} → ${valueText(field, change.after)}`;
  });
}

export function bookingUpdatedEmail(ctx: BookingEmailContext & { changes: FieldChanges }): RenderedEmail {
  const { booking } = ctx;
  const pickup =
    booking.serviceType === 'departure' && booking.pickupTimeCalc
      ? [`Your pickup time is now ${cancunDateTimeText(booking.pickupTimeCalc)}.`]
      : [];
  return render(ctx, `Booking ${booking.id} updated`, 'Your booking was updated', {
    paragraphs: [`Hello ${booking.firstName},`, 'These details of your booking were changed:'],
    list: { title: 'What changed', items: changeLines(ctx.changes) },
    details: true,
    after: [
      ...pickup,
      'If you did not make these changes, please reply to this e-mail or contact us at once.',
    ],
  });
}

export async function queueBookingUpdated(
  tx: Transaction,
  mail: MailSettings,
  booking: CustomerBooking,
  changes: FieldChanges,
): Promise<void> {
  await queueTravellerEmail(tx, mail, booking, 'booking-updated', (ctx) =>
    bookingUpdatedEmail({ ...ctx, changes }),
  );
}
