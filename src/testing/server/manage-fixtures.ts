/** The manage API's calls, and the token a traveller finds in their e-mail. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, queryRows } from '../../server/db/client';

/** The token of the manage link in the booking's newest e-mail, as the traveller would click it. */
export async function manageTokenFromMail(database: DatabaseHandle, bookingId: string): Promise<string> {
  const rows = await queryRows<{ text_body: string }>(
    database.db,
    sql`select text_body from emails where booking_id = ${bookingId} order by created_at desc limit 1`,
  );
  const link = /\/manage-booking\/[A-Z0-9]+\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '');
  if (!link?.[1]) throw new Error(`no manage link in the e-mail of ${bookingId}`);
  return link[1];
}

export type Access = { token?: string; email?: string; lastName?: string };

export function manageClient(app: FastifyInstance) {
  return {
    get: (id: string, access: Access) =>
      app.inject({ method: 'POST', url: `/api/bookings/${id}/manage/view`, payload: { access } }),
    update: (id: string, access: Access, changes: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/bookings/${id}/manage`, payload: { access, changes } }),
    cancel: (id: string, access: Access) =>
      app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, payload: { access } }),
  };
}

/** The Change Details form as the page sends it for the default arrival of booking-fixtures.ts. */
export function changeForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    phone: '+52 998 123 4567',
    hotelName: 'Hotel Azul, Tulum',
    flightNumber: 'AA 1234',
    flightAirline: 'American Airlines',
    flightDate: '2026-03-10',
    flightTime: '14:30',
    specialInstructions: '',
    childSeats: 0,
    ...overrides,
  };
}
