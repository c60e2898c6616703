import { describe, expect, it } from 'vitest';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { departureReminderEmail, paymentReminderEmail } from './reminder-emails';

const departure: CustomerBooking = {
  id: 'K7M2Q9XH4T',
  serviceType: 'departure',
  from: 'Playa del Carmen',
  to: 'Cancun Airport',
  passengers: 2,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana+trip@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel <Playa> & Spa',
  reservationName: '',
  flightNumber: 'AM 123',
  flightAirline: 'Aeromexico',
  flightDateTime: '2026-12-01T19:30:00.000Z',
  hasBulkyLuggage: false,
  specialInstructions: '',
  childSeats: 0,
  totalPrice: 99,
  status: 'paid',
  pickupTimeCalc: '2026-12-01T15:30:00.000Z',
  pickupTime: '4',
  driverName: null,
  driverCompany: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: '2026-11-21T15:00:00.000Z',
  signCode: null,
  terminal: null,
  meetingPoint: null,
  scheduledLandingAt: null,
  expectedLandingAt: null,
  landingSource: null,
  landingLearntAt: null,
  landed: false,
  freeWaitUntil: null,
};

const ctx = { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com' };

describe('the reminder e-mails', () => {
  it('payment reminder of a departure: the pickup as the ride time, the total and the payment link', () => {
    const mail = paymentReminderEmail({ ...ctx, booking: { ...departure, status: 'pending' } });
    const link =
      'https://transfers.example.com/check-my-booking?email=ana%2Btrip%40example.com&lastName=Garc%C3%ADa';
    expect(mail.text).toContain(
      'Your transfer from Playa del Carmen to Cancun Airport on Tuesday, December 1, 2026 at 10:30 AM ' +
        '(Cancun time) is not confirmed yet: it is confirmed once it is paid in full ($99).',
    );
    expect(mail.text).toContain(`Pay for my booking: ${link}`);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain('help@example.com');
  });

  it('departure reminder: the time and the lobby, with what the traveller typed escaped in the HTML', () => {
    const mail = departureReminderEmail({ ...ctx, booking: departure });
    expect(mail.text).toContain(
      'Where: The lobby of Hotel <Playa> & Spa. Please be ready a few minutes early.',
    );
    expect(mail.html).toContain('The lobby of Hotel &lt;Playa&gt; &amp; Spa.');
    expect(mail.html).not.toContain('<Playa>');
    expect(mail.text).not.toContain('Your driver:');
  });
});
