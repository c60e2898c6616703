import { describe, expect, it } from 'vitest';
import { adminBookingSchema, customerBookingSchema, pricesResponseSchema } from './booking';

const customerBooking = {
  id: 'K7M2Q9XH4T',
  serviceType: 'departure',
  from: 'Tulum',
  to: 'Cancun Airport',
  passengers: 5,
  firstName: 'Ana',
  lastName: 'García',
  email: 'ana@example.com',
  phone: '9981234567',
  hotelName: 'Hotel Riu',
  reservationName: '',
  flightNumber: 'AM 512',
  flightAirline: 'Aeromexico',
  flightDateTime: '2026-11-21T19:30:00.000Z',
  hasBulkyLuggage: false,
  specialInstructions: '',
  childSeats: 0,
  totalPrice: 398,
  status: 'pending',
  pickupTimeCalc: '2026-11-21T15:30:00.000Z',
  pickupTime: '4',
  driverName: null,
  driverCompany: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  signCode: 'Coral Turtle',
  // A departure has no terminal, meeting point or landing.
  terminal: null,
  meetingPoint: null,
  scheduledLandingAt: null,
  expectedLandingAt: null,
  landingSource: null,
  landingLearntAt: null,
  landed: false,
  freeWaitUntil: null,
};

describe('booking responses', () => {
  it('reads a customer booking', () => {
    expect(customerBookingSchema.parse(customerBooking)).toEqual(customerBooking);
  });

  it('accepts an arrival without a pickup time and instants with an offset', () => {
    const arrival = {
      ...customerBooking,
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Tulum',
      pickupTimeCalc: null,
      pickupTime: null,
      flightDateTime: '2026-11-21T14:30:00-05:00',
    };
    expect(customerBookingSchema.safeParse(arrival).success).toBe(true);
  });

  it('keeps admin fields out of the customer shape', () => {
    const parsed = customerBookingSchema.parse({
      ...customerBooking,
      adminNotes: 'VIP',
      driverOrdered: true,
    });
    expect(parsed).not.toHaveProperty('adminNotes');
    expect(parsed).not.toHaveProperty('driverOrdered');
  });

  it('reads an admin booking with its notes and driver order', () => {
    const admin = {
      ...customerBooking,
      driverOrdered: true,
      adminNotes: null,
      driverDetailsSentAt: '2026-11-20T15:00:00.000Z',
      driverDetailsSent: true,
      refundFailure: null,
    };
    // The sign code is the traveller's alone: the admin's shape drops it.
    const { signCode: _travellerOnly, ...withoutSign } = admin;
    expect(adminBookingSchema.parse(admin)).toEqual(withoutSign);
    expect(adminBookingSchema.safeParse(customerBooking).success).toBe(false);
  });

  it("reads a failed refund's reason up to its limit", () => {
    const admin = {
      ...customerBooking,
      driverOrdered: false,
      adminNotes: null,
      driverDetailsSentAt: null,
      driverDetailsSent: false,
    };
    const reason = 'The payment provider could not be reached';
    expect(adminBookingSchema.parse({ ...admin, refundFailure: reason }).refundFailure).toBe(reason);
    expect(adminBookingSchema.safeParse({ ...admin, refundFailure: 'x'.repeat(201) }).success).toBe(false);
    expect(adminBookingSchema.safeParse(admin).success).toBe(false);
  });

  it.each([
    ['status', 'expired'],
    ['from', 'Merida'],
    ['flightDateTime', '2026-11-21 14:30'],
    ['createdAt', null],
    ['passengers', 1.5],
  ])('refuses a booking whose %s is %j', (field, value) => {
    expect(customerBookingSchema.safeParse({ ...customerBooking, [field]: value }).success).toBe(false);
  });

  it('reads the price table', () => {
    const prices = { routes: [{ from: 'Cancun Airport', to: 'Tulum', basePrice: 199 }] };
    expect(pricesResponseSchema.parse(prices)).toEqual(prices);
    expect(
      pricesResponseSchema.safeParse({ routes: [{ from: 'Cancun Airport', to: 'Tulum' }] }).success,
    ).toBe(false);
  });
});
