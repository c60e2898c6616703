/** An admin's edit of a booking, and its history. */
import { CONFIRMATION_MESSAGES } from '../../domain/messages';
import type { AdminBookingHistory } from '../../domain/schemas/admin-api';
import type { AdminBookingUpdate } from '../../domain/schemas/admin-booking-update';
import { routeProblem } from '../../domain/schemas/route-check';
import type { ServiceType } from '../../domain/service-types';
import type { BookingEventActor } from '../db/booking-events';
import type { Database } from '../db/client';
import type { BookingRow, NewBookingRow } from '../db/schema';
import { AppError } from '../errors';
import { type MailSettings, queueCancellation } from '../mail/booking-notifications';
import { toAdminBooking } from './admin-bookings.mapper';
import {
  type FieldChanges,
  findBookingById,
  findBookingHistory,
  updateBookingAsAdmin,
} from './admin-bookings.queries';

export interface AdminDeps {
  db: Database;
  mail: MailSettings;
  now: () => Date;
}

/** Which column each editable field of SPEC section 7 (plus passengers) writes. */
const COLUMN_OF = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  hotelName: 'hotelName',
  serviceType: 'serviceType',
  from: 'fromLocation',
  to: 'toLocation',
  flightAirline: 'flightAirline',
  flightNumber: 'flightNumber',
  specialInstructions: 'specialInstructions',
  adminNotes: 'adminNotes',
  status: 'status',
  driverName: 'driverName',
  driverCompany: 'driverCompany',
  driverOrdered: 'driverOrdered',
  passengers: 'passengers',
} as const satisfies Record<keyof AdminBookingUpdate, keyof BookingRow>;

/** A cleared driver or note field is stored as no value rather than an empty string. */
const CLEARED_TO_NULL = new Set<keyof AdminBookingUpdate>(['adminNotes', 'driverName', 'driverCompany']);

function notFound(): AppError {
  return new AppError('not-found', CONFIRMATION_MESSAGES.notFound);
}

/** The fields of the edit that differ from the stored booking, as column values and as before/after. */
function changesOf(edit: AdminBookingUpdate, current: BookingRow) {
  const values: Partial<NewBookingRow> = {};
  const changes: FieldChanges = {};
  for (const [field, column] of Object.entries(COLUMN_OF) as [keyof AdminBookingUpdate, keyof BookingRow][]) {
    let value = edit[field];
    if (value === undefined) continue;
    if (value === '' && CLEARED_TO_NULL.has(field)) value = null;
    if (value === current[column]) continue;
    (values as Record<string, unknown>)[column] = value;
    changes[field] = { before: current[column], after: value };
  }
  // An arrival is timed by its landing: a pickup time kept from when it was a departure would misplace it
  // in the list, the manifest and the reminders.
  if (values.serviceType === 'arrival' && (current.pickupTimeCalc || current.pickupTime)) {
    values.pickupTime = null;
    values.pickupTimeCalc = null;
    changes.pickupTime = { before: current.pickupTime, after: null };
  }
  return { values, changes };
}

/**
 * Writes an admin's edit with an `updated` event signed by the admin; a change to cancelled queues the
 * cancellation e-mail in the same transaction. Passengers may change without a new price: the total is
 * what the traveller was quoted and paid, and any difference is settled by the operator.
 */
export async function updateBooking(
  deps: AdminDeps,
  id: string,
  edit: AdminBookingUpdate,
  actor: BookingEventActor,
) {
  const stored = await findBookingById(deps.db, id);
  if (!stored) throw notFound();
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
        await queueCancellation(tx, deps.mail, toAdminBooking(after));
        cancelled = true;
      }
    },
  });
  if (!updated) throw notFound();
  if (cancelled) deps.mail.wake();
  return { booking: toAdminBooking(updated) };
}

export async function getBookingHistory(deps: AdminDeps, id: string): Promise<AdminBookingHistory> {
  if (!(await findBookingById(deps.db, id))) throw notFound();
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
