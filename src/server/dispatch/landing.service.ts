/**
 * Moving an arrival's landing, whoever learnt it: the operator's 'Flight Delayed', the
 * provider's 'Flight Landed', the flight-data feed. One rule for all: the row keeps the expected or actual
 * landing with its source and time; a move of 15 minutes or more (or any manual word) is a history event;
 * a move of 15 minutes or more e-mails the accepted provider and the traveller, at most once each per 30
 * minutes per booking (spacing read from the row's send times), never the source about its own news.
 * The caller holds the booking's row lock (then the offer's: the order of every path, decision 034).
 */
import {
  freeWaitUntil,
  isLandingChange,
  LANDING_CHANGED_EVENT,
  type LandingSource,
  mayEmailLandingAgain,
} from '../../domain/landing';
import { asCustomerBooking } from '../bookings';
import { type BookingEventActor, recordBookingEvent } from '../db/booking-events';
import type { Transaction } from '../db/client';
import type { BookingRow } from '../db/schema';
import { type MailSettings, queueEmail, queueTravellerEmail } from '../mail';
import { rideLandingMovedEmail } from './dispatch-emails';
import { pickupMovedEmail } from './landing-emails';
import { lockStandingOffer, updateBookingRow } from './offers.queries';

export interface LandingNews {
  /** The expected landing, or the actual one when `landed`. */
  landing: Date;
  landed: boolean;
  source: LandingSource;
  actor: BookingEventActor;
  at: Date;
}

/** A person said it (the operator, the provider): kept even when it moves the landing by little. */
const isManual = (source: LandingSource) => source === 'operator' || source === 'provider';

/** Applies the news to the locked arrival; answers the row as it now is (unchanged when nothing is new). */
export async function applyLanding(
  tx: Transaction,
  mail: MailSettings,
  booking: BookingRow,
  news: LandingNews,
): Promise<BookingRow> {
  const before = booking.expectedLandingAt ?? booking.flightDateTime;
  const moved = isLandingChange(before, news.landing);
  const newlyLanded = news.landed && !booking.landed;
  const same = booking.expectedLandingAt?.getTime() === news.landing.getTime() && !newlyLanded;
  if (same || (!moved && !newlyLanded && !isManual(news.source))) return booking;
  let updated = await updateBookingRow(tx, booking.id, {
    expectedLandingAt: news.landing,
    landingSource: news.source,
    landingLearntAt: news.at,
    landed: booking.landed || news.landed,
    updatedAt: news.at,
  });
  await recordBookingEvent(tx, {
    bookingId: booking.id,
    type: LANDING_CHANGED_EVENT,
    actor: news.actor,
    at: news.at,
    data: {
      source: news.source,
      from: before.toISOString(),
      to: news.landing.toISOString(),
      landed: updated.landed,
      moved,
    },
  });
  if (moved) updated = await tellOfMove(tx, mail, updated, news);
  return updated;
}

/** The e-mails of a move: the provider's and the traveller's, each spaced and never to the source. */
async function tellOfMove(
  tx: Transaction,
  mail: MailSettings,
  booking: BookingRow,
  news: LandingNews,
): Promise<BookingRow> {
  const sent: Partial<Pick<BookingRow, 'providerLandingEmailAt' | 'travellerLandingEmailAt'>> = {};
  const ride = await asCustomerBooking(booking, tx);
  if (news.source !== 'provider' && mayEmailLandingAgain(booking.providerLandingEmailAt, news.at)) {
    const offer = await lockStandingOffer(tx, booking.id);
    if (offer?.status === 'accepted' && mail.rideLinks) {
      await queueEmail(tx, {
        kind: 'ride-landing-moved',
        carriesSecret: true,
        to: offer.dispatchEmail,
        bookingId: booking.id,
        replyTo: mail.supportEmail,
        ...rideLandingMovedEmail({
          ride,
          landing: news.landing,
          rideUrl: mail.rideLinks.urlFor(offer.id),
          supportEmail: mail.supportEmail,
          dispatchPhone: mail.dispatchPhone,
        }),
      });
      sent.providerLandingEmailAt = news.at;
    }
  }
  const live = booking.status === 'paid' || booking.status === 'confirmed';
  if (live && news.source !== 'traveller' && mayEmailLandingAgain(booking.travellerLandingEmailAt, news.at)) {
    await queueTravellerEmail(tx, mail, ride, 'landing-moved', (ctx) =>
      pickupMovedEmail({
        ...ctx,
        landing: news.landing,
        freeWaitUntil: freeWaitUntil(booking.flightDateTime, news.landing),
      }),
    );
    sent.travellerLandingEmailAt = news.at;
  }
  if (Object.keys(sent).length === 0) return booking;
  return updateBookingRow(tx, booking.id, sent);
}
