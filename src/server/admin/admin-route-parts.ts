/** What the admin routes of every part (bookings, refunds, operations) declare and read alike. */
import { z } from 'zod';
import { bookingIdParam } from '../../domain/schemas/fields';
import { adminOf } from '../auth';
import type { BookingEventActor } from '../db/booking-events';

export const bookingIdParams = z.object({ id: bookingIdParam });

/** The OpenAPI group of every admin route. */
export const ADMIN_TAGS = ['admin'];

/** An admin's actions are signed with the admin's e-mail in the audit trail. */
export const actorOf = (request: Parameters<typeof adminOf>[0]) =>
  adminOf(request).email as BookingEventActor;
