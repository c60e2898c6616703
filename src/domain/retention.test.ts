import { describe, expect, it } from 'vitest';
import {
  ERASED_BOOKING_FIELDS,
  erasedOnText,
  isBookingPastRetention,
  KEPT_BOOKING_FIELDS,
  mailErasure,
  retentionCutoffs,
} from './retention';

const now = new Date('2026-11-27T12:00:00Z');

describe('how long personal data is kept', () => {
  it('deletes contact messages strictly older than one year', () => {
    const { contactMessagesBefore } = retentionCutoffs(now);
    expect(contactMessagesBefore).toEqual(new Date('2025-11-27T12:00:00Z'));
  });

  it('deletes sign-in addresses, audit rows and rate-limit rows strictly older than 90 days', () => {
    expect(retentionCutoffs(now).technicalRecordsBefore).toEqual(new Date('2026-08-29T12:00:00Z'));
  });

  it('deletes a booking whose ride is more than five years past, not one exactly five years past', () => {
    const ride = (at: string) => ({ serviceType: 'arrival' as const, flightDateTime: at });
    expect(isBookingPastRetention(ride('2021-11-27T12:00:00Z'), now)).toBe(false);
    expect(isBookingPastRetention(ride('2021-11-27T11:59:59.999Z'), now)).toBe(true);
    // A departure counts from its pickup, not its flight.
    const departure = {
      serviceType: 'departure' as const,
      flightDateTime: '2021-11-27T15:00:00Z',
      pickupTimeCalc: '2021-11-27T11:00:00Z',
    };
    expect(isBookingPastRetention(departure, now)).toBe(true);
  });

  it('counts five years on the calendar across a leap day', () => {
    expect(retentionCutoffs(new Date('2029-02-28T00:00:00Z')).bookingsRideBefore).toEqual(
      new Date('2024-02-28T00:00:00Z'),
    );
  });
});

describe('what erasure removes and keeps', () => {
  it('removes phone, hotel, flight and instructions, and keeps what tax law needs', () => {
    expect(ERASED_BOOKING_FIELDS).toEqual(
      expect.arrayContaining(['phone', 'hotelName', 'flightNumber', 'specialInstructions']),
    );
    expect(KEPT_BOOKING_FIELDS).toEqual(
      expect.arrayContaining([
        'id',
        'flightDateTime',
        'fromLocation',
        'toLocation',
        'totalPrice',
        'lastName',
        'email',
      ]),
    );
    const erased: readonly string[] = ERASED_BOOKING_FIELDS;
    expect(KEPT_BOOKING_FIELDS.filter((field) => erased.includes(field))).toEqual([]);
  });

  it("marks an erased record with the day in Cancun, not the server's", () => {
    // 03:00 UTC on the 28th is still the 27th in Cancun.
    expect(erasedOnText('2026-11-28T03:00:00Z')).toBe('Erased on Nov 27, 2026');
  });
});

describe("what erasure does with the person's e-mails", () => {
  it('erases the body of a sent mail, whoever it went to', () => {
    expect(mailErasure({ status: 'sent', toThePerson: true })).toBe('erase-body');
    expect(mailErasure({ status: 'sent', toThePerson: false })).toBe('erase-body');
  });

  it('cancels every mail to the person not yet sent: queued, under way or given up', () => {
    for (const status of ['pending', 'sending', 'failed'] as const) {
      expect(mailErasure({ status, toThePerson: true })).toBe('cancel');
    }
  });

  it("lets another party's notice about the booking go out, its body erased once sent, unless given up", () => {
    expect(mailErasure({ status: 'pending', toThePerson: false })).toBe('erase-body-once-sent');
    expect(mailErasure({ status: 'sending', toThePerson: false })).toBe('erase-body-once-sent');
    expect(mailErasure({ status: 'failed', toThePerson: false })).toBe('cancel');
    expect(mailErasure({ status: 'cancelled', toThePerson: true })).toBe('none');
  });
});
