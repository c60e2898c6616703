import { describe, expect, it } from 'vitest';
import { arrivalKit } from '../../../domain/arrival-kit';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { escapeHtml } from '../../http/escape-html';
import { contactMessageEmail, passwordResetEmail } from './account-emails';
import {
  adminMessageEmail,
  bookingReceivedEmail,
  cancellationEmail,
  paymentReceivedEmail,
  refundEmail,
} from './booking-emails';
import { paymentReminderEmail } from './reminder-emails';

const arrival: CustomerBooking = {
  id: 'K7M2Q9XH4T',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 5,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana+trip@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel <Tulum> & Spa',
  reservationName: '',
  flightNumber: 'AM 123',
  flightAirline: 'Aeromexico',
  flightDateTime: '2026-12-01T19:30:00.000Z',
  hasBulkyLuggage: true,
  specialInstructions: 'Baby chair, please',
  childSeats: 0,
  totalPrice: 398,
  status: 'pending',
  pickupTimeCalc: null,
  pickupTime: null,
  driverName: null,
  driverCompany: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  signCode: null,
  terminal: null,
  meetingPoint: 'Outside the terminal, after you clear customs: your driver holds a sign with your name.',
  scheduledLandingAt: '2026-12-01T19:30:00.000Z',
  expectedLandingAt: null,
  landingSource: null,
  landingLearntAt: null,
  landed: false,
  freeWaitUntil: '2026-12-01T20:30:00.000Z',
};

const departure: CustomerBooking = {
  ...arrival,
  serviceType: 'departure',
  from: 'Playa del Carmen',
  to: 'Cancun Airport',
  passengers: 2,
  totalPrice: 99,
  pickupTime: '4',
  pickupTimeCalc: '2026-12-01T15:30:00.000Z',
  meetingPoint: null,
  scheduledLandingAt: null,
  freeWaitUntil: null,
};

const ctx = { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com' };

describe('the e-mails about paying while the demo checkout runs', () => {
  const TEST_MODE = 'Test mode: no real payment is taken';
  const aboutPaying = {
    'booking received': (testMode: boolean) => bookingReceivedEmail({ ...ctx, testMode, booking: arrival }),
    'payment received': (testMode: boolean) =>
      paymentReceivedEmail({ ...ctx, testMode, booking: arrival, amountCents: 39800 }),
    'payment reminder': (testMode: boolean) => paymentReminderEmail({ ...ctx, testMode, booking: arrival }),
  };

  it.each(Object.entries(aboutPaying))(
    '%s says "Test mode" first, in the text and the HTML',
    (_name, mail) => {
      const rendered = mail(true);
      expect(rendered.text).toContain(TEST_MODE);
      expect(rendered.html).toContain(TEST_MODE);
      expect(rendered.text.indexOf(TEST_MODE)).toBeLessThan(rendered.text.indexOf('Hello Ana,'));
    },
  );

  it.each(Object.entries(aboutPaying))('%s says nothing of it with a real provider', (_name, mail) => {
    expect(mail(false).text).not.toContain('Test mode');
  });
});

describe('booking e-mails', () => {
  it('booking received: the details, the total, and a payment link to Check My Booking with the lookup filled in', () => {
    const mail = bookingReceivedEmail({ ...ctx, booking: arrival });
    expect(mail.subject).toBe('Booking K7M2Q9XH4T received: complete your payment');
    const link =
      'https://transfers.example.com/check-my-booking?email=ana%2Btrip%40example.com&lastName=Garc%C3%ADa';
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('$398');
      expect(body).toContain('Cancun Airport → Tulum');
      expect(body).toContain('Tuesday, December 1, 2026 at 2:30 PM (Cancun time)');
      expect(body).toContain('K7M2Q9XH4T');
      expect(body).toContain('help@example.com');
    }
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('escapes what travellers typed in the HTML and keeps it readable in the text', () => {
    const mail = bookingReceivedEmail({ ...ctx, booking: arrival });
    expect(mail.html).toContain('Hotel &lt;Tulum&gt; &amp; Spa');
    expect(mail.html).not.toContain('<Tulum>');
    expect(mail.text).toContain('Hotel <Tulum> & Spa');
  });

  it('payment received: the receipt, the driver-details promise and the arrival kit for an arrival', () => {
    const mail = paymentReceivedEmail({
      ...ctx,
      booking: { ...arrival, status: 'paid' },
      amountCents: 39_800,
    });
    expect(mail.subject).toBe('Payment received: your transfer K7M2Q9XH4T is confirmed');
    expect(mail.text).toContain('We received your payment of $398.00');
    expect(mail.text).toContain(
      'We will send you the driver details by e-mail or phone at least 24 hours before your arrival.',
    );
    const kit = arrivalKit('help@example.com', arrival.meetingPoint ?? '');
    expect(mail.text).toContain(['Your arrival kit:', ...kit.map((line) => `- ${line}`)].join('\n'));
    expect(mail.html).toContain('Your arrival kit</h2>');
    for (const line of kit)
      expect(mail.html).toContain(`<li style="margin:0 0 8px">${escapeHtml(line)}</li>`);
    expect(mail.text).toContain('Write to help@example.com with your booking reference');
    expect(mail.text).toContain('open the attached file transfer-K7M2Q9XH4T.ics');
  });

  it('payment received: the 24/7 line first in the arrival kit when SUPPORT_PHONE is set', () => {
    const mail = paymentReceivedEmail({
      ...ctx,
      supportPhone: '+529980001111',
      booking: arrival,
      amountCents: 39800,
    });
    const line =
      'Cannot find your driver? Call or WhatsApp us 24/7 on +529980001111, or write to help@example.com with your booking reference.';
    expect(mail.text).toContain(line);
    expect(mail.html).toContain('+529980001111');
  });

  it('payment received: the pickup time for a departure, and no arrival kit', () => {
    const mail = paymentReceivedEmail({ ...ctx, booking: departure, amountCents: 9_900 });
    expect(mail.text).toContain('Tuesday, December 1, 2026 at 10:30 AM (Cancun time)');
    expect(mail.text).toContain('4 hours before flight');
    expect(mail.text).not.toContain('24 hours before your arrival');
    expect(mail.text).not.toContain('arrival kit');
    expect(mail.html).not.toContain('timeshare');
    expect(mail.text).toContain('open the attached file transfer-K7M2Q9XH4T.ics');
  });

  it('admin message: the free text, escaped, with the booking id', () => {
    const mail = adminMessageEmail({
      ...ctx,
      booking: arrival,
      message: 'Your driver is <Luis>.\nSee you soon!',
    });
    expect(mail.subject).toBe('A message about your booking K7M2Q9XH4T');
    expect(mail.html).toContain('Your driver is &lt;Luis&gt;.<br>See you soon!');
    expect(mail.text).toContain('Your driver is <Luis>.\nSee you soon!');
  });

  it("cancellation: the spec's exact sentence", () => {
    const mail = cancellationEmail({ ...ctx, booking: arrival });
    expect(mail.text).toContain(
      'Your booking has been cancelled. If you have any questions, please contact our support team.',
    );
  });

  it('refund: 95% of the total in dollars and cents, credited within 5-10 business days', () => {
    const mail = refundEmail({ ...ctx, booking: departure, refundCents: 9_405 });
    expect(mail.text).toContain('We have refunded $94.05 to your card: 95% of your $99 total');
    expect(mail.text).toContain('within 5-10 business days');
    expect(mail.html).toContain('$94.05');
  });
});

describe('account e-mails', () => {
  it('password reset: the link, single use, one hour', () => {
    const resetUrl =
      'https://transfers.example.com/reset-password#access_token=a&refresh_token=b&type=recovery';
    const mail = passwordResetEmail({ resetUrl, supportEmail: 'help@example.com' });
    expect(mail.text).toContain(resetUrl);
    expect(mail.html).toContain(resetUrl.replaceAll('&', '&amp;'));
    expect(mail.text).toContain('The link works once, for one hour.');
  });

  it("contact message: the sender's name, address and message for the support inbox", () => {
    const mail = contactMessageEmail({
      name: 'Ana <script>',
      email: 'ana@example.com',
      message: 'Do you have child seats?',
      supportEmail: 'help@example.com',
    });
    expect(mail.subject).toBe('Website message from Ana <script>');
    expect(mail.html).toContain('Ana &lt;script&gt;');
    expect(mail.text).toContain('E-mail: ana@example.com');
    expect(mail.text).toContain('Do you have child seats?');
  });
});
