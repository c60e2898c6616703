/**
 * 'Send driver details': the traveller gets the driver, the company, the meeting point and the
 * pickup time by e-mail, once per driver; the booking remembers when and for which driver.
 */

import {
  DRIVER_DETAILS_MESSAGES,
  driverDetailsRefusal,
  wereDriverDetailsSent,
} from '../../../domain/driver-details';
import type { AdminBookingResponse } from '../../../domain/schemas/admin-api';
import type { BookingStatus } from '../../../domain/statuses';
import { bookingNotFound, toAdminBooking } from '../../bookings';
import { type BookingEventActor, recordBookingEvent } from '../../db/booking-events';
import { readMeetingPoints } from '../../db/meeting-points';
import { AppError } from '../../errors';
import { driverDetailsEmail, queueTravellerEmail } from '../../mail';
import type { AdminDeps } from '../admin-deps';
import { sendOnceForDriver } from './admin-driver-details.queries';

export async function sendDriverDetails(
  deps: AdminDeps,
  id: string,
  actor: BookingEventActor,
): Promise<AdminBookingResponse> {
  const at = deps.now();
  const outcome = await sendOnceForDriver(
    deps.db,
    id,
    at,
    // Sent for this driver already, unless that e-mail failed for good (a wrong address, now corrected).
    (row, lastEmailFailed) =>
      driverDetailsRefusal({
        status: row.status as BookingStatus,
        driverName: row.driverName,
        driverCompany: row.driverCompany,
        driverDetailsSent: wereDriverDetailsSent(row) && !lastEmailFailed,
      }),
    async (tx, row) => {
      // The rules required both: the e-mail names exactly the driver it marked as sent.
      const driverName = row.driverName as string;
      const driverCompany = row.driverCompany as string;
      const emailId = await queueTravellerEmail(
        tx,
        deps.mail,
        { ...toAdminBooking(row, await readMeetingPoints(deps.db, tx)), signCode: row.signCode },
        'driver-details',
        (ctx) => driverDetailsEmail({ ...ctx, driverName, driverCompany }),
      );
      await recordBookingEvent(tx, {
        bookingId: row.id,
        type: 'driver-details-sent',
        actor,
        at,
        data: { driverName, driverCompany, emailId },
      });
    },
  );
  if ('refusal' in outcome) {
    if (outcome.refusal === 'not-found') throw bookingNotFound();
    throw new AppError('conflict', DRIVER_DETAILS_MESSAGES[outcome.refusal]);
  }
  deps.mail.wake();
  return { booking: toAdminBooking(outcome.booking, await readMeetingPoints(deps.db)) };
}
