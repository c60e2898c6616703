/**
 * A valid request for every route of the API, so the fuzz test knows each route can still
 * answer its documented success: a change that made every request a 400 fails it. Each is what our own
 * pages (or an operator, or a traveller's e-mail link) send, built on state made for it just before: a
 * booking of its own, paid when the route needs a paid one, a manage token from its e-mail, a feedback
 * link, a reset link, an account with two-factor sign-in. Admin routes go with the session of the fuzz
 * test's mode (none when signed out: then 401 is their right answer); a request whose point is a session
 * of its own (a second step of sign-in, a code to turn two-factor sign-in on) brings it.
 *
 * To add a route: add its valid request here; the fuzz test fails for a documented route without one.
 */

import { cancunDateAndTime } from '../../domain/cancun-time';
import { DEFAULT_MEETING_POINTS } from '../../domain/terminals';
import { writeBackup } from '../../server/backups';
import { prices } from '../../server/db/schema';
import { insertBooking } from './admin-fixtures';
import { addAccount, SITE_ORIGIN, totpCodeAt } from './auth-fixtures';
import { arrivalRequest } from './booking-fixtures';
import { PROVIDER_FORM } from './dispatch-fixtures';
import {
  access,
  anotherSession,
  FUZZ_DRIVER,
  feedbackToken,
  fresh,
  newBooking,
  newPaidBooking,
  newProvider,
  newSignedInAdmin,
  offeredRide,
  PASSWORD,
  payOnDemoCheckout,
  pendingCodeSignIn,
  pendingEnrolment,
  post,
  resetLink,
  rideDueInAnHour,
  setUpTwoFactor,
  targetAccount,
  type ValidRequestKit,
} from './fuzz-valid-state';
import { changeForm, manageTokenFromMail } from './manage-fixtures';
import type { FuzzRequest } from './openapi-fuzz';
import { TEST_BACKUP_DIR, TEST_BACKUP_KEY } from './test-app';

interface ValidRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  /** Sent as JSON. */
  payload?: unknown;
  /** The request's own cookies, in place of the mode's session. */
  cookies?: Record<string, string>;
  /** Headers of its own (a token the route takes in a header). */
  headers?: Record<string, string>;
}

const MANIFEST_DAY = arrivalRequest().flightDate;

type Build = (kit: ValidRequestKit) => Promise<ValidRequest>;

/** The documented routes (`POST /api/bookings`) that have no valid request here. */
export function routesWithoutValidRequest(routes: readonly string[]): string[] {
  return routes.filter((route) => !Object.hasOwn(VALID_REQUESTS, route));
}

/** The route's valid request, made just now on state of its own, as the fuzz test sends a request. */
export async function validRequest(route: string, kit: ValidRequestKit): Promise<FuzzRequest> {
  const build = VALID_REQUESTS[route];
  if (!build) throw new Error(`no valid request for ${route} in fuzz-valid-requests.ts`);
  const valid = await build(kit);
  const json = valid.payload === undefined ? undefined : JSON.stringify(valid.payload);
  return {
    method: valid.method,
    url: valid.url,
    headers: {
      origin: SITE_ORIGIN,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...valid.headers,
    },
    ...(json === undefined ? {} : { payload: json }),
    ...(valid.cookies ? { cookies: valid.cookies } : {}),
    route,
  };
}

/** By route, as the OpenAPI document names it. */
const VALID_REQUESTS: Record<string, Build> = {
  'GET /api/health': async () => ({ method: 'GET', url: '/api/health' }),
  'GET /api/health/ready': async () => ({ method: 'GET', url: '/api/health/ready' }),
  'GET /api/prices': async () => ({ method: 'GET', url: '/api/prices' }),
  'GET /api/provider/contact': async () => ({ method: 'GET', url: '/api/provider/contact' }),

  'POST /api/bookings': async () => {
    const name = fresh('Fuzz');
    return {
      method: 'POST',
      url: '/api/bookings',
      payload: arrivalRequest({ email: `${name.toLowerCase()}@example.com`, lastName: name }),
    };
  },
  'POST /api/bookings/lookup': async (kit) => {
    const { email, lastName } = await newBooking(kit);
    return { method: 'POST', url: '/api/bookings/lookup', payload: { email, lastName } };
  },
  'GET /api/bookings/{id}': async (kit) => {
    const booking = await newBooking(kit);
    return { method: 'GET', url: `/api/bookings/${booking.id}?${access(booking)}` };
  },
  'GET /api/bookings/{id}/calendar.ics': async (kit) => {
    const booking = await newPaidBooking(kit);
    return { method: 'GET', url: `/api/bookings/${booking.id}/calendar.ics?${access(booking)}` };
  },
  'GET /api/bookings/{id}/receipt.pdf': async (kit) => {
    const booking = await newPaidBooking(kit);
    return { method: 'GET', url: `/api/bookings/${booking.id}/receipt.pdf?${access(booking)}` };
  },
  'POST /api/bookings/{id}/checkout': async (kit) => {
    const { id, email, lastName } = await newBooking(kit);
    return { method: 'POST', url: `/api/bookings/${id}/checkout`, payload: { email, lastName } };
  },
  'POST /api/bookings/{id}/manage/view': async (kit) => {
    const { id } = await newBooking(kit);
    const token = await manageTokenFromMail(kit.database, id);
    return { method: 'POST', url: `/api/bookings/${id}/manage/view`, payload: { access: { token } } };
  },
  'PATCH /api/bookings/{id}/manage': async (kit) => {
    const { id } = await newBooking(kit);
    const token = await manageTokenFromMail(kit.database, id);
    return {
      method: 'PATCH',
      url: `/api/bookings/${id}/manage`,
      payload: { access: { token }, changes: changeForm({ hotelName: 'Hotel Verde, Tulum', childSeats: 1 }) },
    };
  },
  'POST /api/bookings/{id}/manage/messages': async (kit) => {
    const { id } = await newBooking(kit);
    const token = await manageTokenFromMail(kit.database, id);
    return {
      method: 'POST',
      url: `/api/bookings/${id}/manage/messages`,
      payload: { access: { token }, consent: false },
    };
  },
  'POST /api/bookings/{id}/cancel': async (kit) => {
    const { id } = await newBooking(kit);
    const token = await manageTokenFromMail(kit.database, id);
    return { method: 'POST', url: `/api/bookings/${id}/cancel`, payload: { access: { token } } };
  },
  'POST /api/payments/confirm': async (kit) => {
    const booking = await newBooking(kit);
    const sessionId = await payOnDemoCheckout(kit, booking.checkoutUrl);
    return { method: 'POST', url: '/api/payments/confirm', payload: { sessionId } };
  },
  'POST /api/contact': async () => ({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Ana', email: 'ana@example.com', message: 'Do you have baby chairs?', website: '' },
  }),
  'GET /api/feedback': async (kit) => ({
    method: 'GET',
    url: '/api/feedback',
    headers: { 'x-feedback-token': await feedbackToken(kit) },
  }),
  'POST /api/feedback': async (kit) => ({
    method: 'POST',
    url: '/api/feedback',
    headers: { 'x-feedback-token': await feedbackToken(kit) },
    payload: { rating: 4, comment: 'On time, and the driver helped with the bags.' },
  }),

  'POST /api/auth/login': async (kit) => {
    const email = `${fresh('fuzz-login-')}@example.com`;
    await addAccount(kit.database, { email, password: PASSWORD, role: 'admin' });
    return { method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } };
  },
  'POST /api/auth/login/code': async (kit) => {
    const { pending, secret } = await pendingCodeSignIn(kit);
    // The enrolment used this step's code: the next step's, which a phone a little ahead shows.
    const code = await totpCodeAt(secret, new Date(kit.now.getTime() + 30_000));
    return {
      method: 'POST',
      url: '/api/auth/login/code',
      payload: { code },
      cookies: { 'pending-sign-in': pending },
    };
  },
  'POST /api/auth/login/enrolment': async (kit) => ({
    method: 'POST',
    url: '/api/auth/login/enrolment',
    payload: {},
    cookies: { 'pending-sign-in': await pendingEnrolment(kit) },
  }),
  'POST /api/auth/login/enrolment/verify': async (kit) => {
    const pending = await pendingEnrolment(kit);
    const enrolment = await post(kit.app, '/api/auth/login/enrolment', {}, { 'pending-sign-in': pending });
    const { secret } = enrolment.json() as { secret: string };
    return {
      method: 'POST',
      url: '/api/auth/login/enrolment/verify',
      payload: { code: await totpCodeAt(secret, kit.now) },
      cookies: { 'pending-sign-in': pending },
    };
  },
  'POST /api/auth/logout': async () => ({ method: 'POST', url: '/api/auth/logout', payload: {} }),
  'GET /api/auth/session': async () => ({ method: 'GET', url: '/api/auth/session' }),
  'POST /api/auth/forgot-password': async () => ({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: 'nobody@example.com' },
  }),
  'POST /api/auth/reset-password/verify': async (kit) => ({
    method: 'POST',
    url: '/api/auth/reset-password/verify',
    payload: await resetLink(kit),
  }),
  'POST /api/auth/reset-password': async (kit) => ({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { ...(await resetLink(kit)), password: 'Breezy#Playa28' },
  }),

  'GET /api/admin/me': async () => ({ method: 'GET', url: '/api/admin/me' }),
  'GET /api/admin/bookings': async () => ({
    method: 'GET',
    url: '/api/admin/bookings?page=1&status=pending',
  }),
  'PATCH /api/admin/bookings/{id}': async (kit) => ({
    method: 'PATCH',
    url: `/api/admin/bookings/${(await newBooking(kit)).id}`,
    payload: { adminNotes: 'Called the hotel: late check-in.', passengers: 6 },
  }),
  // The meeting points and the operator's 'Flight Delayed'.
  'GET /api/admin/meeting-points': async () => ({ method: 'GET', url: '/api/admin/meeting-points' }),
  'PUT /api/admin/meeting-points': async () => ({
    method: 'PUT',
    url: '/api/admin/meeting-points',
    payload: { meetingPoints: { ...DEFAULT_MEETING_POINTS, '3': 'Terminal 3: outside, at the palm trees.' } },
  }),
  'POST /api/admin/bookings/{id}/landing': async (kit) => ({
    method: 'POST',
    url: `/api/admin/bookings/${(await newPaidBooking(kit)).id}/landing`,
    payload: { expectedLandingAt: '2026-03-10T15:10' },
  }),
  'GET /api/admin/bookings/{id}/history': async (kit) => ({
    method: 'GET',
    url: `/api/admin/bookings/${(await newBooking(kit)).id}/history`,
  }),
  'POST /api/admin/bookings/{id}/refund': async (kit) => ({
    method: 'POST',
    url: `/api/admin/bookings/${(await newPaidBooking(kit)).id}/refund`,
    payload: {},
  }),
  'POST /api/admin/bookings/{id}/messages': async (kit) => ({
    method: 'POST',
    url: `/api/admin/bookings/${(await newBooking(kit)).id}/messages`,
    payload: { message: 'Your driver waits at exit 3.' },
  }),
  'GET /api/admin/bookings/{id}/phone-messages': async (kit) => ({
    method: 'GET',
    url: `/api/admin/bookings/${(await newBooking(kit)).id}/phone-messages`,
  }),
  'POST /api/admin/bookings/{id}/phone-messages/reply': async (kit) => {
    const id = await insertBooking(kit.database, {
      status: 'paid',
      phoneE164: '+529981234567',
      messagesConsentAt: kit.now,
    });
    return {
      method: 'POST',
      url: `/api/admin/bookings/${id}/phone-messages/reply`,
      payload: { text: 'Your driver is at exit 3.' },
    };
  },
  'POST /api/admin/bookings/{id}/driver-details': async (kit) => {
    const id = await insertBooking(kit.database, {
      status: 'paid',
      driverName: 'Jorge Pech',
      driverCompany: 'Riviera Shuttles',
      email: `${fresh('fuzz-driver-')}@example.com`,
    });
    return { method: 'POST', url: `/api/admin/bookings/${id}/driver-details`, payload: {} };
  },
  'GET /api/admin/manifest': async () => ({ method: 'GET', url: `/api/admin/manifest?date=${MANIFEST_DAY}` }),
  'GET /api/admin/manifest.csv': async () => ({
    method: 'GET',
    url: `/api/admin/manifest.csv?date=${MANIFEST_DAY}`,
  }),
  'GET /api/admin/bookings.csv': async () => ({ method: 'GET', url: '/api/admin/bookings.csv?status=paid' }),
  'GET /api/admin/attention': async () => ({ method: 'GET', url: '/api/admin/attention' }),
  'GET /api/admin/security': async () => ({ method: 'GET', url: '/api/admin/security' }),
  'POST /api/admin/security/two-factor/setup': async () => ({
    method: 'POST',
    url: '/api/admin/security/two-factor/setup',
    payload: {},
  }),
  'POST /api/admin/security/two-factor/verify': async (kit) => {
    // Turning it on changes the account for good: an admin of its own, not the mode's.
    const admin = await newSignedInAdmin(kit);
    const secret = await setUpTwoFactor(kit, admin.session);
    return {
      method: 'POST',
      url: '/api/admin/security/two-factor/verify',
      payload: { code: await totpCodeAt(secret, kit.now) },
      cookies: { session: admin.session },
    };
  },
  'POST /api/admin/security/sessions/{id}/end': async (kit) => ({
    method: 'POST',
    url: `/api/admin/security/sessions/${await anotherSession(kit)}/end`,
    payload: {},
  }),
  'GET /api/admin/accounts': async () => ({ method: 'GET', url: '/api/admin/accounts' }),
  'POST /api/admin/accounts': async () => ({
    method: 'POST',
    url: '/api/admin/accounts',
    payload: { email: `${fresh('fuzz-invited-')}@example.com`, role: 'staff' },
  }),
  'POST /api/admin/accounts/{id}/role': async (kit) => {
    const target = await targetAccount(kit, { disabled: false });
    return {
      method: 'POST',
      url: `/api/admin/accounts/${target.id}/role`,
      payload: { role: target.role === 'admin' ? 'staff' : 'admin' },
    };
  },
  'POST /api/admin/accounts/{id}/disable': async (kit) => ({
    method: 'POST',
    url: `/api/admin/accounts/${(await targetAccount(kit, { disabled: false })).id}/disable`,
    payload: {},
  }),
  'POST /api/admin/accounts/{id}/enable': async (kit) => ({
    method: 'POST',
    url: `/api/admin/accounts/${(await targetAccount(kit, { disabled: true })).id}/enable`,
    payload: {},
  }),
  'GET /api/admin/reports': async () => ({
    method: 'GET',
    url: '/api/admin/reports?from=2026-02-01&to=2026-03-31',
  }),
  'GET /api/admin/reports.csv': async () => ({
    method: 'GET',
    url: '/api/admin/reports.csv?from=2026-02-01&to=2026-03-31',
  }),
  'GET /api/admin/prices': async () => ({ method: 'GET', url: '/api/admin/prices' }),
  'PUT /api/admin/prices': async (kit) => {
    const [route] = await kit.database.db.select().from(prices).limit(1);
    if (!route) throw new Error('no prices');
    return {
      method: 'PUT',
      url: '/api/admin/prices',
      payload: {
        prices: [
          { from: route.fromLocation, to: route.toLocation, price: route.basePrice === 199 ? 205 : 199 },
        ],
      },
    };
  },
  'GET /api/admin/system': async () => ({ method: 'GET', url: '/api/admin/system' }),
  'POST /api/admin/system/email/retry': async () => ({
    method: 'POST',
    url: '/api/admin/system/email/retry',
    payload: {},
  }),
  'GET /api/admin/backups': async () => ({ method: 'GET', url: '/api/admin/backups' }),
  'POST /api/admin/backups': async () => ({ method: 'POST', url: '/api/admin/backups', payload: {} }),
  // A backup of its own, written beside the app's (the embedded database only has these routes).
  'GET /api/admin/backups/{name}': async (kit) => {
    const made = await writeBackup(
      kit.database,
      { dir: TEST_BACKUP_DIR, keep: 14, key: TEST_BACKUP_KEY },
      new Date(),
    );
    return { method: 'GET', url: `/api/admin/backups/${made.name}` };
  },
  'POST /api/admin/privacy/find': async () => ({
    method: 'POST',
    url: '/api/admin/privacy/find',
    payload: { email: 'ana@example.com', lastName: 'López' },
  }),
  // Someone with no ride to come (nothing booked under that address): erasure goes through.
  'POST /api/admin/privacy/erase': async () => ({
    method: 'POST',
    url: '/api/admin/privacy/erase',
    payload: {
      email: 'asked-to-be-forgotten@example.com',
      lastName: 'Forgotten',
      confirmation: 'asked-to-be-forgotten@example.com',
    },
  }),
  'POST /api/admin/reconciliation': async () => ({
    method: 'POST',
    url: '/api/admin/reconciliation',
    payload: {},
  }),

  // Providers, dispatch, and the provider's page (the token in each body).
  'GET /api/admin/providers': async () => ({ method: 'GET', url: '/api/admin/providers' }),
  'POST /api/admin/providers': async () => ({
    method: 'POST',
    url: '/api/admin/providers',
    payload: {
      ...PROVIDER_FORM,
      companyName: fresh('Fuzz Tours '),
      dispatchEmail: `${fresh('ops-')}@example.com`,
    },
  }),
  'PUT /api/admin/providers/{id}': async (kit) => ({
    method: 'PUT',
    url: `/api/admin/providers/${await newProvider(kit)}`,
    payload: { ...PROVIDER_FORM, companyName: fresh('Fuzz Renamed '), active: false },
  }),
  'GET /api/admin/bookings/{id}/dispatch': async (kit) => ({
    method: 'GET',
    url: `/api/admin/bookings/${(await newPaidBooking(kit)).id}/dispatch`,
  }),
  'POST /api/admin/bookings/{id}/offers': async (kit) => {
    const booking = await newPaidBooking(kit);
    const providerId = await newProvider(kit);
    const respondBy = new Date(kit.now.getTime() + 60 * 60_000);
    const { date, time } = cancunDateAndTime(respondBy);
    return {
      method: 'POST',
      url: `/api/admin/bookings/${booking.id}/offers`,
      payload: { providerId, costDollars: 120, note: 'Fuzz', respondBy: `${date}T${time}` },
    };
  },
  'POST /api/admin/bookings/{id}/offers/withdraw': async (kit) => ({
    method: 'POST',
    url: `/api/admin/bookings/${(await offeredRide(kit, { accepted: false })).bookingId}/offers/withdraw`,
    payload: {},
  }),
  'POST /api/provider/ride': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride',
    payload: { token: (await offeredRide(kit, { accepted: false })).token },
  }),
  'POST /api/provider/ride/accept': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride/accept',
    payload: { token: (await offeredRide(kit, { accepted: false })).token, driver: FUZZ_DRIVER },
  }),
  'POST /api/provider/ride/decline': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride/decline',
    payload: { token: (await offeredRide(kit, { accepted: false })).token, reason: 'No van that day' },
  }),
  'POST /api/provider/ride/mark': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride/mark',
    payload: { token: (await rideDueInAnHour(kit)).token, mark: 'at-meeting-point' },
  }),
  'POST /api/provider/ride/landed': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride/landed',
    payload: { token: (await rideDueInAnHour(kit)).token },
  }),
  'POST /api/provider/ride/driver': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride/driver',
    payload: {
      token: (await offeredRide(kit, { accepted: true })).token,
      driver: { ...FUZZ_DRIVER, driverName: 'Otro Chofer' },
    },
  }),
  'POST /api/provider/ride/confirm-changes': async (kit) => ({
    method: 'POST',
    url: '/api/provider/ride/confirm-changes',
    payload: { token: (await offeredRide(kit, { accepted: true })).token },
  }),

  // The dispatch board, its stream, and a provider's statement.
  'GET /api/admin/dispatch/board': async () => ({
    method: 'GET',
    url: '/api/admin/dispatch/board?day=2026-03-10',
  }),
  'GET /api/admin/dispatch/stream': async () => ({
    method: 'GET',
    url: '/api/admin/dispatch/stream?day=2026-03-10',
  }),
  'GET /api/admin/providers/{id}/statement': async (kit) => ({
    method: 'GET',
    url: `/api/admin/providers/${await newProvider(kit)}/statement?month=2026-03`,
  }),
  'GET /api/admin/providers/{id}/statement.csv': async (kit) => ({
    method: 'GET',
    url: `/api/admin/providers/${await newProvider(kit)}/statement.csv?month=2026-03`,
  }),
  'GET /api/admin/providers/{id}/statement.pdf': async (kit) => ({
    method: 'GET',
    url: `/api/admin/providers/${await newProvider(kit)}/statement.pdf?month=2026-03`,
  }),
  // A provider of its own: a month is marked paid once.
  'POST /api/admin/providers/{id}/statement/paid': async (kit) => ({
    method: 'POST',
    url: `/api/admin/providers/${await newProvider(kit)}/statement/paid`,
    payload: { month: '2026-02', reference: 'SPEI 0001' },
  }),
};
