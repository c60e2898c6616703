/**
 * A booking changed or ended after its ride was offered: the provider who accepted it hears each
 * change ('Ride {id} changed', old → new) and confirms it on their page; a cancellation ends the offer and
 * tells the provider not to come. Called inside the transaction of the change, by whoever made it (the
 * traveller's manage page, an admin's edit or refund); the scheduler's sweep catches any other way a
 * booking ends (a refund made at the payment provider).
 */
import { foldRideChanges, rideChangeLines } from '../../domain/ride-changes';
import type { ServiceType } from '../../domain/service-types';
import { asCustomerBooking } from '../bookings';
import type { BookingEventActor } from '../db/booking-events';
import type { Transaction } from '../db/client';
import type { BookingRow } from '../db/schema';
import type { MailSettings } from '../mail';
import { queueEmail } from '../mail';
import { rideChangedEmail } from './dispatch-emails';
import { lockStandingOffer, updateOffer } from './offers.queries';
import { endStandingOffer } from './offers.service';

const factsOf = (row: BookingRow) => ({
  ...row,
  serviceType: row.serviceType as ServiceType,
  from: row.fromLocation,
  to: row.toLocation,
});

/** The booking changed: its accepted provider is told and asked to confirm; anyone else, nothing. */
export async function tellProviderOfChange(
  tx: Transaction,
  mail: MailSettings,
  before: BookingRow,
  after: BookingRow,
  at: Date,
): Promise<void> {
  const lines = rideChangeLines(factsOf(before), factsOf(after));
  if (lines.length === 0) return;
  const offer = await lockStandingOffer(tx, after.id);
  if (!offer || offer.status !== 'accepted' || !mail.rideLinks) return;
  const pending = foldRideChanges(offer.unconfirmedChanges ?? [], lines);
  await updateOffer(tx, offer.id, {
    unconfirmedChanges: pending.length > 0 ? pending : null,
    changesUnconfirmedSince: pending.length > 0 ? (offer.changesUnconfirmedSince ?? at) : null,
  });
  await queueEmail(tx, {
    kind: 'ride-changed',
    carriesSecret: true,
    to: offer.dispatchEmail,
    bookingId: after.id,
    replyTo: mail.supportEmail,
    ...rideChangedEmail({
      ride: await asCustomerBooking(after, tx),
      changes: lines,
      rideUrl: mail.rideLinks.urlFor(offer.id),
      supportEmail: mail.supportEmail,
      dispatchPhone: mail.dispatchPhone,
    }),
  });
}

/** The booking was cancelled or refunded: its open or accepted offer ends and the provider is told. */
export async function tellProviderOfCancellation(
  tx: Transaction,
  mail: MailSettings,
  booking: BookingRow,
  end: { actor: BookingEventActor; at: Date },
): Promise<void> {
  const offer = await lockStandingOffer(tx, booking.id);
  // A ride that happened stays as it was: a refund after it is goodwill, not a cancellation.
  if (!offer || offer.completedAt || offer.noShowAt) return;
  await endStandingOffer(tx, { mail }, offer, booking, { ...end, reason: 'cancelled' });
}
