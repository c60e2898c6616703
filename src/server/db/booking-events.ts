import type { Database, Transaction } from './client';
import { insertBuiltOnce } from './insert-once';
import { bookingEvents } from './schema';

export type BookingEventType =
  | 'created'
  | 'checkout-opened'
  | 'checkout-failed'
  | 'checkout-expired'
  | 'payment-failed'
  | 'paid'
  | 'updated'
  | 'message-sent'
  | 'refunded'
  /** The scheduler cancelled a booking still unpaid when its ride time had passed. */
  | 'cancelled-unpaid'
  | 'driver-details-sent'
  /** The traveller cancelled on the manage page: data names the outcome. */
  | 'cancelled'
  /** The mail cap held back a booking's own e-mail: data names its kind and the reason. */
  | 'mail-withheld'
  /** The traveller answered 'How was your transfer?': data holds the rating and comment. */
  | 'feedback'
  /** A payment went through for a booking already cancelled (the operator refunds it). */
  | 'paid-after-cancellation'
  /** The provider's refund call failed; data holds the operator's reason (the card offers a retry). */
  | 'refund-failed'
  /** The ride offered to a transport provider, and what became of the offer (data: company). */
  | 'offer-sent'
  | 'offer-accepted'
  | 'offer-declined'
  | 'offer-expired'
  | 'offer-withdrawn'
  /** A mark of the provider's driver (data: mark, company). */
  | 'ride-mark'
  /** The provider confirmed the changes made after acceptance; or corrected the driver. */
  | 'changes-confirmed'
  | 'driver-changed'
  /**
   * An arrival's expected or actual landing was learnt (data: source, from, to, landed, and
   * `moved`, true for a change of 15 minutes or more, which the provider and traveller are told of).
   */
  | 'landing-changed'
  /** The traveller's personal data was erased on request (data: who asked it done). */
  | 'personal-data-erased';
/** An admin's actions are signed with the admin's e-mail. */
export type BookingEventActor = 'customer' | 'system' | 'provider' | `${string}@${string}`;

/** One line of a booking's audit trail; call it inside the transaction of the change it records. */
export async function recordBookingEvent(
  db: Database | Transaction,
  event: {
    bookingId: string;
    type: BookingEventType;
    actor: BookingEventActor;
    at: Date;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  const values = {
    bookingId: event.bookingId,
    type: event.type,
    actor: event.actor,
    data: event.data ?? {},
    createdAt: event.at,
  };
  await insertBuiltOnce(db, 'booking-event', values, (on, given) => on.insert(bookingEvents).values(given));
}
