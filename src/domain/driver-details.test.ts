import { describe, expect, it } from 'vitest';
import {
  driverDetailsKey,
  driverDetailsRefusal,
  hasSavedDriver,
  wereDriverDetailsSent,
} from './driver-details';

describe('driver details', () => {
  it('need both a name and a company that are not blank', () => {
    expect(hasSavedDriver({ driverName: 'Jorge', driverCompany: 'Caribe VIP' })).toBe(true);
    expect(hasSavedDriver({ driverName: 'Jorge', driverCompany: null })).toBe(false);
    expect(hasSavedDriver({ driverName: ' ', driverCompany: 'Caribe VIP' })).toBe(false);
  });

  it('are sent once per driver: a new name or company is a new driver', () => {
    const sentFor = driverDetailsKey({ driverName: 'Jorge', driverCompany: 'Caribe VIP' });
    expect(sentFor).toBe('Jorge\nCaribe VIP');
    expect(
      wereDriverDetailsSent({
        driverName: 'Jorge',
        driverCompany: 'Caribe VIP',
        driverDetailsSentFor: sentFor,
      }),
    ).toBe(true);
    expect(
      wereDriverDetailsSent({
        driverName: 'Raúl',
        driverCompany: 'Caribe VIP',
        driverDetailsSentFor: sentFor,
      }),
    ).toBe(false);
    expect(
      wereDriverDetailsSent({
        driverName: 'Jorge',
        driverCompany: 'Tulum Express',
        driverDetailsSentFor: sentFor,
      }),
    ).toBe(false);
    expect(wereDriverDetailsSent({ driverName: null, driverCompany: null, driverDetailsSentFor: null })).toBe(
      false,
    );
  });

  it.each([
    ['pending', 'Jorge', 'Caribe VIP', false, 'notPaid'],
    ['cancelled', 'Jorge', 'Caribe VIP', false, 'notPaid'],
    ['paid', 'Jorge', null, false, 'noDriver'],
    ['confirmed', '', 'Caribe VIP', false, 'noDriver'],
    ['paid', 'Jorge', 'Caribe VIP', true, 'alreadySent'],
    ['paid', 'Jorge', 'Caribe VIP', false, null],
    ['confirmed', 'Jorge', 'Caribe VIP', false, null],
  ] as const)(
    'a %s booking with driver %s of %s (sent: %s) is refused for %s',
    (status, name, company, sent, refusal) => {
      expect(
        driverDetailsRefusal({ status, driverName: name, driverCompany: company, driverDetailsSent: sent }),
      ).toBe(refusal);
    },
  );
});
