import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverText, MANIFEST_SHEET_COLUMNS, MANIFEST_TABLE_COLUMNS } from './manifest-columns';
import type { ManifestRide } from './schemas/manifest';

const departure: ManifestRide = {
  id: 'K7M2Q9XH4T',
  time: '2030-03-10T15:15:00.000Z',
  serviceType: 'departure',
  from: 'Tulum',
  to: 'Cancun Airport',
  passengers: 3,
  hasBulkyLuggage: true,
  childSeats: 2,
  flightNumber: 'AA 100',
  flightAirline: 'American Airlines',
  flightDateTime: '2030-03-10T19:15:00.000Z',
  hotelName: 'Hotel Tulum',
  firstName: 'Ana',
  lastName: 'López',
  phone: '+52 998 123 4567',
  driverName: 'Efraín Poot',
  driverCompany: 'Transportes Mayab',
  provider: 'Transportes Mayab',
  driverPhone: '+52 998 765 4321',
  driverVehicle: 'Toyota Hiace, white',
  driverPlate: 'YZX-123-A',
  specialInstructions: 'Two surfboards',
  status: 'confirmed',
  terminal: null,
  meetingPoint: null,
  expectedLandingAt: null,
  landed: false,
  sign: null,
};

const arrival: ManifestRide = {
  ...departure,
  id: 'P21MH5QQPN',
  time: '2030-03-10T04:40:00.000Z',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  flightDateTime: '2030-03-10T04:40:00.000Z',
  hasBulkyLuggage: false,
  driverName: null,
  driverCompany: null,
  provider: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  status: 'paid',
  terminal: '3',
  meetingPoint: 'Outside Terminal 3, at the palm trees.',
  expectedLandingAt: '2030-03-10T05:15:00.000Z',
};

describe.each(['UTC', 'Asia/Tokyo'])('the manifest columns with TZ=%s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('give the sheet one value per cell, times in 24-hour Cancun time', () => {
    const sheet = Object.fromEntries(
      MANIFEST_SHEET_COLUMNS.map((column) => [column.label, column.read(departure)]),
    );
    expect(sheet).toEqual({
      Date: '2030-03-10',
      'Time (Cancun time)': '10:15',
      Service: 'Departure',
      From: 'Tulum',
      To: 'Cancun Airport',
      Passengers: 3,
      'Bulky luggage': 'Yes',
      'Child Seats': '2',
      'Flight number': 'AA 100',
      Airline: 'American Airlines',
      'Flight time (Cancun time)': '14:15',
      Terminal: null,
      Landing: null,
      'Meeting point': null,
      Hotel: 'Hotel Tulum',
      Traveller: 'Ana López',
      Phone: '+52 998 123 4567',
      Driver: 'Efraín Poot',
      'Driver company': 'Transportes Mayab',
      Provider: 'Transportes Mayab',
      'Driver phone': '+52 998 765 4321',
      Vehicle: 'Toyota Hiace, white',
      Plate: 'YZX-123-A',
      'Special instructions': 'Two surfboards',
      'Booking ID': 'K7M2Q9XH4T',
      Status: 'Confirmed',
    });
  });

  it('date a ride landing just before midnight in Cancun by the Cancun day', () => {
    const date = MANIFEST_SHEET_COLUMNS.find((column) => column.label === 'Date');
    expect(date?.read(arrival)).toBe('2030-03-09');
  });

  it('stack the table values of a cell, with the flight departure only under departures', () => {
    const cells = (ride: ManifestRide) =>
      Object.fromEntries(
        MANIFEST_TABLE_COLUMNS.map((column) => [column.label, column.lines.map((read) => read(ride))]),
      );
    expect(cells(departure)).toEqual({
      'Time (Cancun time)': ['10:15 AM'],
      Service: ['Departure'],
      Route: ['Tulum → Cancun Airport'],
      Passengers: [3],
      'Bulky luggage': ['Yes'],
      'Child Seats': ['2'],
      Flight: ['AA 100', 'American Airlines', 'Departs 2:15 PM', null],
      'Meeting point': [null, null],
      Hotel: ['Hotel Tulum'],
      Traveller: ['Ana López', '+52 998 123 4567', null],
      Driver: ['Efraín Poot (Transportes Mayab)', '+52 998 765 4321', 'Toyota Hiace, white · YZX-123-A'],
      'Special instructions': ['Two surfboards'],
      'Booking ID': ['K7M2Q9XH4T', 'Confirmed'],
    });
    expect(cells(arrival).Flight).toEqual([
      'AA 100',
      'American Airlines',
      null,
      'Scheduled 11:40 PM · Expected 12:15 AM (+35 min)',
    ]);
    expect(cells(arrival)['Meeting point']).toEqual(['Terminal 3', 'Outside Terminal 3, at the palm trees.']);
    expect(cells(arrival).Driver).toEqual(['Not assigned', null, null]);
    expect(cells(arrival)['Time (Cancun time)']).toEqual(['11:40 PM']);
  });

  it('give an arrival its terminal, its landing and its meeting point', () => {
    const sheet = Object.fromEntries(
      MANIFEST_SHEET_COLUMNS.map((column) => [column.label, column.read(arrival)]),
    );
    expect(sheet.Terminal).toBe('Terminal 3');
    expect(sheet.Landing).toBe('Scheduled 11:40 PM · Expected 12:15 AM (+35 min)');
    expect(sheet['Meeting point']).toBe('Outside Terminal 3, at the palm trees.');
    const landed = { ...arrival, landed: true };
    expect(MANIFEST_SHEET_COLUMNS.find((c) => c.label === 'Landing')?.read(landed)).toBe('Landed 12:15 AM');
  });
});

describe('the driver cell', () => {
  it.each([
    [{ driverName: 'Efraín Poot', driverCompany: 'Transportes Mayab' }, 'Efraín Poot (Transportes Mayab)'],
    [{ driverName: 'Efraín Poot', driverCompany: null }, 'Efraín Poot'],
    [{ driverName: null, driverCompany: 'Transportes Mayab' }, 'Transportes Mayab'],
    [{ driverName: null, driverCompany: null }, 'Not assigned'],
    [{ driverName: '', driverCompany: '' }, 'Not assigned'],
  ])('%o reads %s', (driver, text) => {
    expect(driverText(driver)).toBe(text);
  });
});
