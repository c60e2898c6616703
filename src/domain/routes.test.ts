import { describe, expect, it } from 'vitest';
import { bookingConfirmationPath, isAppRoute } from './routes';

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

  it('builds the confirmation path with the id escaped', () => {
    expect(bookingConfirmationPath('AB 1')).toBe('/booking-confirmation/AB%201');
  });
});
