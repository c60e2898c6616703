import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_DRAFT, returnTripDraft } from './booking-draft';

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
      childSeats: 0,
      // 'Not sure' until an arrival says its terminal.
      terminal: null,
    });
  });

  it('turns an arrival into its way back: a departure from the stay to the airport, the flight left empty', () => {
    const back = returnTripDraft({
      to: 'Tulum',
      passengers: 3,
      hasBulkyLuggage: true,
      totalPrice: 199,
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phone: '+52 998 123 4567',
      hotelName: 'Hotel Azul',
      reservationName: 'Ana López',
      childSeats: 1,
    });
    expect(back).toMatchObject({
      serviceType: 'departure',
      from: 'Tulum',
      to: 'Cancun Airport',
      passengers: 3,
      hotelName: 'Hotel Azul',
      email: 'ana@example.com',
      childSeats: 1,
      flightDate: '',
      flightTime: '',
      flightNumber: '',
    });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_BOOKING_DRAFT)).toBe(true);
  });
});
