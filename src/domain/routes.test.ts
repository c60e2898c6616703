import { describe, expect, it } from 'vitest';
import { checkMyBookingPath, isAppRoute } from './routes';

describe('app routes', () => {
  it.each([
    '/',
    '/booking',
    '/check-my-booking',
    '/booking-confirmation/K7M2Q9XH4T',
    '/success',
    '/booking-success',
    '/admin',
    '/admin/dashboard',
    '/admin/manifest',
    '/reset-password',
    '/terms',
    '/privacy',
    '/terms/',
  ])('knows %s', (path) => {
    expect(isAppRoute(path)).toBe(true);
  });

  it.each(['/no-such-page', '/admin/nope', '/booking-confirmation', '/booking-confirmation/a/b', '/termsx'])(
    'does not know %s',
    (path) => {
      expect(isAppRoute(path)).toBe(false);
    },
  );

  it('builds Check My Booking links with the lookup filled in and escaped', () => {
    expect(checkMyBookingPath({ email: 'ana+trip@example.com', lastName: "O'Neil García" })).toBe(
      '/check-my-booking?email=ana%2Btrip%40example.com&lastName=O%27Neil+Garc%C3%ADa',
    );
    expect(checkMyBookingPath({ email: 'a@b.co', lastName: 'Li', paymentSuccessful: true })).toBe(
      '/check-my-booking?email=a%40b.co&lastName=Li&paymentSuccessful=true',
    );
  });
});
