import { randomUUID } from 'node:crypto';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';
import { ACCOUNTS, fillLogin } from './accounts';
import { CARDS, payWithCard } from './fixtures';
import { mailTo, waitForMail } from './inbox';

/**
 * The admin dashboard in the browser (issue 7). Tests run side by side on one database, so each one makes
 * its own bookings through the public API under a last name with a fresh tag, and searches for that tag:
 * the list, the chips and the counts then hold only that test's bookings.
 */

/**
 * One sign-in per worker, its session cookie reused by every test of that worker: a login hashes a password,
 * which is slow on a busy machine, and the login journey itself is tested in admin-login.spec.ts.
 */
const test = base.extend<object, { adminState: string }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const file = path.join(workerInfo.project.outputDir, `admin-state-${workerInfo.workerIndex}.json`);
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      await page.goto('/admin');
      await fillLogin(page, ACCOUNTS.admin);
      await expect(page).toHaveURL('/admin/dashboard', { timeout: 20_000 });
      await page.context().storageState({ path: file });
      await page.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: ({ adminState }, use) => use(adminState),
});

async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

type Created = { id: string; email: string; lastName: string; checkoutUrl: string | null };

function freshTag(): string {
  return `Dash${randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

/** A booking made the way a script would: the public API, no Origin, its own idempotency key. */
async function createBooking(
  request: APIRequestContext,
  lastName: string,
  place = 'Tulum',
): Promise<Created> {
  const email = `admin-e2e-${randomUUID()}@example.com`;
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: place,
      passengers: 2,
      firstName: 'Ana',
      lastName,
      email,
      phone: '+1 555 123 4567',
      hotelName: 'Hotel Riu Palace',
      reservationName: '',
      flightNumber: 'AA1234',
      flightAirline: 'American Airlines',
      flightDate: addCancunDays(cancunToday(new Date()), 40),
      flightTime: '14:30',
      hasBulkyLuggage: false,
      specialInstructions: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { booking: { id: string }; checkoutUrl: string | null };
  return { id: body.booking.id, email, lastName, checkoutUrl: body.checkoutUrl };
}

/** Pays a booking on the demo checkout with the card that always pays. */
async function pay(page: Page, booking: Created) {
  expect(booking.checkoutUrl).toBeTruthy();
  const url = new URL(booking.checkoutUrl as string);
  await page.goto(url.pathname + url.search);
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
}

function searchBox(page: Page): Locator {
  return page.getByRole('searchbox', { name: 'Search bookings' });
}

/** Types the tag and waits for the list the search gives. */
async function search(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/admin/bookings?') &&
      new URL(response.url()).searchParams.get('search') === term,
  );
  await searchBox(page).fill(term);
  await answered;
}

function cards(page: Page): Locator {
  return page.getByRole('list', { name: 'Bookings' }).locator(':scope > li');
}

function card(page: Page, booking: Created): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(booking.id) }) });
}

function chips(page: Page): Locator {
  return page.getByRole('group', { name: 'Filter by status' }).getByRole('button');
}

test.describe('the admin dashboard', () => {
  test('shows its texts, the chips with their counts, a status filter and No bookings found', async ({
    page,
    request,
  }) => {
    const tag = freshTag();
    const paid = await createBooking(request, tag);
    await createBooking(request, tag);
    await createBooking(request, tag);
    await pay(page, paid);

    await openDashboard(page);
    await expect(page.getByText('Manage transportation bookings')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search bookings...');

    await search(page, tag);
    await expect(cards(page)).toHaveCount(3);
    await expect(chips(page)).toHaveText(['All (3)', 'Paid (1)', 'Pending (2)']);
    await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');

    await chips(page).filter({ hasText: 'Paid (1)' }).click();
    await expect(chips(page).filter({ hasText: 'Paid (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, paid)).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    await chips(page).filter({ hasText: 'All (3)' }).click();
    await search(page, `${tag}zz`);
    await expect(page.getByText('No bookings found')).toBeVisible();
  });

  test('applies the search only once typing stops', async ({ page, request }) => {
    const tag = freshTag();
    const booking = await createBooking(request, tag);
    await openDashboard(page);
    await expect(page.getByRole('button', { name: /^All \(/ })).toBeVisible();

    const searched: string[] = [];
    page.on('request', (sent) => {
      const term = new URL(sent.url()).searchParams.get('search');
      if (sent.url().includes('/api/admin/bookings?') && term !== null) searched.push(term);
    });
    // Keys 60 ms apart, well inside the 300 ms delay: no partial term may be searched.
    await searchBox(page).pressSequentially(tag, { delay: 60 });
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, booking)).toBeVisible();
    expect(searched).toEqual([tag]);
  });

  test('pages through more than 50 bookings', async ({ page, request }) => {
    test.setTimeout(120_000);
    const tag = freshTag();
    for (let batch = 0; batch < 55; batch += 11) {
      await Promise.all(Array.from({ length: 11 }, () => createBooking(request, tag)));
    }
    await openDashboard(page);
    await search(page, tag);

    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await next.click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
  });

  test('edits only after Enable Editing, Cancel reverts, and driver details are saved', async ({
    page,
    request,
  }) => {
    const booking = await createBooking(request, freshTag());
    await openDashboard(page);
    await search(page, booking.lastName);
    const mine = card(page, booking);

    await expect(mine.getByLabel('First name')).toHaveCount(0);
    await mine.getByLabel('Enable Editing').check();
    await mine.getByLabel('First name').fill('Changed');
    await mine.getByRole('button', { name: 'Cancel' }).click();
    await expect(mine.getByLabel('Enable Editing')).not.toBeChecked();
    await expect(mine.getByRole('heading', { level: 2 })).toContainText('Ana');
    await mine.getByLabel('Enable Editing').check();
    await expect(mine.getByLabel('First name')).toHaveValue('Ana');

    await mine.getByLabel('Driver name').fill('Luis Pech');
    await mine.getByLabel('Driver company').fill('Caribe Vans');
    await mine.getByLabel('Driver ordered').check();
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine.getByLabel('Driver name')).toHaveCount(0);

    // Saved on the server: a fresh page shows them.
    await page.reload();
    await search(page, booking.lastName);
    const reloaded = card(page, booking);
    await expect(reloaded.getByText('Luis Pech')).toBeVisible();
    await expect(reloaded.getByText('Caribe Vans')).toBeVisible();
  });

  test('saves a status on change with a Saved mark for 2 seconds', async ({ page, request }) => {
    const booking = await createBooking(request, freshTag());
    await openDashboard(page);
    await search(page, booking.lastName);
    const mine = card(page, booking);

    await mine.getByLabel('Status').selectOption('confirmed');
    await expect(mine.getByText('Saved', { exact: true })).toBeVisible();
    await expect(mine.getByLabel('Status')).toHaveValue('confirmed');
    await expect(chips(page)).toHaveText(['All (1)', 'Confirmed (1)']);
    await expect(mine.getByText('Saved', { exact: true })).toBeHidden({ timeout: 4_000 });

    await mine.getByText('History').click();
    await expect(mine.getByText(/Updated: status: pending → confirmed by admin@example\.com/)).toBeVisible();
  });

  test('sends a message to the customer, who receives it', async ({ page, request }) => {
    const booking = await createBooking(request, freshTag());
    await openDashboard(page);
    await search(page, booking.lastName);
    const mine = card(page, booking);

    await mine.getByRole('button', { name: 'Send Message' }).click();
    await expect(mine.getByText('Please enter a message')).toBeVisible();
    await mine.getByLabel('Message to customer').fill('Your driver will wait at exit 3 with a sign.');
    await mine.getByRole('button', { name: 'Send Message' }).click();
    await expect(mine.getByText('Message sent')).toBeVisible();

    const mail = await waitForMail(booking.email, /A message about your booking/);
    expect(mail.text).toContain('Your driver will wait at exit 3 with a sign.');
  });

  test('refunds a paid booking only after REFUND is typed, and the customer is told', async ({
    page,
    request,
  }) => {
    const booking = await createBooking(request, freshTag());
    const unpaid = await createBooking(request, booking.lastName);
    await pay(page, booking);
    await openDashboard(page);
    await search(page, booking.lastName);

    // Nothing was paid for the other one: the refusal shows in its card.
    const unpaidCard = card(page, unpaid);
    await unpaidCard.getByRole('button', { name: 'Refund' }).click();
    await page.getByLabel('Type REFUND to confirm').fill('REFUND');
    await page.getByRole('button', { name: 'Confirm Refund' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
      'This booking has no payment to refund',
    );
    await page.keyboard.press('Escape');
    await expect(unpaidCard.getByRole('alert')).toHaveText('This booking has no payment to refund');

    const mine = card(page, booking);
    await mine.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$189.05');
    const word = dialog.getByLabel('Type REFUND to confirm');
    await expect(word).toBeFocused();
    const confirm = dialog.getByRole('button', { name: 'Confirm Refund' });
    await expect(confirm).toBeDisabled();
    await word.fill('refund');
    await expect(confirm).toBeDisabled();
    await word.fill('REFUND');
    await expect(confirm).toBeEnabled();
    await confirm.click();

    await expect(dialog).toBeHidden();
    await expect(mine.getByText('Refunded: $189.05')).toBeVisible();
    await expect(chips(page)).toHaveText(['All (2)', 'Pending (1)', 'Refunded (1)']);
    const mail = await waitForMail(booking.email, /Refund for your booking/);
    expect(mail.text).toContain('$189.05');
    expect(mailTo(booking.email).filter((m) => /Refund/.test(m.subject))).toHaveLength(1);
  });

  test('has no serious or critical axe violations, with a card being edited', async ({ page, request }) => {
    const booking = await createBooking(request, freshTag());
    await openDashboard(page);
    await search(page, booking.lastName);
    const mine = card(page, booking);
    await mine.getByLabel('Enable Editing').check();
    await mine.getByText('History').click();
    await expect(mine.getByText('Events')).toBeVisible();

    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(severe).toEqual([]);
  });
});
