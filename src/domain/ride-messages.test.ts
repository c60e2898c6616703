import { describe, expect, it } from 'vitest';
import {
  dayBeforeDueAt,
  type MessageRide,
  messageText,
  momentsOf,
  supportLine,
  supportPhoneLinks,
} from './ride-messages';

const arrival: MessageRide = {
  bookingId: 'AB12CD34EF',
  serviceType: 'arrival',
  lastName: `O'Brien <b>&" 🚕`,
  rideAt: new Date('2026-03-10T19:30:00Z'),
  meetingPoint: 'Terminal 3, exit C, under the Margaritaville sign',
  signCode: 'Coral Turtle',
  driver: { name: 'Luis', phone: '+529981112222', vehicle: 'Toyota Hiace white', plate: 'ABC-123' },
  waitUntil: new Date('2026-03-10T20:30:00Z'),
};
const support = supportLine('+529980001111', 'support@example.com');

describe('ride messages', () => {
  it('gives arrivals four moments and departures three', () => {
    expect(momentsOf('arrival')).toEqual(['booked', 'day-before', 'landed', 'driver-here']);
    expect(momentsOf('departure')).toEqual(['booked', 'day-before', 'driver-here']);
  });

  it("says the landing message's words, with the sign as the traveller's name and code", () => {
    expect(messageText('landed', arrival, support)).toBe(
      'Welcome to Cancun. Walk past the sellers in the hall: Luis waits at Terminal 3, exit C, under the ' +
        `Margaritaville sign until 3:30 PM, with a sign 'O'Brien <b>&" 🚕 · Coral Turtle'. Never go with anyone ` +
        'whose sign lacks the code.\nHelp 24/7: +529980001111',
    );
  });

  it("says the driver is at the meeting point, or 'Your driver' before one is known", () => {
    expect(messageText('driver-here', arrival, support)).toBe(
      'Luis is at Terminal 3, exit C, under the Margaritaville sign now\nHelp 24/7: +529980001111',
    );
    expect(messageText('driver-here', { ...arrival, driver: null }, 'Help: support@example.com')).toBe(
      'Your driver is at Terminal 3, exit C, under the Margaritaville sign now\nHelp: support@example.com',
    );
  });

  it('names the driver, vehicle and plate the day before, or says they follow', () => {
    expect(messageText('day-before', arrival, support)).toContain(
      'Driver: Luis, Toyota Hiace white, plate ABC-123.',
    );
    expect(messageText('day-before', { ...arrival, driver: null }, support)).toContain(
      'Your driver’s details follow once assigned.',
    );
  });

  it('confirms an arrival with its meeting point and sign, a departure with its pickup', () => {
    expect(messageText('booked', arrival, support)).toContain('waits at Terminal 3');
    expect(messageText('booked', arrival, support)).toContain('· Coral Turtle');
    const departure = {
      ...arrival,
      serviceType: 'departure' as const,
      meetingPoint: 'The lobby of Hotel X.',
    };
    expect(messageText('booked', departure, support)).toContain('pickup');
    expect(messageText('booked', departure, support)).not.toContain('Coral Turtle');
  });

  it('falls due 24 hours before the ride', () => {
    expect(dayBeforeDueAt(arrival.rideAt)).toEqual(new Date('2026-03-09T19:30:00Z'));
  });

  it('keeps every message within two SMS segments', () => {
    for (const moment of momentsOf('arrival')) {
      expect(messageText(moment, arrival, support).length).toBeLessThanOrEqual(320);
    }
  });
});

describe('the 24/7 line', () => {
  it('is called by tel: and written to on WhatsApp by its digits', () => {
    expect(supportPhoneLinks('+529980001111')).toEqual({
      call: 'tel:+529980001111',
      whatsapp: 'https://wa.me/529980001111',
    });
    expect(supportLine(null, 'help@example.com')).toBe('Help: help@example.com');
  });
});
