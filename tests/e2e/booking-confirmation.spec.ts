import { bookingCards, bookTransfer, CARDS, expect, lastBookingId, payWithCard, test } from './fixtures';

test.describe('the booking confirmation page', () => {
  test('shows the last booking with its id, details, arrival instructions and a reminder to pay', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const traveller = await bookTransfer(page, { place: 'Tulum', flightTime: '09:15' });
    const id = await lastBookingId(page);

    // This browser booked it: the server sends the page with the booking in it (decision 042), and the
    // page asks the API for nothing.
    const bookingRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/bookings/')) bookingRequests.push(request.url());
    });
    const response = await page.goto(`/booking-confirmation/${id}`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`Thank you, ${traveller.firstName}. Your transfer is booked.`);
    expect(html).toContain('Payment pending');
    expect(html).not.toContain('Loading your booking...');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Successful' })).toBeVisible();
    await expect(page.getByText(id, { exact: true })).toBeVisible();
    await expect(page.getByText('Cancun Airport → Tulum')).toBeVisible();
    await expect(page.getByText('9:15 AM (Cancun time)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Arrival Instructions' })).toBeVisible();
    await expect(page.getByText(/at least 24 hours before your arrival/)).toBeVisible();
    await expect(page.getByText('Payment pending')).toBeVisible();

    // From here the page's timers run on a clock the test can move on ('Copied!' for two seconds).
    await page.clock.install();
    await page.getByRole('button', { name: 'Copy booking ID' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    await page.clock.runFor(2_000);
    await expect(page.getByText('Copied!')).toBeHidden();

    expect(bookingRequests).toEqual([]);

    await page.getByRole('note').getByRole('link', { name: 'Check My Booking' }).click();
    await expect(page).toHaveURL(/\/check-my-booking\?/);
    await expect(bookingCards(page)).toContainText(id);
    expect(new URL(page.url()).searchParams.get('email')).toBe(traveller.email);
  });

  test('in a browser without the pass (the e-mail opened elsewhere), loads the booking with what it keeps', async ({
    page,
    context,
  }) => {
    const traveller = await bookTransfer(page, { place: 'Playa del Carmen', flightTime: '11:40' });
    const id = await lastBookingId(page);
    await context.clearCookies();

    // The answer is parsed with its schema in a worker, off the page's thread (decision 029).
    const parser = page.waitForEvent('worker', {
      predicate: (worker) => /bookingResponse\.worker-[^/]+\.js$/.test(worker.url()),
    });
    const response = await page.goto(`/booking-confirmation/${id}`);
    expect(await response?.text()).toContain('Loading your booking...');
    await parser;
    await expect(page.getByText(`Thank you, ${traveller.firstName}. Your transfer is booked.`)).toBeVisible();
    await expect(page.getByText(id, { exact: true })).toBeVisible();
    await expect(page.getByText('Cancun Airport → Playa del Carmen')).toBeVisible();
  });

  test('a departure shows its pickup time', async ({ page }) => {
    await bookTransfer(page, {
      serviceType: 'departure',
      place: 'Cancun',
      flightTime: '18:00',
      pickupOption: '2 hours before flight',
    });
    const id = await lastBookingId(page);
    await page.goto(`/booking-confirmation/${id}`);
    await expect(page.getByRole('heading', { name: 'Departure Pickup' })).toBeVisible();
    await expect(page.getByText(/4:00 PM \(Cancun time\)/).first()).toBeVisible();
  });

  test('an unknown booking says Booking not found and leads to Check My Booking', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'lastBooking',
        JSON.stringify({ id: 'ZZZZZZZZZZ', firstName: 'A', lastName: 'B' }),
      ),
    );
    await page.goto('/booking-confirmation/ZZZZZZZZZZ');
    await expect(page.getByRole('alert')).toContainText('Booking not found');
    await page.getByRole('alert').getByRole('link', { name: 'Check My Booking' }).click();
    await expect(page).toHaveURL('/check-my-booking');
    await expect(page.getByRole('button', { name: 'Find My Booking' })).toBeVisible();
  });

  test("a paid arrival's instructions are one tap from Check My Booking, in this browser and another", async ({
    page,
    browser,
  }) => {
    const traveller = await bookTransfer(page, { place: 'Tulum' });
    const id = await lastBookingId(page);
    await payWithCard(page, CARDS.pays);
    await expect(page).toHaveURL(/\/check-my-booking\?.*paymentSuccessful=true/, { timeout: 15_000 });
    const card = bookingCards(page).filter({ hasText: id });
    await card.getByRole('link', { name: 'Arrival Instructions' }).click();
    await expect(page).toHaveURL(`/booking-confirmation/${id}`);
    await expect(page.getByRole('heading', { name: 'Arrival Instructions' })).toBeVisible();

    // Another browser, nothing kept: the page offers the e-mail and last name check, then the link.
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(`/booking-confirmation/${id}`);
    await expect(elsewhere.getByRole('alert')).toContainText('Booking not found');
    const form = elsewhere.getByRole('form', { name: 'Find your booking' });
    await form.getByLabel('Email').fill(traveller.email);
    await form.getByLabel('Last Name').fill(traveller.lastName);
    await form.getByRole('button', { name: 'Find My Booking' }).click();
    await expect(elsewhere).toHaveURL(/\/check-my-booking\?/);
    await bookingCards(elsewhere)
      .filter({ hasText: id })
      .getByRole('link', { name: 'Arrival Instructions' })
      .click();
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Booking Successful' })).toBeVisible();
    await expect(elsewhere.getByRole('heading', { name: 'Arrival Instructions' })).toBeVisible();
    await other.close();
  });

  test('Back to Home leads home', async ({ page }) => {
    await page.goto('/booking-confirmation/ZZZZZZZZZZ');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
