/** The landing calls as the admin and the traveller make them, for the landing and flight-check tests. */
import type { FastifyInstance } from 'fastify';
import { SITE_ORIGIN } from './auth-fixtures';

/** The admin's meeting points and 'Flight Delayed'. */
export function landingAdmin(app: FastifyInstance, session?: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(session ? { cookies: { session } } : {}),
      headers: method === 'GET' ? {} : { origin: SITE_ORIGIN },
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
    });
  return {
    meetingPoints: () => call('GET', '/api/admin/meeting-points'),
    saveMeetingPoints: (meetingPoints: unknown) =>
      call('PUT', '/api/admin/meeting-points', { meetingPoints }),
    list: (search: string) => call('GET', `/api/admin/bookings?search=${search}`),
    flightDelayed: (bookingId: string, expectedLandingAt: unknown) =>
      call('POST', `/api/admin/bookings/${bookingId}/landing`, { expectedLandingAt }),
  };
}

/** The traveller's manage page, by the lookup's e-mail and last name. */
export function travellerManage(app: FastifyInstance, bookingId: string) {
  const access = { email: 'ana@example.com', lastName: 'López' };
  return {
    view: () =>
      app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/manage/view`,
        headers: { origin: SITE_ORIGIN },
        payload: { access },
      }),
    change: (changes: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/bookings/${bookingId}/manage`,
        headers: { origin: SITE_ORIGIN },
        payload: { access, changes },
      }),
  };
}

/** The 'Change Details' form as the manage page sends it for the default arrival. */
export const MANAGE_FORM = {
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Azul, Tulum',
  flightNumber: 'AA 1234',
  flightAirline: 'American Airlines',
  flightDate: '2026-03-10',
  flightTime: '14:30',
  specialInstructions: '',
  childSeats: 0,
};
