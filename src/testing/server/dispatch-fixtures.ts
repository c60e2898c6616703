/** Providers, offers and the provider's page as the admin and the provider use them (the dispatch tests). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, queryRows } from '../../server/db/client';
import { SITE_ORIGIN } from './auth-fixtures';

export const PROVIDER_FORM = {
  companyName: 'Riviera Vans',
  dispatchEmail: 'dispatch@riviera.example',
  phone: '+52 984 555 0101',
  active: true,
  costs: [
    { from: 'Cancun Airport', to: 'Tulum', costDollars: 120 },
    { from: 'Cancun Airport', to: 'Cancun', costDollars: 30 },
  ],
};

export const DRIVER = {
  driverName: 'Efraín Poot',
  driverPhone: '+52 998 765 4321',
  vehicle: 'Toyota Hiace, white',
  plateNumber: 'YZX-123-A',
};

/** The admin's calls of the Providers page and a booking card's dispatch. */
export function dispatchAdmin(app: FastifyInstance, session: string) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      cookies: { session },
      headers: method === 'GET' ? {} : { origin: SITE_ORIGIN },
      ...(method === 'GET' ? {} : { payload: (payload ?? {}) as object }),
    });
  return {
    providers: () => call('GET', '/api/admin/providers'),
    addProvider: (form: unknown = PROVIDER_FORM) => call('POST', '/api/admin/providers', form),
    saveProvider: (id: string, form: unknown) => call('PUT', `/api/admin/providers/${id}`, form),
    dispatch: (bookingId: string) => call('GET', `/api/admin/bookings/${bookingId}/dispatch`),
    sendOffer: (bookingId: string, offer: unknown) =>
      call('POST', `/api/admin/bookings/${bookingId}/offers`, offer),
    withdraw: (bookingId: string) => call('POST', `/api/admin/bookings/${bookingId}/offers/withdraw`, {}),
  };
}

/** Adds the provider and answers its id. */
export async function addProviderOf(admin: ReturnType<typeof dispatchAdmin>, form = PROVIDER_FORM) {
  const added = await admin.addProvider(form);
  if (added.statusCode !== 201) throw new Error(`provider not added: ${added.body}`);
  const provider = (added.json().providers as { id: string; companyName: string }[]).find(
    (row) => row.companyName === form.companyName,
  );
  if (!provider) throw new Error('the added provider is not listed');
  return provider.id;
}

/** The provider's calls, each with the link's token in its body. */
export function providerClient(app: FastifyInstance, token: string) {
  const post = (path: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/provider/ride${path}`,
      headers: { origin: SITE_ORIGIN },
      payload: { token, ...payload },
    });
  return {
    open: () => post(''),
    accept: (driver: object = DRIVER) => post('/accept', { driver }),
    decline: (reason: string) => post('/decline', { reason }),
    mark: (mark: string) => post('/mark', { mark }),
    correctDriver: (driver: object) => post('/driver', { driver }),
    confirmChanges: () => post('/confirm-changes'),
    /** 'Flight Landed'. */
    landed: () => post('/landed'),
  };
}

/** The token of the provider's link in the newest offer e-mail of the booking. */
export async function rideTokenFromMail(database: DatabaseHandle, bookingId: string): Promise<string> {
  const rows = await queryRows<{ text_body: string }>(
    database.db,
    sql`select text_body from emails where booking_id = ${bookingId} and kind = 'ride-offer' order by created_at desc limit 1`,
  );
  const link = /\/provider\/rides\/([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '');
  if (!link?.[1]) throw new Error(`no ride offer link in the e-mails of ${bookingId}`);
  return link[1];
}

/** The booking's e-mails of a kind, oldest first. */
export function mailsOf(database: DatabaseHandle, bookingId: string, kind: string) {
  return queryRows<{ to_address: string; subject: string; text_body: string }>(
    database.db,
    sql`select to_address, subject, text_body from emails where booking_id = ${bookingId} and kind = ${kind} order by created_at`,
  );
}
