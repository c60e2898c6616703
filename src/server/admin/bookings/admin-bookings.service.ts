/** An admin's edit of a booking, and its history. */

import type { FastifyBaseLogger } from 'fastify';
import { refundReferenceAfterChange } from '../../../domain/manage-booking';
import type { AdminBookingHistory } from '../../../domain/schemas/admin-api';
import {
  type AdminBookingUpdate,
  adminBookingUpdateSchema,
} from '../../../domain/schemas/admin-booking-update';
import { routeProblem } from '../../../domain/schemas/route-check';
import type { ServiceType } from '../../../domain/service-types';
import {
  BOOKING_COLUMN_OF,
  type BookingField,
  bookingNotFound,
  findBookingOrNotFound,
  toAdminBooking,
} from '../../bookings';
import type { FieldChanges } from '../../db/booking-changes';
import type { BookingEventActor } from '../../db/booking-events';
import { forgetWatch } from '../../db/flight-watches';
import { readMeetingPoints } from '../../db/meeting-points';
import type { BookingRow, NewBookingRow } from '../../db/schema';
import { tellProviderOfCancellation, tellProviderOfChange } from '../../dispatch';
import { AppError } from '../../errors';
import { queueCancellation } from '../../mail';
import type { PaymentProvider } from '../../payments';
import { closeTill } from '../../payments';
import type { AdminDeps } from '../admin-deps';
import { findBookingHistory, updateBookingAsAdmin } from './admin-bookings.queries';

/** SPEC section 7's editable fields (plus passengers); BOOKING_COLUMN_OF names the column each writes. */
const EDITABLE_FIELDS = Object.keys(
  adminBookingUpdateSchema.shape,
) as (keyof AdminBookingUpdate)[] satisfies readonly BookingField[];

/** A cleared driver or note field is stored as no value rather than an empty string. */
const CLEARED_TO_NULL = new Set<keyof AdminBookingUpdate>(['adminNotes', 'driverName', 'driverCompany']);

/** The fields of the edit that differ from the stored booking, as column values and as before/after. */
function changesOf(edit: AdminBookingUpdate, current: BookingRow) {
  const values: Partial<NewBookingRow> = {};
  const changes: FieldChanges = {};
  for (const field of EDITABLE_FIELDS) {
    const column = BOOKING_COLUMN_OF[field];
    let value = edit[field];
    if (value === undefined) continue;
    if (value === '' && CLEARED_TO_NULL.has(field)) value = null;
    if (value === current[column]) continue;
    (values as Record<string, unknown>)[column] = value;
    changes[field] = { before: current[column], after: value };
  }
  // A corrected e-mail: manage links sent to the address before open nothing any more. Links
  // are derived from the e-mail; this clears the one kept by a booking made before that.
  if (values.email !== undefined) values.manageTokenHash = null;
  // An arrival is timed by its landing: a pickup time kept from when it was a departure would misplace it
  // in the list, the manifest and the reminders.
  if (values.serviceType === 'arrival' && (current.pickupTimeCalc || current.pickupTime)) {
    values.pickupTime = null;
    values.pickupTimeCalc = null;
    changes.pickupTime = { before: current.pickupTime, after: null };
    // Timed by its landing now, which is later: the refund keeps the pickup it was paid for.
    values.refundReferenceAt = refundReferenceAfterChange(current.refundReferenceAt, {
      serviceType: 'arrival',
      flightDateTime: current.flightDateTime,
    });
  }
  // A departure has no terminal nor landing; another flight number forgets the old landing.
  if (values.serviceType === 'departure' || values.flightNumber !== undefined) {
    Object.assign(values, {
      expectedLandingAt: null,
      landingSource: null,
      landingLearntAt: null,
      landed: false,
    });
    if (values.serviceType === 'departure') values.terminal = null;
  }
  return { values, changes };
}

/**
 * Writes an admin's edit with an `updated` event signed by the admin; a change to cancelled queues the
 * cancellation e-mail in the same transaction, then closes the booking's open checkouts (close-till.ts). Passengers may change without a new price: the total is
 * what the traveller was quoted and paid, and any difference is settled by the operator.
 */
export async function updateBooking(
  deps: AdminDeps & { provider: PaymentProvider },
  id: string,
  edit: AdminBookingUpdate,
  actor: BookingEventActor,
  log: FastifyBaseLogger,
) {
  const stored = await findBookingOrNotFound(deps.db, id);
  if (edit.serviceType !== undefined || edit.from !== undefined || edit.to !== undefined) {
    // A partial route edit is judged with the rest of the route as stored.
    const problem = routeProblem({
      serviceType: edit.serviceType ?? (stored.serviceType as ServiceType),
      from: edit.from ?? stored.fromLocation,
      to: edit.to ?? stored.toLocation,
    });
    if (problem) throw new AppError('bad-request', problem.message, { [problem.field]: problem.message });
  }

  let cancelled = false;
  const updated = await updateBookingAsAdmin(deps.db, id, {
    changesOf: (current) => changesOf(edit, current),
    actor,
    at: deps.now(),
    alsoInTransaction: async (tx, before, after) => {
      if (after.status === 'cancelled' && before.status !== 'cancelled') {
        await queueCancellation(tx, deps.mail, {
          ...toAdminBooking(after, await readMeetingPoints(deps.db, tx)),
          signCode: after.signCode,
        });
        await tellProviderOfCancellation(tx, deps.mail, after, { actor, at: deps.now() });
        cancelled = true;
      } else {
        await tellProviderOfChange(tx, deps.mail, before, after, deps.now());
      }
      if (before.flightNumber !== after.flightNumber || before.serviceType !== after.serviceType) {
        await forgetWatch(tx, id);
      }
    },
  });
  if (!updated) throw bookingNotFound();
  if (cancelled) {
    deps.mail.wake();
    await closeTill(deps, id, actor, log);
  }
  return { booking: toAdminBooking(updated, await readMeetingPoints(deps.db)) };
}

export async function getBookingHistory(deps: AdminDeps, id: string): Promise<AdminBookingHistory> {
  await findBookingOrNotFound(deps.db, id);
  const history = await findBookingHistory(deps.db, id);
  return {
    events: history.events.map((event) => ({ ...event, at: event.at.toISOString() })),
    emails: history.emails.map((email) => ({
      ...email,
      queuedAt: email.queuedAt.toISOString(),
      sentAt: email.sentAt ? email.sentAt.toISOString() : null,
    })),
  };
}
