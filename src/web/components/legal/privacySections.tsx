import { BRAND_NAME } from '../../../domain/brand';
import type { LegalSection } from './LegalPage';

/** The privacy policy's sections, in order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'data-we-keep',
    title: 'The data a booking holds',
    body: (
      <>
        <p>When you book a transfer we keep:</p>
        <ul>
          <li>your first and last name, e-mail address and phone number;</li>
          <li>
            the name on the hotel or rental reservation and the address or name of where you are staying;
          </li>
          <li>your flight number, airline, flight date and time, and for departures your pickup time;</li>
          <li>the route, number of passengers, bulky luggage and any special instructions you write;</li>
          <li>
            the payment status and amount. Your card details are entered on our payment processor's secure
            page and never reach us.
          </li>
        </ul>
        <p>
          If you write to us through the contact form, we keep your name, e-mail address and message. Our
          server also keeps short technical logs (such as IP address and pages requested) to keep the site
          secure.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <ul>
        <li>to arrange and carry out your transfer, and to send you its confirmation and driver details;</li>
        <li>to take your payment and make refunds;</li>
        <li>to let you look your booking up with your e-mail and last name;</li>
        <li>to answer your messages and help if something goes wrong on the day;</li>
        <li>to keep the records the law requires and to protect the site against abuse.</li>
      </ul>
    ),
  },
  {
    id: 'who-receives-it',
    title: 'Who receives it',
    body: (
      <>
        <p>We share only what each one needs:</p>
        <ul>
          <li>
            <strong>The transport provider</strong> who drives you receives your name, phone, flight, pickup
            and drop-off details, passengers, luggage and special instructions.
          </li>
          <li>
            <strong>Our payment processor</strong> receives your e-mail, the amount and the booking reference,
            and handles your card details directly.
          </li>
          <li>
            <strong>Our e-mail provider</strong> delivers the confirmations, payment links and replies we send
            you.
          </li>
        </ul>
        <p>
          {BRAND_NAME} never sells your data and never uses it for advertising. We share it with authorities
          only when the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        We keep booking records for as long as Mexican tax and accounting law requires (currently five years
        from the booking), then delete them. Contact messages are deleted after one year. Technical logs are
        kept for no more than 90 days.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and how to ask for deletion',
    body: (
      <>
        <p>
          You may ask to see the data we hold about you, to correct it, or to have it deleted. Write to our
          support team by e-mail, at the address that sent your booking confirmation (replying to that e-mail
          is enough), or through the contact form at the bottom of any page. Tell us the e-mail address and
          last name used for the booking.
        </p>
        <p>
          We answer within 20 days. We delete everything except what the law obliges us to keep, and tell you
          what that is. This site uses no advertising or tracking cookies.
        </p>
      </>
    ),
  },
];
