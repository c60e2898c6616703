import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, CANCELLATION_MESSAGE, isBookingStatus, statusLabel } from './statuses';

describe('booking statuses', () => {
  it('are the six of the spec, in order', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'paid', 'confirmed', 'completed', 'cancelled', 'refunded']);
  });

  it.each([
    ['pending', 'Pending'],
    ['paid', 'Paid'],
    ['confirmed', 'Confirmed'],
    ['completed', 'Completed'],
    ['cancelled', 'Cancelled'],
    ['refunded', 'Refunded'],
  ] as const)('%s is labelled %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it.each([
    ['paid', true],
    ['Paid', false],
    ['expired', false],
    ['', false],
  ])('%j is a status: %s', (s, expected) => {
    expect(isBookingStatus(s)).toBe(expected);
  });

  it('tells a customer about a cancellation in the words of the spec', () => {
    expect(CANCELLATION_MESSAGE).toBe(
      'Your booking has been cancelled. If you have any questions, please contact our support team.',
    );
  });
});
