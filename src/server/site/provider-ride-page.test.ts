/**
 * The provider's ride page rendered by the server with its ride (docs/decisions/061), by the light build's
 * real prerenderer on Preact: the HTML that arrives already shows the ride, its state and its buttons; a
 * link that opens nothing shows so; every text typed into the ride is shown as typed, as text; the page is
 * kept by no cache, limited as the provider's API is, and its token is in no log line; a render that throws
 * gives the prerendered page, which asks for the ride itself.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DISPATCH_TEXTS } from '../../domain/dispatch';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  providerClient,
  rideTokenFromMail,
} from '../../testing/server/dispatch-fixtures';
import {
  lightWebBuildWhoseRideRenderThrows,
  lightWebBuildWithConfirmation,
} from '../../testing/server/light-web-build';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

/** What hostile typing looks like: every character HTML gives a meaning to, a closing script tag, an emoji. */
const typed = (what: string) => `${what} 2 bags -> van <b>"big"</b> & it's </script><script>x()</script> 🧳`;

const MEETING_POINTS = { '2': typed('T2'), '3': typed('T3'), '4': typed('T4'), unknown: typed('Meet') };

type App = ReturnType<ReturnType<typeof useTestApp>>;

/** A paid booking offered to a provider: the link's token. */
async function offeredRide(app: App, database: Parameters<typeof addAccounts>[0], booking = {}) {
  await addAccounts(database);
  const session = await signInAsAdmin(app);
  const admin = dispatchAdmin(app, session);
  const points = await app.inject({
    method: 'PUT',
    url: '/api/admin/meeting-points',
    cookies: { session },
    headers: { origin: SITE_ORIGIN },
    payload: { meetingPoints: MEETING_POINTS },
  });
  expect(points.statusCode, points.body).toBe(200);
  const providerId = await addProviderOf(admin);
  const bookingId = await createPaidBooking(app, booking);
  const offer = { costDollars: 110, note: typed('Note'), respondBy: '2026-03-01T09:00' };
  const sent = await admin.sendOffer(bookingId, { providerId, ...offer });
  expect(sent.statusCode, sent.body).toBe(201);
  return { bookingId, token: await rideTokenFromMail(database, bookingId) };
}

/** The page's root as the browser's first paint shows it, before any script. */
function rootOf(html: string) {
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root in the page');
  return root;
}

const factOf = (root: Element, label: string) =>
  [...root.querySelectorAll('dt')].find((term) => term.textContent === label)?.nextElementSibling
    ?.textContent;

const buttons = (root: Element) => [...root.querySelectorAll('button')].map((button) => button.textContent);

describe.each(TEST_ENGINES)(
  'the provider’s ride page rendered with its ride, on %s',
  { timeout: 180_000 },
  (engine) => {
    const database = useTestDatabase(engine);
    const logLines: string[] = [];
    const app = useTestApp(database, {
      now: () => NOW,
      config: async () => ({ webDistDir: await lightWebBuildWithConfirmation() }),
      logLines,
    });

    it('arrives with the ride, its state, the instructions and the buttons, kept by no cache', async () => {
      const { bookingId, token } = await offeredRide(app(), database());
      logLines.length = 0;
      const page = await app().inject({ method: 'GET', url: `/provider/rides/${token}` });

      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      const root = rootOf(page.body);
      expect(root.querySelector('h1')?.textContent).toBe(`Ride ${bookingId}`);
      expect(root.textContent).not.toContain('Loading the ride...');
      expect(root.textContent).toContain('Riviera Vans: please answer by');
      expect(factOf(root, 'Route')).toBe('Cancun Airport → Tulum');
      expect(factOf(root, 'Pay')).toBe('$110');
      expect(factOf(root, 'Instructions')).toContain('Hold a sign with the traveller’s last name');
      expect(buttons(root)).toEqual([DISPATCH_TEXTS.acceptRide, DISPATCH_TEXTS.declineRide]);
      // The frame: the operator and its dispatch, in the header and the footer.
      expect(root.querySelector('header')?.textContent).toContain('Cancun Private Transfers');
      expect(root.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')).toHaveLength(2);
      // The token: in no attribute or text of the page, in no log line.
      expect(page.body).not.toContain(token);
      expect(logLines.join('\n')).not.toContain(token);
    });

    it('shows the accepted ride with the traveller, the driver and the marks', async () => {
      const { token } = await offeredRide(app(), database());
      expect((await providerClient(app(), token).accept()).statusCode).toBe(200);
      const root = rootOf((await app().inject({ method: 'GET', url: `/provider/rides/${token}` })).body);
      expect(root.textContent).toContain('Accepted by Riviera Vans.');
      const regions = [...root.querySelectorAll('section[aria-labelledby] h2')].map((h) => h.textContent);
      expect(regions).toEqual(['Ride progress', 'Traveller', 'Driver', 'The ride']);
      expect(factOf(root, 'Driver Name')).toBe('Efraín Poot');
      expect(buttons(root)).toContain('Change Driver Details');
    });

    it('shows a link that opens nothing as no longer assigned, with 200 and no ride', async () => {
      const page = await app().inject({ method: 'GET', url: '/provider/rides/not-a-token-anyone-was-sent' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const root = rootOf(page.body);
      expect(root.querySelector('h1')?.textContent).toBe('Ride offer');
      expect(
        root.querySelector('[role="alert"], [role="status"]')?.textContent ?? root.textContent,
      ).toContain(DISPATCH_TEXTS.noLongerAssigned);
      expect(buttons(root)).toEqual([]);
    });

    it('shows every text typed into the ride as typed, as text', async () => {
      const { token } = await offeredRide(app(), database(), {
        firstName: typed('Ana'),
        lastName: typed('López'),
        hotelName: typed('Hotel'),
        specialInstructions: typed('Instructions'),
        terminal: '3',
      });
      expect((await providerClient(app(), token).accept()).statusCode).toBe(200);
      const page = await app().inject({ method: 'GET', url: `/provider/rides/${token}` });
      expect(page.statusCode).toBe(200);
      // No script but the page's own: the typed ones stayed text.
      const { document } = new JSDOM(page.body).window;
      expect([...document.querySelectorAll('script')].map((script) => script.textContent)).not.toContain(
        'x()',
      );
      const root = rootOf(page.body);
      expect(factOf(root, 'Hotel')).toBe(typed('Hotel'));
      expect(factOf(root, 'Special instructions')).toBe(typed('Instructions'));
      expect(factOf(root, 'Note from the operator')).toBe(typed('Note'));
      expect(factOf(root, 'Name')).toBe(`${typed('Ana')} ${typed('López')}`);
      expect(factOf(root, 'Instructions')).toContain(`Hold a sign with '${typed('López')} · `);
      // The island's props carry the same ride, read back whole (the meeting point is not shown on the page).
      const island = root.querySelector('[data-island="provider-ride"]');
      const props = JSON.parse(island?.getAttribute('data-island-props') ?? '{}');
      expect(props.shown.ride.hotelName).toBe(typed('Hotel'));
      expect(props.shown.ride.meetingPoint).toBe(typed('T3'));
    });

    it('answers /provider/rides, where the page stands once read, with the page that asks for its ride', async () => {
      const page = await app().inject({ method: 'GET', url: '/provider/rides' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(rootOf(page.body).textContent).toContain('Loading the ride...');
    });
  },
);

describe.each(TEST_ENGINES)('guessing tokens through the page, on %s', { timeout: 120_000 }, (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: async () => ({
      webDistDir: await lightWebBuildWithConfirmation(),
      rateLimits: { bookingsPerHour: 120, lookupsPerHour: 2, contactPerHour: 20 },
    }),
  });

  it('counts each page with the API’s calls, and over the limit gives the page with 429 and no ride', async () => {
    const guess = (token: string) => app().inject({ method: 'GET', url: `/provider/rides/${token}` });
    expect((await guess('first-guess')).statusCode).toBe(200);
    const api = await providerClient(app(), 'second-guess').open();
    expect(api.statusCode).toBe(200);
    const over = await guess('third-guess');
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(over.headers['cache-control']).toBe('private, no-store');
    expect(rootOf(over.body).textContent).toContain('Loading the ride...');
  });
});

describe.each(TEST_ENGINES)(
  'a render of the provider’s page that throws, on %s',
  { timeout: 120_000 },
  (engine) => {
    const database = useTestDatabase(engine);
    const logLines: string[] = [];
    const app = useTestApp(database, {
      now: () => NOW,
      config: async () => ({ webDistDir: await lightWebBuildWhoseRideRenderThrows() }),
      logLines,
    });

    it('gives the prerendered page, which asks for the ride itself, and logs once, without the ride or token', async () => {
      const { token } = await offeredRide(app(), database(), { hotelName: 'Hotel Azul Quintana' });
      logLines.length = 0;
      const page = await app().inject({ method: 'GET', url: `/provider/rides/${token}` });

      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(rootOf(page.body).textContent).toContain('Loading the ride...');
      const failures = logLines
        .map((line) => JSON.parse(line) as { msg: string; level: number; renderError?: { type: string } })
        .filter((line) => line.level >= 50);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        msg: 'a provider ride page could not be rendered with its ride: the prerendered page was served',
        renderError: { type: 'TypeError' },
      });
      const everything = logLines.join('\n');
      for (const secret of [token, 'Hotel Azul Quintana', 'Riviera Vans']) {
        expect(everything).not.toContain(secret);
      }
    });
  },
);
