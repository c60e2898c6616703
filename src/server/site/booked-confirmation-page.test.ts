/**
 * The browser that booked gets its confirmation page rendered by the server (docs/decisions/042)
 * with the booking in it; any other browser gets the prerendered page, which loads the booking itself.
 * On a stand-in build (src/testing/server/fake-web-build.ts) whose prerenderer prints what it is given.
 */
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../testing/server/admin-fixtures';
import { addAccounts, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { arrivalRequest, NOW, postBooking } from '../../testing/server/booking-fixtures';
import { fakeWebBuildWithConfirmation } from '../../testing/server/fake-web-build';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';

const PREFIX = '<!doctype html><title>Booking Confirmation</title><div id="root">';
const SUFFIX = '</div><script>boot()</script>';
const LOADING = `${PREFIX}<main><p>Loading your booking...</p></main>${SUFFIX}`;

/** The booking the stand-in prerenderer was given, from the page it rendered. */
function shownIn(page: string) {
  const rendered = /<main data-shown="">(.*)<\/main>/.exec(page)?.[1];
  if (!rendered) throw new Error(`no booking rendered in ${page}`);
  return JSON.parse(rendered.replace(/&lt;/g, '<').replace(/&amp;/g, '&'));
}

describe.each(TEST_ENGINES)('the confirmation page of the browser that booked, on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: { webDistDir: fakeWebBuildWithConfirmation() },
  });

  /** A booking, and the pass its answer gave as the Cookie header that browser sends back. */
  async function book(lastName = 'López') {
    const response = await postBooking(app(), arrivalRequest({ lastName }));
    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    return { id: response.json().booking.id as string, setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  const page = (id: string, cookie?: string) =>
    app().inject({ method: 'GET', url: `/booking-confirmation/${id}`, headers: cookie ? { cookie } : {} });

  it("gives the booking's answer a pass for that booking's page only, out of scripts' reach", async () => {
    const { id, setCookie } = await book();
    expect(setCookie).toMatch(/^booked=[A-Za-z0-9_-]{48};/);
    expect(setCookie).toContain(`Path=/booking-confirmation/${id}`);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=2592000');
  });

  it('renders the page with the booking, its e-mail but not its phone, for no cache to keep', async () => {
    const { id, cookie } = await book();
    const response = await page(id, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
    expect(response.headers.etag).toBeUndefined();
    // The prerendered page around it, byte for byte: its head, styles and script loader are the build's.
    expect(response.body.startsWith(PREFIX)).toBe(true);
    expect(response.body.endsWith(SUFFIX)).toBe(true);
    const shown = shownIn(response.body);
    expect(shown.supportEmail).toBe('support@localhost');
    expect(shown.booking).toMatchObject({
      id,
      lastName: 'López',
      email: 'ana@example.com',
      status: 'pending',
    });
    expect(shown.booking).not.toHaveProperty('phone');
    expect(response.body).not.toContain('998 123 4567');
  });

  it('compresses the rendered page as the browser allows', async () => {
    const { id, cookie } = await book();
    const response = await app().inject({
      method: 'GET',
      url: `/booking-confirmation/${id}`,
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('gives the prerendered page, which loads the booking itself, to a browser without the pass', async () => {
    const { id } = await book();
    const response = await page(id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOADING);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A shared cache must not give the rendered page to another browser, nor this one to the booker.
    expect(response.headers.vary).toContain('Cookie');
  });

  it("shows nothing for another booking's pass, or a made-up one", async () => {
    const first = await book();
    const second = await book('Pérez');
    expect((await page(second.id, first.cookie)).body).toBe(LOADING);
    const madeUp = `booked=${'A'.repeat(48)}`;
    expect((await page(first.id, madeUp)).body).toBe(LOADING);
    expect((await page(first.id, 'booked=not-base64!')).body).toBe(LOADING);
    // A pass cut short (as long as an HMAC alone) opens nothing either.
    expect((await page(first.id, first.cookie.slice(0, 'booked='.length + 43))).body).toBe(LOADING);
  });

  it('gives the prerendered page for an id that is no booking, whatever the cookie says', async () => {
    const { cookie } = await book();
    const response = await page('NOTABOOKING', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(LOADING);
  });
});

describe.each(TEST_ENGINES)('the pass over time and after an e-mail change, on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  const app = useTestApp(database, {
    now: () => clock,
    config: { webDistDir: fakeWebBuildWithConfirmation() },
  });
  const DAY = 24 * 3600_000;

  /** A booking made at NOW, and the pass its answer gave. */
  async function book() {
    clock = NOW;
    const response = await postBooking(app(), arrivalRequest());
    expect(response.statusCode).toBe(201);
    return {
      id: response.json().booking.id as string,
      cookie: String(response.headers['set-cookie']).split(';')[0] ?? '',
    };
  }
  const page = (id: string, cookie: string) =>
    app().inject({ method: 'GET', url: `/booking-confirmation/${id}`, headers: { cookie } });

  it("opens the page for 30 days from its issue, on the server's clock, and not a second more", async () => {
    const { id, cookie } = await book();
    clock = new Date(NOW.getTime() + 30 * DAY);
    expect(shownIn((await page(id, cookie)).body).booking.email).toBe('ana@example.com');
    // The browser may have kept the cookie longer (its clock, a copy): the server refuses it as if absent.
    clock = new Date(NOW.getTime() + 30 * DAY + 1000);
    const late = await page(id, cookie);
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe(LOADING);
    // Its issue time moved a day later, to look younger: the HMAC no longer matches.
    const [cookieName, value] = cookie.split('=') as [string, string];
    const pass = Buffer.from(value, 'base64url');
    pass.writeUInt32BE(pass.readUInt32BE(0) + 24 * 3600);
    expect((await page(id, `${cookieName}=${pass.toString('base64url')}`)).body).toBe(LOADING);
  });

  it("opens nothing once the booking's e-mail has changed, and still opens it after any other change", async () => {
    const { id, cookie } = await book();
    await addAccounts(database());
    const admin = adminClient(app(), await signInAsAdmin(app()));
    expect((await admin.update(id, { hotelName: 'Hotel Verde' })).statusCode).toBe(200);
    expect(shownIn((await page(id, cookie)).body).booking.hotelName).toBe('Hotel Verde');

    expect((await admin.update(id, { email: 'bea@example.org' })).statusCode).toBe(200);
    const changed = await page(id, cookie);
    expect(changed.body).toBe(LOADING);
    expect(changed.body).not.toContain('bea@example.org');
  });
});

describe.each(TEST_ENGINES)(
  'a build whose prerendered confirmation is not its prerenderer’s, on %s',
  (engine) => {
    const database = useTestDatabase(engine);
    const app = useTestApp(database, {
      now: () => NOW,
      config: { webDistDir: fakeWebBuildWithConfirmation('<main><p>an older page</p></main>') },
    });

    it('is served as it is, the booking loaded in the browser', async () => {
      const response = await postBooking(app(), arrivalRequest());
      const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
      const id = response.json().booking.id;
      const page = await app().inject({
        method: 'GET',
        url: `/booking-confirmation/${id}`,
        headers: { cookie },
      });
      expect(page.body).toBe(`${PREFIX}<main><p>an older page</p></main>${SUFFIX}`);
    });
  },
);

describe('the pass on a site served over HTTPS', () => {
  const database = useTestDatabase('pglite');
  const app = useTestApp(database, {
    now: () => NOW,
    config: { publicUrl: 'https://transfers.example', webDistDir: fakeWebBuildWithConfirmation() },
  });

  it('is a Secure cookie whose name no plain-HTTP page may set, and opens the page', async () => {
    const response = await postBooking(app(), arrivalRequest());
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Secure-booked=[A-Za-z0-9_-]{48};/);
    expect(setCookie).toContain('; Secure');
    const id = response.json().booking.id;
    const cookie = setCookie.split(';')[0] ?? '';
    const page = await app().inject({
      method: 'GET',
      url: `/booking-confirmation/${id}`,
      headers: { cookie },
    });
    expect(page.body).toContain('<main data-shown="">');
  });
});

describe.each(TEST_ENGINES)('a render of the page that throws, on %s', (engine) => {
  const database = useTestDatabase(engine);
  const logLines: string[] = [];
  const app = useTestApp(database, {
    now: () => NOW,
    config: { webDistDir: fakeWebBuildWithConfirmation(undefined, { throwing: true }) },
    logLines,
  });

  it('gives the prerendered page, which loads the booking itself, and logs the failure once, without the booking', async () => {
    const response = await postBooking(
      app(),
      arrivalRequest({ lastName: 'Quintana', specialInstructions: 'Two bags -> the big van' }),
    );
    const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
    const id = response.json().booking.id;
    logLines.length = 0;
    const page = await app().inject({
      method: 'GET',
      url: `/booking-confirmation/${id}`,
      headers: { cookie },
    });

    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(LOADING);
    expect(page.headers.vary).toContain('Cookie');
    const failures = logLines
      .map((line) => JSON.parse(line) as { msg: string; level: number; renderError?: { type: string } })
      .filter((line) => line.level >= 50);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      msg: 'a confirmation page could not be rendered with its booking: the prerendered page was served',
      renderError: { type: 'TypeError' },
    });
    // The error's message quoted the booking; the log holds none of it.
    const everything = logLines.join('\n');
    for (const detail of ['Quintana', 'ana@example.com', 'the big van', 'Hotel Azul']) {
      expect(everything).not.toContain(detail);
    }
  });
});
