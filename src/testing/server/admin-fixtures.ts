/** Bookings and admin calls shared by the dashboard's API tests. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingIdFromBytes } from '../../domain/booking-id';
import type { DatabaseHandle } from '../../server/db/client';
import { bookings, type NewBookingRow } from '../../server/db/schema';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from './auth-fixtures';
import { NOW } from './booking-fixtures';

/** Stores a booking as it could be after any history (any status, driver, notes), straight in the table. */
export async function insertBooking(
  database: DatabaseHandle,
  overrides: Partial<NewBookingRow> = {},
): Promise<string> {
  const id = bookingIdFromBytes(randomBytes(8));
  await database.db.insert(bookings).values({
    id,
    serviceType: 'arrival',
    fromLocation: 'Cancun Airport',
    toLocation: 'Tulum',
    passengers: 2,
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '+52 998 123 4567',
    hotelName: 'Hotel Azul',
    flightNumber: 'AA 1234',
    flightDateTime: new Date('2026-03-10T20:30:00Z'),
    flightAirline: 'American Airlines',
    totalPrice: 199,
    status: 'pending',
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  });
  return id;
}

/** Admin calls as the dashboard makes them: the session cookie, our Origin and JSON. */
export function adminClient(app: FastifyInstance, session: string) {
  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      cookies: { session },
      headers: method === 'GET' ? {} : { origin: SITE_ORIGIN },
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
    });
  return {
    list: (query: Record<string, string | number> = {}) =>
      call(
        'GET',
        `/api/admin/bookings?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      ),
    update: (id: string, body: unknown) => call('PATCH', `/api/admin/bookings/${id}`, body),
    message: (id: string, body: unknown) => call('POST', `/api/admin/bookings/${id}/messages`, body),
    refund: (id: string) => call('POST', `/api/admin/bookings/${id}/refund`, {}),
    history: (id: string) => call('GET', `/api/admin/bookings/${id}/history`),
    sendDriverDetails: (id: string) => call('POST', `/api/admin/bookings/${id}/driver-details`, {}),
    attention: (page?: number | string) =>
      call('GET', page === undefined ? '/api/admin/attention' : `/api/admin/attention?page=${page}`),
    reconcile: () => call('POST', '/api/admin/reconciliation', {}),
  };
}

/** Adds the accounts and signs the admin in: the dashboard's client for this test. */
export async function signedInAdmin(app: FastifyInstance, database: DatabaseHandle) {
  await addAccounts(database);
  return adminClient(app, await signInAsAdmin(app));
}
