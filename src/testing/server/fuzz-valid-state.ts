/**
 * The state each valid request of the fuzz test (fuzz-valid-requests.ts) is made on, made just before it
 * through the API as our pages and e-mails would make it: a booking of its own (paid when the route needs
 * a paid one), an account signed in, past its password step or with two-factor sign-in on, a reset link
 * from its e-mail, a feedback link, another session to end.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cancunDateAndTime } from '../../domain/cancun-time';
import { hashToken } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { providerRouteCosts, providers } from '../../server/db/dispatch-schema';
import { bookings, emails, rideFeedback, sessions, users } from '../../server/db/schema';
import { newFeedbackToken } from '../../server/feedback/feedback-token';
import { insertBooking } from './admin-fixtures';
import { addAccount, cookieValue, newClientAddress, SITE_ORIGIN, totpCodeAt } from './auth-fixtures';
import { arrivalRequest } from './booking-fixtures';

export interface ValidRequestKit {
  /** The app under fuzzing. */
  app: FastifyInstance;
  /** The same database under REQUIRE_ADMIN_2FA, as another server would be: for the enrolment's first step. */
  strictApp: FastifyInstance;
  database: DatabaseHandle;
  /** The app's fixed clock. */
  now: Date;
  /** The account of the mode's session (a signed-out mode names the admin, whose session it lacks). */
  account: { email: string; password: string };
  /** A staff account the account routes change (its role, disabled or not). */
  target: { email: string };
}

let serial = 0;
/** A name no other request used, for e-mails and last names. */
export const fresh = (what: string) => {
  serial += 1;
  return `${what}${serial}`;
};

/** The password of every account made for a valid request. */
export const PASSWORD = 'Sunny#Cancun26';

export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  cookies: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    cookies,
    headers: { origin: SITE_ORIGIN },
    remoteAddress: newClientAddress(),
  });
  if (response.statusCode >= 300)
    throw new Error(`preparing a valid request: ${url} answered ${response.body}`);
  return response;
}

type Traveller = { id: string; email: string; lastName: string };

/** A booking of its own, as the booking form makes it (its e-mail, with the manage link, queued). */
export async function newBooking(kit: ValidRequestKit) {
  const name = fresh('Fuzz');
  const request = arrivalRequest({ email: `${name.toLowerCase()}@example.com`, lastName: name });
  const response = await post(kit.app, '/api/bookings', request);
  const body = response.json() as { booking: { id: string }; checkoutUrl: string };
  return {
    id: body.booking.id,
    email: request.email,
    lastName: request.lastName,
    checkoutUrl: body.checkoutUrl,
  };
}

/** Pays a booking's demo checkout with the test card; answers the session id the success page gets. */
export async function payOnDemoCheckout(kit: ValidRequestKit, checkoutUrl: string): Promise<string> {
  const response = await kit.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl, 'http://localhost').pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: '4242 4242 4242 4242' }).toString(),
    remoteAddress: newClientAddress(),
  });
  const sessionId = new URL(String(response.headers.location ?? 'http://x/')).searchParams.get('session_id');
  if (response.statusCode !== 303 || !sessionId) throw new Error(`demo payment refused: ${response.body}`);
  return sessionId;
}

/** A booking of its own, paid and confirmed. */
export async function newPaidBooking(kit: ValidRequestKit): Promise<Traveller> {
  const booking = await newBooking(kit);
  const sessionId = await payOnDemoCheckout(kit, booking.checkoutUrl);
  await post(kit.app, '/api/payments/confirm', { sessionId });
  return booking;
}

export const access = (booking: Traveller) => `lastName=${encodeURIComponent(booking.lastName)}`;

/** An admin account of its own, signed in: its session. */
export async function newSignedInAdmin(kit: ValidRequestKit) {
  const email = `${fresh('fuzz-admin-')}@example.com`;
  await addAccount(kit.database, { email, password: PASSWORD, role: 'admin' });
  const signedIn = await post(kit.app, '/api/auth/login', { email, password: PASSWORD });
  return { email, session: cookieValue(signedIn, 'session') ?? '' };
}

/** Set Up on the Security page: the secret an authenticator app would be shown. */
export async function setUpTwoFactor(kit: ValidRequestKit, session: string): Promise<string> {
  const setup = await post(kit.app, '/api/admin/security/two-factor/setup', {}, { session });
  return (setup.json() as { secret: string }).secret;
}

/** An admin with two-factor sign-in, past the password step: the pending sign-in and the secret. */
export async function pendingCodeSignIn(kit: ValidRequestKit) {
  const admin = await newSignedInAdmin(kit);
  const secret = await setUpTwoFactor(kit, admin.session);
  await post(
    kit.app,
    '/api/admin/security/two-factor/verify',
    { code: await totpCodeAt(secret, kit.now) },
    { session: admin.session },
  );
  const password = await post(kit.app, '/api/auth/login', { email: admin.email, password: PASSWORD });
  return { pending: cookieValue(password, 'pending-sign-in') ?? '', secret };
}

/** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in, past the password step (on the other server). */
export async function pendingEnrolment(kit: ValidRequestKit) {
  const email = `${fresh('fuzz-enrol-')}@example.com`;
  await addAccount(kit.database, { email, password: PASSWORD, role: 'admin' });
  const password = await post(kit.strictApp, '/api/auth/login', { email, password: PASSWORD });
  return cookieValue(password, 'pending-sign-in') ?? '';
}

/** A password reset link for an account of its own, as its e-mail carries it. */
export async function resetLink(kit: ValidRequestKit) {
  const email = `${fresh('fuzz-reset-')}@example.com`;
  await addAccount(kit.database, { email, password: PASSWORD, role: 'admin' });
  await post(kit.app, '/api/auth/forgot-password', { email });
  // The link is issued after the answer: wait for that work.
  await kit.app.backgroundWork.idle();
  const [mail] = await kit.database.db.select().from(emails).where(eq(emails.toAddress, email));
  const hash = /reset-password#(\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
  const tokens = new URLSearchParams(hash);
  return { accessToken: tokens.get('access_token') ?? '', refreshToken: tokens.get('refresh_token') ?? '' };
}

/** The single-use feedback link of a ride that is over. */
export async function feedbackToken(kit: ValidRequestKit): Promise<string> {
  const bookingId = await insertBooking(kit.database, {
    status: 'completed',
    flightDateTime: new Date(kit.now.getTime() - 36 * 3600_000),
    email: `${fresh('fuzz-ride-')}@example.com`,
  });
  const { token, hash } = newFeedbackToken();
  await kit.database.db.insert(rideFeedback).values({ bookingId, tokenHash: hash, requestedAt: kit.now });
  return token;
}

/**
 * Another session of the mode's account (the same admin in another browser), to end from the Security
 * page; when that account cannot sign in (disabled), the admin's, which the mode's dead session may not end.
 */
export async function anotherSession(kit: ValidRequestKit): Promise<string> {
  const signedIn = await kit.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: kit.account,
    remoteAddress: newClientAddress(),
  });
  const cookie = cookieValue(signedIn, 'session');
  const [row] = await kit.database.db
    .select({ publicId: sessions.publicId })
    .from(sessions)
    .where(cookie ? eq(sessions.idHash, hashToken(cookie)) : undefined)
    .limit(1);
  if (!row) throw new Error('no session to end');
  return row.publicId;
}

/** The account the account routes change, put in the state the request needs first: its id and role. */
export async function targetAccount(kit: ValidRequestKit, state: { disabled: boolean }) {
  const [row] = await kit.database.db
    .update(users)
    .set({ disabledAt: state.disabled ? kit.now : null })
    .where(eq(users.email, kit.target.email))
    .returning({ id: users.id, role: users.role });
  if (!row) throw new Error(`no account ${kit.target.email}`);
  return row;
}

/** An active provider of its own, straight in its table, with a cost for the default route. */
export async function newProvider(kit: ValidRequestKit): Promise<string> {
  const [row] = await kit.database.db
    .insert(providers)
    .values({
      companyName: fresh('Fuzz Vans '),
      dispatchEmail: `${fresh('dispatch-')}@example.com`,
      phone: '+52 984 555 0101',
    })
    .returning({ id: providers.id });
  if (!row) throw new Error('no provider');
  await kit.database.db
    .insert(providerRouteCosts)
    .values({ providerId: row.id, fromLocation: 'Cancun Airport', toLocation: 'Tulum', costCents: 12000 });
  return row.id;
}

/** The respond-by the offer form would show: an hour after the app's clock, as 'yyyy-MM-ddTHH:mm' in Cancun. */
function respondByInput(now: Date): string {
  const { date, time } = cancunDateAndTime(new Date(now.getTime() + 60 * 60_000));
  return `${date}T${time}`;
}

/** A paid booking offered to a provider of its own (and accepted, when asked): the link's token. */
export async function offeredRide(kit: ValidRequestKit, state: { accepted: boolean }) {
  const booking = await newPaidBooking(kit);
  const providerId = await newProvider(kit);
  const admin = await newSignedInAdmin(kit);
  await post(
    kit.app,
    `/api/admin/bookings/${booking.id}/offers`,
    { providerId, costDollars: 110, note: '', respondBy: respondByInput(kit.now) },
    { session: admin.session },
  );
  const [mail] = await kit.database.db
    .select({ textBody: emails.textBody })
    .from(emails)
    .where(and(eq(emails.bookingId, booking.id), eq(emails.kind, 'ride-offer')));
  const token = /\/provider\/rides\/([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
  if (state.accepted) await post(kit.app, '/api/provider/ride/accept', { token, driver: FUZZ_DRIVER });
  return { bookingId: booking.id, providerId, token, adminSession: admin.session };
}

/**
 * An accepted ride whose flight lands an hour from now: 'Flight Landed' and 'Driver at Meeting Point' can
 * be true (from 2 hours before the landing).
 */
export async function rideDueInAnHour(kit: ValidRequestKit) {
  const ride = await offeredRide(kit, { accepted: true });
  await kit.database.db
    .update(bookings)
    .set({ flightDateTime: new Date(kit.now.getTime() + 60 * 60_000) })
    .where(eq(bookings.id, ride.bookingId));
  return ride;
}

export const FUZZ_DRIVER = {
  driverName: 'Efraín Poot',
  driverPhone: '+52 998 765 4321',
  vehicle: 'Toyota Hiace, white',
  plateNumber: 'YZX-123-A',
};
