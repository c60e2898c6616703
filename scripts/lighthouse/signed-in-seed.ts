// The data of the signed-in runs, put in through the server's own API as an operator and a traveller
// would: 60 paid rides on one Cancun day (the dashboard's first page of 50 cards, the board's 60 rows),
// a provider, some rides offered to it and some of those accepted, and the admin's session. The admin
// account comes from ADMIN_EMAIL/ADMIN_PASSWORD at the server's start; the provider's links come from the
// offer e-mails, received by a real SMTP server (src/testing/server/smtp-inbox.ts).
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time.ts';
import { bounded } from '../../src/testing/bounded.ts';
import { arrivalRequest } from '../../src/testing/server/booking-fixtures.ts';
import { DRIVER, PROVIDER_FORM } from '../../src/testing/server/dispatch-fixtures.ts';
import type { SmtpInbox } from '../../src/testing/server/smtp-inbox.ts';

/** The admin the server adds at its start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const LIGHTHOUSE_ADMIN = { email: 'lighthouse-admin@example.com', password: 'Sunny#Cancun26' };

export const RIDES = 60;
/** Rides offered to the provider; the first ACCEPTED of them are accepted, the rest still wait. */
const OFFERED = 12;
const ACCEPTED = 8;

export interface SignedInData {
  /** The Cancun day of the rides. */
  day: string;
  /** The admin's session cookie. */
  session: { name: string; value: string };
  /** The link token of a ride offered to the provider and not answered yet. */
  offeredToken: string;
}

/** `HH:MM` of the i-th ride: every quarter of an hour from 06:00. */
export function rideTime(index: number): string {
  const minutes = 6 * 60 + index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The token of a provider's link in an e-mail's text. */
export function rideTokenIn(text: string): string | undefined {
  return /\/provider\/rides\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
}

export async function seedSignedInData(url: string, inbox: SmtpInbox): Promise<SignedInData> {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', origin: url, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return response;
  };
  const expect = async (response: Response, status: number, what: string) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
    return response;
  };

  const day = addCancunDays(cancunToday(new Date()), 30);
  const ids: string[] = [];
  for (let i = 0; i < RIDES; i++) {
    const booked = await expect(
      await post(
        '/api/bookings',
        arrivalRequest({
          flightDate: day,
          flightTime: rideTime(i),
          lastName: `Rider${i}`,
          email: `rider-${i}@example.com`,
        }),
      ),
      201,
      'a booking was refused',
    );
    const { booking, checkoutUrl } = (await booked.json()) as {
      booking: { id: string };
      checkoutUrl: string;
    };
    // The demo checkout's form, paid with the card that succeeds, then the success page's confirmation.
    const paid = await expect(
      await post(
        new URL(checkoutUrl, url).pathname,
        new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }).toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
      ),
      303,
      'the demo checkout refused the card',
    );
    const sessionId = new URL(paid.headers.get('location') ?? '', url).searchParams.get('session_id');
    await expect(await post('/api/payments/confirm', { sessionId }), 200, 'payment not confirmed');
    ids.push(booking.id);
  }

  const signedIn = await expect(await post('/api/auth/login', LIGHTHOUSE_ADMIN), 200, 'sign-in failed');
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => /^((?:__Host-)?session)=([^;]*)/.exec(value))
    .find(Boolean);
  if (!cookie?.[1] || !cookie[2]) throw new Error('the sign-in set no session cookie');
  const session = { name: cookie[1], value: cookie[2] };
  const asAdmin = { cookie: `${session.name}=${session.value}` };

  const dispatchEmail = 'lighthouse-dispatch@example.com';
  const added = await expect(
    await post('/api/admin/providers', { ...PROVIDER_FORM, dispatchEmail }, asAdmin),
    201,
    'provider not added',
  );
  const { providers } = (await added.json()) as { providers: { id: string; companyName: string }[] };
  const providerId = providers.find((row) => row.companyName === PROVIDER_FORM.companyName)?.id;
  if (!providerId) throw new Error('the added provider is not listed');

  const offered = ids.slice(0, OFFERED);
  for (const id of offered) {
    const offer = { providerId, costDollars: 110, note: '', respondBy: `${addCancunDays(day, -1)}T09:00` };
    await expect(await post(`/api/admin/bookings/${id}/offers`, offer, asAdmin), 201, 'offer not sent');
  }
  const tokens = new Map<string, string>();
  for (;;) {
    for (const mail of inbox.messages) {
      const id = offered.find((bookingId) => mail.subject?.startsWith(`Ride offer ${bookingId}: `));
      const token = rideTokenIn(mail.text ?? '');
      if (id && token) tokens.set(id, token);
    }
    if (tokens.size === offered.length) break;
    await bounded(
      inbox.waitForMessages(inbox.messages.length + 1),
      120_000,
      () => `the offer e-mails (${tokens.size} of ${offered.length} in)`,
    );
  }
  for (const id of offered.slice(0, ACCEPTED)) {
    await expect(
      await post('/api/provider/ride/accept', { token: tokens.get(id), driver: DRIVER }),
      200,
      'offer not accepted',
    );
  }
  const offeredToken = tokens.get(offered[ACCEPTED] ?? '');
  if (!offeredToken) throw new Error('no offered ride left for the provider page');
  return { day, session, offeredToken };
}
