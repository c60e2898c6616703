import { tzOffset, tzScan } from '@date-fns/tz';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrivalKit } from './arrival-kit';
import { type CalendarBooking, calendarEntry } from './calendar-entry';

const NOW = new Date('2026-03-01T12:00:00Z');

/** Lands 14:30 on 10 March 2026 in Cancun (19:30 UTC). */
const arrival: CalendarBooking = {
  id: 'K7M2Q9XH4T',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  passengers: 5,
  flightAirline: 'American Airlines',
  flightNumber: 'AA 1234',
  flightDateTime: '2026-03-10T19:30:00.000Z',
  pickupTimeCalc: null,
  hotelName: 'Hotel Azul, Tulum',
  terminal: '3',
  meetingPoint: 'Outside Terminal 3, under the canopy.',
};

/** Flies 14:30 on 10 March from Playa del Carmen, picked up at 10:30 (15:30 UTC). */
const departure: CalendarBooking = {
  ...arrival,
  id: 'D3PARTURE0',
  serviceType: 'departure',
  from: 'Playa del Carmen',
  to: 'Cancun Airport',
  pickupTimeCalc: '2026-03-10T15:30:00.000Z',
  hotelName: 'Casa Playa',
  terminal: null,
  meetingPoint: null,
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (!timezone) throw new Error('no VTIMEZONE');
  // The event's times resolve through the file's own VTIMEZONE, not through anything on this machine.
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, timezone, vevent, event: new ICAL.Event(vevent) };
}

const entry = (booking: CalendarBooking, supportEmail = 'help@example.com') =>
  calendarEntry({ booking, siteHost: 'transfers.example.com', supportEmail, now: NOW });

describe.each(['UTC', 'Asia/Tokyo', 'America/Los_Angeles'])('the calendar entry with TZ=%s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  it('runs in that zone (the machine zone really changed)', () => {
    const offsets = { UTC: 0, 'Asia/Tokyo': -540, 'America/Los_Angeles': 480 } as Record<string, number>;
    expect(new Date('2026-03-01T12:00:00Z').getTimezoneOffset()).toBe(offsets[zone]);
  });

  it('is a PUBLISH calendar with the Cancun zone and one event', () => {
    const { calendar, timezone } = parse(entry(arrival));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe(
      '-//Cancun Private Transfers//Booking calendar entry//EN',
    );
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(timezone.getFirstPropertyValue('tzid')).toBe('America/Cancun');
    const standard = timezone.getFirstSubcomponent('standard');
    expect(standard?.getFirstProperty('tzoffsetto')?.toICALString()).toBe('TZOFFSETTO:-0500');
    expect(standard?.getFirstPropertyValue('tzname')).toBe('EST');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  });

  it("starts an arrival at its flight's Cancun time, the same instant the booking holds", () => {
    const { vevent, event } = parse(entry(arrival));
    expect(event.uid).toBe('K7M2Q9XH4T@transfers.example.com');
    expect(event.startDate.toString()).toBe('2026-03-10T14:30:00');
    expect(event.startDate.zone?.tzid).toBe('America/Cancun');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T19:30:00.000Z');
    // Landing, an hour to get out, two hours to Tulum.
    expect(event.endDate.toString()).toBe('2026-03-10T17:30:00');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-10T22:30:00.000Z');
    expect(vevent.getFirstProperty('dtstamp')?.toICALString()).toBe('DTSTAMP:20260301T120000Z');
    expect(event.summary).toBe('Private transfer: Cancun Airport → Tulum');
    expect(event.location).toBe('Outside Terminal 3, under the canopy.');
  });

  it('starts a departure at its pickup time in Cancun, at the lobby of the stay', () => {
    const { event } = parse(entry(departure));
    expect(event.startDate.toString()).toBe('2026-03-10T10:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T15:30:00.000Z');
    expect(event.endDate.toString()).toBe('2026-03-10T11:30:00');
    expect(event.summary).toBe('Private transfer: Playa del Carmen → Cancun Airport');
    expect(event.location).toBe('The lobby of Casa Playa.');
  });

  it('keeps a late-evening flight on its Cancun date, though it is the next day in UTC', () => {
    // 23:30 in Cancun is 04:30 UTC the next day (and 13:30 the next day in Tokyo).
    const { event } = parse(entry({ ...arrival, to: 'Cancun', flightDateTime: '2026-03-11T04:30:00.000Z' }));
    expect(event.startDate.toString()).toBe('2026-03-10T23:30:00');
    expect(event.endDate.toString()).toBe('2026-03-11T01:00:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-11T04:30:00.000Z');
  });
});

describe('the calendar entry', () => {
  it('describes an arrival: reference, route, flight, passengers, stay, the arrival kit and support', () => {
    const { event } = parse(entry(arrival));
    const lines = event.description.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Booking reference: K7M2Q9XH4T',
        'Route: Cancun Airport → Tulum',
        'Flight: American Airlines AA 1234, landing Tuesday, March 10, 2026 at 2:30 PM (Cancun time)',
        'Passengers: 5',
        'Terminal: 3',
        'Meeting point: Outside Terminal 3, under the canopy.',
        'Hotel/AirBNB/Stay: Hotel Azul, Tulum',
        'Questions? Write to help@example.com.',
      ]),
    );
    for (const kitLine of arrivalKit('help@example.com', 'Outside Terminal 3, under the canopy.')) {
      expect(lines).toContain(`- ${kitLine}`);
    }
  });

  it('describes a departure with its pickup time and no arrival kit', () => {
    const { event } = parse(entry(departure));
    expect(event.description).toContain('Pickup: Tuesday, March 10, 2026 at 10:30 AM (Cancun time)');
    expect(event.description).toContain('departing Tuesday, March 10, 2026 at 2:30 PM (Cancun time)');
    expect(event.description).not.toContain('Arrival kit');
    expect(event.description).not.toContain('timeshare');
  });

  it('gives back exactly what travellers typed: backslashes, semicolons, commas, line breaks, accents', () => {
    const hotelName = 'Hôtel "Azul"; Room 4, Tower B\\C\nGate code 12#, ask for Ñoño 🌴';
    const { event } = parse(entry({ ...departure, hotelName }));
    expect(event.location).toBe(`The lobby of ${hotelName}.`);
    expect(event.description).toContain(`Hotel/AirBNB/Stay: ${hotelName}`);
  });

  it('folds every line at 75 octets without splitting a character, with CRLF line ends only', () => {
    const text = entry({ ...departure, hotelName: `Villa ${'Ñandú → 🌴 '.repeat(20)}` });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const bytes = Buffer.from(text, 'utf8');
    let start = 0;
    let folded = 0;
    for (let at = 0; at < bytes.length; at++) {
      if (bytes[at] !== 0x0d) continue;
      const line = bytes.subarray(start, at);
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
      if (line[0] === 0x20) folded++;
      start = at + 2;
    }
    expect(folded).toBeGreaterThan(5);
  });

  it('names the arrival kit’s support address as configured', () => {
    const { event } = parse(entry(arrival, 'ayuda@transfers.example.com'));
    expect(event.description).toContain('Write to ayuda@transfers.example.com with your booking reference');
  });

  it('matches the zone database: Cancun stays at UTC-05:00 with no change ahead', () => {
    // If Mexico changes Cancun's rules, this fails: update CANCUN_VTIMEZONE in calendar-entry.ts.
    const start = new Date('2015-02-02T00:00:00Z');
    const end = new Date('2040-01-01T00:00:00Z');
    expect(tzScan('America/Cancun', { start, end })).toEqual([]);
    expect(tzOffset('America/Cancun', new Date('2026-07-01T12:00:00Z'))).toBe(-300);
  });
});
