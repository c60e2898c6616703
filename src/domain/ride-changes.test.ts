import { describe, expect, it } from 'vitest';
import { foldRideChanges, rideChangeLines } from './ride-changes';

const ride = {
  serviceType: 'arrival' as const,
  flightDateTime: new Date('2026-03-10T19:30:00Z'),
  pickupTimeCalc: null,
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 3,
  childSeats: 0,
  hasBulkyLuggage: false,
  hotelName: 'Hotel Azul',
  flightNumber: 'AA 1',
  flightAirline: 'American',
  specialInstructions: '',
  firstName: 'Ana',
  lastName: 'López',
  phone: '+52 998 123 4567',
};

describe('what a provider hears of a change', () => {
  it('says each fact a driver works from that changed, before and after, in Cancun time', () => {
    const after = {
      ...ride,
      flightDateTime: new Date('2026-03-10T21:00:00Z'),
      childSeats: 2,
      hotelName: 'Casa Sur',
    };
    expect(rideChangeLines(ride, after)).toEqual([
      {
        label: 'Ride time',
        before: 'Tuesday, March 10, 2026 at 2:30 PM (Cancun time)',
        after: 'Tuesday, March 10, 2026 at 4:00 PM (Cancun time)',
      },
      {
        label: 'Flight time',
        before: 'Tuesday, March 10, 2026 at 2:30 PM (Cancun time)',
        after: 'Tuesday, March 10, 2026 at 4:00 PM (Cancun time)',
      },
      { label: 'Child Seats', before: 'None', after: '2' },
      { label: 'Hotel/AirBNB/Stay', before: 'Hotel Azul', after: 'Casa Sur' },
    ]);
  });

  it('says nothing of what is not the provider’s business', () => {
    expect(rideChangeLines(ride, { ...ride, email: 'x@example.com' } as typeof ride)).toEqual([]);
  });

  it('keeps the first before and the latest after, and drops a fact changed back', () => {
    const first = rideChangeLines(ride, { ...ride, hotelName: 'Casa Sur', childSeats: 1 });
    const second = rideChangeLines(
      { ...ride, hotelName: 'Casa Sur', childSeats: 1 },
      { ...ride, hotelName: 'Casa Norte', childSeats: 0 },
    );
    expect(foldRideChanges(first, second)).toEqual([
      { label: 'Hotel/AirBNB/Stay', before: 'Hotel Azul', after: 'Casa Norte' },
    ]);
  });
});
