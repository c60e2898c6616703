import { BRAND_NAME } from '../../../domain/brand';
import { DRIVER_DETAILS_NOTICE_HOURS } from '../../../domain/constants';
import { REFUND_POLICY } from '../../../domain/refunds';
import { APP_ROUTES } from '../../../domain/routes';
import { Link } from '../../navigation/NavigationContext';
import type { LegalSection } from './LegalPage';
import { MONEY_BACK_GUARANTEE_ID } from './legalIds';

const { minDaysBeforeTravel, refundPercent, processingFeePercent, shortNoticeRefundHours } = REFUND_POLICY;
const creditDays = `${REFUND_POLICY.creditBusinessDaysMin} to ${REFUND_POLICY.creditBusinessDaysMax} business days`;

/** The terms' sections, in order. Ids are stable: links and e-mails point at them. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-role',
    title: 'Our role as booking intermediary',
    body: (
      <>
        <p>
          {BRAND_NAME} is a booking service. We take your reservation and payment, and arrange your private
          transfer with an independent, licensed transport provider operating in the state of Quintana Roo. We
          do not own or operate vehicles and we do not employ the drivers.
        </p>
        <p>
          The transport provider carries out the ride and is responsible for it: its vehicles, drivers,
          permits and insurance, and the conduct of the journey.
        </p>
      </>
    ),
  },
  {
    id: 'bookings',
    title: 'Bookings and prices',
    body: (
      <>
        <p>
          Every transfer is private and one way, between Cancun Airport and the Cancun Hotel Zone, Playa del
          Carmen or Tulum, in either direction. Prices are fixed per vehicle, in US dollars, and one vehicle
          carries up to four passengers; larger groups are given as many vehicles as they need.
        </p>
        <p>
          A booking is confirmed only once it is paid in full. After you submit your details we e-mail you a
          payment link; until you pay, the booking stays pending. Please check your flight number, date, time
          and pickup address carefully: the provider relies on them.
        </p>
        <p>
          For arrivals, your driver's details are sent by e-mail or phone at least{' '}
          {DRIVER_DETAILS_NOTICE_HOURS} hours before you land. Your driver follows your flight and waits for
          you if it is delayed.
        </p>
      </>
    ),
  },
  {
    id: 'special-requests',
    title: 'Special requests',
    body: (
      <p>
        Requests such as a baby or child seat, extra luggage space or a stop on the way go in the Special
        Instructions field of your booking. We pass every request to the provider and do our best to meet it,
        but we cannot guarantee that a particular item or service will be available.
      </p>
    ),
  },
  {
    id: 'cancellations-and-refunds',
    title: 'Cancellations and refunds',
    body: (
      <ul>
        <li>
          Cancel at least {minDaysBeforeTravel} days before your travel date and we refund {refundPercent}% of
          what you paid. The remaining {processingFeePercent}% is a non-refundable processing fee.
        </li>
        <li>Cancellations less than {minDaysBeforeTravel} days before travel are not refunded.</li>
        <li>
          The {minDaysBeforeTravel} days are counted from the earliest travel date your booking has had since
          you paid: moving a paid ride to a later date does not make a refund due.
        </li>
        <li>
          If you book at short notice (a flight less than 12 hours away) and we cannot arrange your ride, we
          refund you in full within {shortNoticeRefundHours} hours.
        </li>
        <li>Refunds go back to the card you paid with. Your bank usually shows them within {creditDays}.</li>
      </ul>
    ),
  },
  {
    id: MONEY_BACK_GUARANTEE_ID,
    title: '30-Day Money-Back Guarantee',
    body: (
      <>
        <p>
          We want you to book without worrying about changing plans. If you cancel at least{' '}
          {minDaysBeforeTravel} days before your transfer, for any reason, you get your money back:{' '}
          {refundPercent}% of the amount paid, with only the {processingFeePercent}% card processing fee kept.
          No forms and no questions: just write to us with your booking reference.
        </p>
        <p>
          And if we ever fail to provide a ride you booked at short notice, the guarantee covers you in full:
          the whole amount is refunded within {shortNoticeRefundHours} hours.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <>
        <p>
          Because the ride is carried out by a third-party provider, {BRAND_NAME} is not liable for injury,
          loss, delay or damage arising from the transport itself, including damage to luggage or property.
          Such claims are the responsibility of the transport provider and its insurance; we will help you
          reach them and pass on the details of your booking.
        </p>
        <p>
          We are responsible for taking your booking correctly, passing it to the provider and handling your
          payment and refunds as these terms describe. Nothing in these terms limits rights you have under
          consumer law that cannot be limited.
        </p>
      </>
    ),
  },
  {
    id: 'your-responsibilities',
    title: 'Your responsibilities',
    body: (
      <p>
        Please be ready at the agreed time and place, give accurate flight and contact details, and let us
        know quickly about any change. Passengers must follow the driver's safety instructions and local law,
        including seat belt rules. If you do not show up, or your details were wrong, the ride counts as
        provided.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to these terms and contact',
    body: (
      <>
        <p>
          We may update these terms; the version in force when you book applies to that booking. These terms
          are governed by the laws of Mexico.
        </p>
        <p>
          Questions? Use the contact form at the bottom of any page, or{' '}
          <Link
            to={APP_ROUTES.checkMyBooking}
            className="font-semibold text-ocean-700 underline underline-offset-4"
          >
            check your booking
          </Link>{' '}
          online.
        </p>
      </>
    ),
  },
];
