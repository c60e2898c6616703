import { describe, expect, it } from 'vitest';
import { routeText, yesNo } from './booking-text';

describe('booking text', () => {
  it('writes a route with an arrow between its ends', () => {
    expect(routeText('Cancun Airport', 'Tulum')).toBe('Cancun Airport → Tulum');
  });

  it('writes a yes/no fact as a word', () => {
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });
});
