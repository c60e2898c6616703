import { describe, expect, it } from 'vitest';
import { bookingConfirmationIdOf, bookingConfirmationPath, checkMyBookingPath, isAppRoute } from './routes';
import { withoutTrailingSlash } from './trailing-slash';

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

  it('builds a confirmation page path that reads back as its id', () => {
    expect(bookingConfirmationPath('K7M2Q9XH4T')).toBe('/booking-confirmation/K7M2Q9XH4T');
    expect(bookingConfirmationIdOf(bookingConfirmationPath('a/b c'))).toBe('a/b c');
    expect(bookingConfirmationIdOf('/booking-confirmation/K7M2Q9XH4T/')).toBe('K7M2Q9XH4T');
  });

  it.each([
    '/booking-confirmation',
    '/booking-confirmation/',
    '/booking-confirmation/a/b',
    '/terms',
    '/booking-confirmation/%E0%A4%A',
  ])('reads no confirmation id in %s', (path) => {
    expect(bookingConfirmationIdOf(path)).toBeNull();
  });

  it.each([
    ['/terms/', '/terms'],
    ['/terms', '/terms'],
    ['/', '/'],
  ])('reads %s as %s', (path, page) => {
    expect(withoutTrailingSlash(path)).toBe(page);
  });
});
