/**
 * The operator's side of landings: the meeting points per terminal, and 'Flight Delayed' on a booking's
 * card (an expected landing in Cancun time, source 'operator').
 */
import { eq } from 'drizzle-orm';
import { isPlausibleLanding, LANDING_TEXTS } from '../../domain/landing';
import type { AdminBookingResponse } from '../../domain/schemas/admin-api';
import {
  type AdminLandingRequest,
  cancunLocalDateTimeToInstant,
  type MeetingPointsBody,
} from '../../domain/schemas/landing';
import { bookingNotFound, toAdminBooking } from '../bookings';
import type { BookingEventActor } from '../db/booking-events';
import type { Database } from '../db/client';
import { readMeetingPoints, saveMeetingPoints } from '../db/meeting-points';
import { bookings } from '../db/schema';
import { AppError } from '../errors';
import type { MailSettings } from '../mail';
import { applyLanding } from './landing.service';

/** What the operator's landing and meeting points need: the database, the mail settings, the clock. */
export interface AdminLandingDeps {
  db: Database;
  mail: MailSettings;
  now: () => Date;
}

export async function getMeetingPoints(deps: Pick<AdminLandingDeps, 'db'>): Promise<MeetingPointsBody> {
  return { meetingPoints: await readMeetingPoints(deps.db) };
}

export async function updateMeetingPoints(
  deps: Pick<AdminLandingDeps, 'db'>,
  body: MeetingPointsBody,
  by: string,
): Promise<MeetingPointsBody> {
  await saveMeetingPoints(deps.db, body.meetingPoints, by);
  return getMeetingPoints(deps);
}

/** Ours: a landing moved on a booking that is over. */
const CLOSED_MESSAGE = 'This booking is closed: its landing can no longer be moved.';

/** 'Flight Delayed': the expected landing the operator learnt (a phone call, the airport's board). */
export async function moveLandingAsOperator(
  deps: AdminLandingDeps,
  id: string,
  request: AdminLandingRequest,
  actor: BookingEventActor,
): Promise<AdminBookingResponse> {
  const landing = cancunLocalDateTimeToInstant(request.expectedLandingAt);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking) return undefined;
    if (booking.serviceType !== 'arrival') throw new AppError('conflict', LANDING_TEXTS.arrivalsOnly);
    if (!['pending', 'paid', 'confirmed'].includes(booking.status))
      throw new AppError('conflict', CLOSED_MESSAGE);
    if (!isPlausibleLanding(booking.flightDateTime, landing)) {
      throw new AppError('bad-request', LANDING_TEXTS.expectedLandingOutOfRange, {
        expectedLandingAt: LANDING_TEXTS.expectedLandingOutOfRange,
      });
    }
    return applyLanding(tx, deps.mail, booking, { landing, landed: false, source: 'operator', actor, at });
  });
  if (!row) throw bookingNotFound();
  deps.mail.wake();
  return { booking: toAdminBooking(row, await readMeetingPoints(deps.db)) };
}
