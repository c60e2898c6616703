/**
 * 'Send driver details' (issue 9): the traveller gets the driver, the company, the meeting point and the
 * pickup time by e-mail, once per driver; the booking remembers when and for which driver.
 */
import { DRIVER_DETAILS_MESSAGES, driverDetailsRefusal } from '../../domain/driver-details';
import { CONFIRMATION_MESSAGES } from '../../domain/messages';
import type { AdminBookingResponse } from '../../domain/schemas/admin-api';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import { AppError } from '../errors';
import { queueEmail } from '../mail/outbox';
import { driverDetailsEmail } from '../mail/templates/driver-emails';
import { toAdminBooking } from './admin-bookings.mapper';
import { findBookingById } from './admin-bookings.queries';
import type { AdminDeps } from './admin-bookings.service';
import { markDriverDetailsSent } from './admin-driver-details.queries';

/** Why nothing was sent, in the admin's words: the booking as it stands now says which rule stopped it. */
async function refusalOf(deps: AdminDeps, id: string): Promise<AppError> {
  const row = await findBookingById(deps.db, id);
  if (!row) return new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
  // A booking that qualifies again by now (another admin changed the driver meanwhile) was still sent once.
  const refusal = driverDetailsRefusal(toAdminBooking(row)) ?? 'alreadySent';
  return new AppError('conflict', DRIVER_DETAILS_MESSAGES[refusal]);
}

export async function sendDriverDetails(
  deps: AdminDeps,
  id: string,
  actor: BookingEventActor,
): Promise<AdminBookingResponse> {
  const at = deps.now();
  const sent = await markDriverDetailsSent(deps.db, id, at, async (tx, row) => {
    // The UPDATE required both: the e-mail names exactly the driver it marked as sent.
    const driverName = row.driverName as string;
    const driverCompany = row.driverCompany as string;
    const emailId = await queueEmail(tx, {
      kind: 'driver-details',
      to: row.email,
      bookingId: row.id,
      replyTo: deps.mail.supportEmail,
      ...driverDetailsEmail({
        booking: toAdminBooking(row),
        publicUrl: deps.mail.publicUrl,
        supportEmail: deps.mail.supportEmail,
        driverName,
        driverCompany,
      }),
    });
    await recordBookingEvent(tx, {
      bookingId: row.id,
      type: 'driver-details-sent',
      actor,
      at,
      data: { driverName, driverCompany, emailId },
    });
  });
  if (!sent) throw await refusalOf(deps, id);
  deps.mail.wake();
  return { booking: toAdminBooking(sent) };
}
