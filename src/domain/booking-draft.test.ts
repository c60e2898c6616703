import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_DRAFT } from './booking-draft';

describe('booking draft', () => {
  it('starts as an arrival from the airport for one passenger with everything else empty', () => {
    expect(DEFAULT_BOOKING_DRAFT).toEqual({
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: '',
      passengers: 1,
      hasBulkyLuggage: false,
      totalPrice: 0,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      hotelName: '',
      reservationName: '',
      flightNumber: '',
      flightAirline: '',
      flightDate: '',
      flightTime: '',
      specialInstructions: '',
      pickupHours: 4,
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_BOOKING_DRAFT)).toBe(true);
  });
});
