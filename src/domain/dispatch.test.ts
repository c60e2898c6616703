import { describe, expect, it } from 'vitest';
import {
  alreadyOfferedMessage,
  defaultRespondBy,
  isProviderLinkOpen,
  offerStateText,
  respondByProblem,
} from './dispatch';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 14:30 in Cancun (UTC-5) on 10 March 2026. */
const FLIGHT = new Date('2026-03-10T19:30:00Z');
const arrival = { serviceType: 'arrival' as const, flightDateTime: FLIGHT, pickupTimeCalc: null };
const before = (hours: number, extraMs = 0) => new Date(FLIGHT.getTime() - hours * HOUR + extraMs);

describe('the default Respond By', () => {
  it('is two hours from now for a ride days away', () => {
    const now = before(72);
    expect(defaultRespondBy(arrival, now)).toEqual(new Date(now.getTime() + 2 * HOUR));
  });

  it.each([
    ['14 hours before: two hours from now and 12 before the ride are the same', 14, 2 * HOUR],
    ['13 hours before: 12 hours before the ride is sooner', 13, HOUR],
    ['12h15 before: 12 hours before the ride is 15 minutes away', 12.25, 15 * MINUTE],
    ['12h10 before: never less than 15 minutes', 12 + 10 / 60, 15 * MINUTE],
    ['an hour before: still 15 minutes', 1, 15 * MINUTE],
  ])('%s', (_name, hoursBefore, fromNow) => {
    const now = before(hoursBefore);
    expect(defaultRespondBy(arrival, now)).toEqual(new Date(now.getTime() + fromNow));
  });

  it('is whole minutes, rounded up, as the form shows it', () => {
    const now = new Date(before(72).getTime() + 30_500);
    expect(defaultRespondBy(arrival, now).getTime() % MINUTE).toBe(0);
    expect(defaultRespondBy(arrival, now).getTime()).toBeGreaterThanOrEqual(now.getTime() + 2 * HOUR);
  });

  it('times a departure by its pickup', () => {
    const pickup = new Date(FLIGHT.getTime() - 4 * HOUR);
    const departure = { serviceType: 'departure' as const, flightDateTime: FLIGHT, pickupTimeCalc: pickup };
    const now = new Date(pickup.getTime() - 13 * HOUR);
    expect(defaultRespondBy(departure, now)).toEqual(new Date(pickup.getTime() - 12 * HOUR));
  });

  it('refuses a time less than 15 minutes away or at the ride, and takes the default', () => {
    const now = before(72);
    expect(respondByProblem(new Date(now.getTime() + 10 * MINUTE), arrival, now)).toBe(
      'Respond By must be at least 15 minutes from now.',
    );
    expect(respondByProblem(FLIGHT, arrival, now)).toBe('Respond By must be before the ride.');
    expect(respondByProblem(defaultRespondBy(arrival, now), arrival, now)).toBeNull();
  });
});

describe("the offer's words", () => {
  it.each([
    [{ status: 'offered' as const, company: 'Riviera Vans' }, 'Offer sent to Riviera Vans'],
    [{ status: 'accepted' as const, company: 'Riviera Vans' }, 'Accepted by Riviera Vans'],
    [
      { status: 'declined' as const, company: 'Riviera Vans', declineReason: 'No van that day' },
      'Declined by Riviera Vans: No van that day',
    ],
    [{ status: 'expired' as const, company: 'Riviera Vans' }, 'Offer expired (Riviera Vans)'],
  ])('%o reads %s', (offer, text) => {
    expect(offerStateText(offer)).toBe(text);
  });

  it('refuses a second offer by naming the first one', () => {
    expect(alreadyOfferedMessage('Riviera Vans')).toBe('This ride is already offered to Riviera Vans.');
  });
});

describe("the provider's link", () => {
  const live = { ...arrival, status: 'confirmed' as const };
  it('opens a standing offer of a live booking until 48 hours after the ride', () => {
    expect(isProviderLinkOpen({ status: 'offered' }, live, before(10))).toBe(true);
    expect(isProviderLinkOpen({ status: 'accepted' }, live, before(-48))).toBe(true);
    expect(isProviderLinkOpen({ status: 'accepted' }, live, before(-48, 1000))).toBe(false);
  });

  it.each(['declined', 'expired', 'withdrawn'] as const)('opens nothing once %s', (status) => {
    expect(isProviderLinkOpen({ status }, live, before(10))).toBe(false);
  });

  it('opens nothing of a cancelled or refunded booking', () => {
    for (const status of ['cancelled', 'refunded'] as const)
      expect(isProviderLinkOpen({ status: 'accepted' }, { ...arrival, status }, before(10))).toBe(false);
  });
});
