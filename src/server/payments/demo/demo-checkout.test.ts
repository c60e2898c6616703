import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingStatus, createBooking, NOW, submitCard } from '../../../testing/server/booking-fixtures';
import { useTestApp } from '../../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../../testing/server/test-database';
import { queryRows } from '../../db/client';

describe.each(TEST_ENGINES)('the demo checkout page on %s', (engine) => {
  const database = useTestDatabase(engine);
  let clock = NOW;
  beforeEach(() => {
    clock = NOW;
  });
  const app = useTestApp(database, { now: () => clock });

  const open = async (overrides = {}) => {
    const booking = await createBooking(app(), overrides);
    const url = booking.checkoutUrl as string;
    return { ...booking, url, path: new URL(url).pathname };
  };
  const demoStatus = async () =>
    (await queryRows<{ status: string }>(database().db, sql`select status from demo_checkouts`))[0]?.status;

  it('shows a test banner, the business, the transfer, the amount and a labelled card field', async () => {
    const { path } = await open();
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Test mode: no real payment is taken');
    expect(page.body).toContain('Cancun Private Transfers');
    expect(page.body).toContain('Private transfer: Cancun Airport → Tulum, 5 passengers');
    expect(page.body).toContain('$398.00');
    expect(page.body).toContain('<label for="cardNumber">Card number</label>');
    expect(page.body).toMatch(
      /<input id="cardNumber" name="cardNumber"[^>]*inputmode="numeric"[^>]*autocomplete="cc-number"/,
    );
    expect(page.body).toContain('<button type="submit">Pay $398.00</button>');
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain(
      'href="http://localhost:3000/check-my-booking?email=ana%40example.com&amp;lastName=L%C3%B3pez">Back without paying',
    );
    expect(page.body).not.toContain('<script');
  });

  it('pays with 4242 4242 4242 4242 and sends the browser to the success URL with the session id', async () => {
    const { path, id } = await open();
    const sessionId = path.split('/').pop();
    const response = await submitCard(app(), path, '4242-4242 4242-4242');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://localhost:3000/success?session_id=${sessionId}&email=ana%40example.com&lastName=L%C3%B3pez`,
    );
    expect(await demoStatus()).toBe('paid');
    // Paid at the provider only: the booking waits for the success page to confirm it.
    expect(await bookingStatus(database(), id)).toBe('pending');
  });

  it('declines 4000 0000 0000 0002 and takes nothing', async () => {
    const { path } = await open();
    const response = await submitCard(app(), path, '4000 0000 0000 0002');
    expect(response.body).toMatch(/<p class="alert" role="alert">Your card was declined\.<\/p>/);
    expect(response.body).toContain('Pay $398.00');
    expect(await demoStatus()).toBe('open');
  });

  it('tells of a mistyped card number', async () => {
    const { path } = await open();
    const response = await submitCard(app(), path, '1234');
    expect(response.body).toMatch(/role="alert">Your card number is incorrect\./);
    expect(await demoStatus()).toBe('open');
  });

  it('says a paid checkout is already paid and links on to the success page, charging nothing twice', async () => {
    const { path } = await open();
    await submitCard(app(), path, '4242424242424242');
    const again = await app().inject({ method: 'GET', url: path });
    expect(again.body).toContain('This checkout is already paid');
    expect(again.body).toMatch(/href="http:\/\/localhost:3000\/success\?session_id=cs_demo_/);
    const repost = await submitCard(app(), path, '4242424242424242');
    expect(repost.statusCode).toBe(200);
    expect(repost.body).toContain('This checkout is already paid');
  });

  it('refuses to pay a checkout opened more than 24 hours ago', async () => {
    const { path } = await open();
    clock = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.body).toContain('This checkout has expired');
    const response = await submitCard(app(), path, '4242424242424242');
    expect(response.body).toContain('This checkout has expired');
    expect(await demoStatus()).toBe('open');
  });

  it('answers 404 for a checkout that does not exist', async () => {
    const page = await app().inject({ method: 'GET', url: '/checkout/demo/cs_demo_madeup' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout does not exist');
    const post = await submitCard(
      app(),
      'http://localhost:3000/checkout/demo/cs_demo_madeup',
      '4242424242424242',
    );
    expect(post.statusCode).toBe(404);
  });

  it('says "Test mode" on every page it shows: the form, a refusal, paid, expired, unknown, and a NUL in the path', async () => {
    const { path } = await open();
    const pages = [
      await app().inject({ method: 'GET', url: path }),
      await submitCard(app(), path, '4000 0000 0000 0002'),
      await app().inject({ method: 'GET', url: '/checkout/demo/cs_demo_madeup' }),
      await app().inject({ method: 'GET', url: '/checkout/demo/cs_demo_%00' }),
    ];
    await submitCard(app(), path, '4242424242424242');
    pages.push(await app().inject({ method: 'GET', url: path }));
    const expired = await open();
    clock = new Date(NOW.getTime() + 24 * 60 * 60 * 1000);
    pages.push(await app().inject({ method: 'GET', url: expired.path }));
    for (const page of pages) {
      expect(page.statusCode).toBeLessThan(500);
      expect(page.body).toContain('Test mode: no real payment is taken');
    }
  });

  it('escapes what the traveller typed', async () => {
    const { path } = await open();
    const response = await submitCard(app(), path, '<script>alert(1)</script>');
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('&lt;script&gt;');
  });

  it('allows no scripts on the page', async () => {
    const { path } = await open();
    const page = await app().inject({ method: 'GET', url: path });
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
  });
});
