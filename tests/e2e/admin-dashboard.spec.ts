import type { Locator, Page } from '@playwright/test';
import { APP_LOAD_TIMEOUT } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchBox, searchDashboard } from './dashboard';
import { type BookedTransfer, CARDS, expect, freshLastName, payWithCard, test } from './fixtures';

/**
 * The admin dashboard in the browser. Tests run side by side on one database, so each one makes
 * its own bookings through the public API under a fresh last name, and searches for that name: the list,
 * the chips and the counts then hold only that test's bookings.
 */

async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(
    APP_LOAD_TIMEOUT,
  );
}

/** Pays a booking on the demo checkout with the card that always pays. */
async function pay(page: Page, booking: BookedTransfer) {
  expect(booking.checkoutUrl).toBeTruthy();
  const url = new URL(booking.checkoutUrl as string);
  await page.goto(url.pathname + url.search);
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
}

function cards(page: Page): Locator {
  return page.getByRole('list', { name: 'Bookings' }).locator(':scope > li');
}

function card(page: Page, booking: BookedTransfer): Locator {
  return bookingCardIn(page.getByRole('list', { name: 'Bookings' }), booking.id);
}

function chips(page: Page): Locator {
  return page.getByRole('group', { name: 'Filter by status' }).getByRole('button');
}

test.describe('the admin dashboard', () => {
  test('shows its texts, the chips with their counts, a status filter and No bookings found', async ({
    signedInAdmin: page,
    bookedTransfer,
  }) => {
    const tag = freshLastName('Dash');
    const paid = await bookedTransfer({ lastName: tag });
    await bookedTransfer({ lastName: tag });
    await bookedTransfer({ lastName: tag });
    await pay(page, paid);

    await openDashboard(page);
    await expect(page.getByText('Manage transportation bookings')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Data' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search bookings...');

    await searchDashboard(page, tag);
    await expect(cards(page)).toHaveCount(3);
    await expect(chips(page)).toHaveText(['All (3)', 'Paid (1)', 'Pending (2)']);
    await expect(chips(page).first()).toHaveAttribute('aria-pressed', 'true');

    await chips(page).filter({ hasText: 'Paid (1)' }).click();
    await expect(chips(page).filter({ hasText: 'Paid (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, paid)).toBeVisible();
    await expect(page.getByText('Page 1 of 1')).toBeVisible();

    await chips(page).filter({ hasText: 'All (3)' }).click();
    await searchDashboard(page, `${tag}zz`);
    await expect(page.getByText('No bookings found')).toBeVisible();
  });

  test('applies the search only once typing stops', async ({ signedInAdmin: page, bookedTransfer }) => {
    const tag = freshLastName('Dash');
    const booking = await bookedTransfer({ lastName: tag });
    await openDashboard(page);
    await expect(page.getByRole('button', { name: /^All \(/ })).toBeVisible();

    const searched: string[] = [];
    page.on('request', (sent) => {
      const term = new URL(sent.url()).searchParams.get('search');
      if (sent.url().includes('/api/admin/bookings?') && term !== null) searched.push(term);
    });
    const whole = page.waitForRequest((sent) => new URL(sent.url()).searchParams.get('search') === tag);
    // The page's clock stands still while the keys are pressed, so that however slow the machine, they
    // all come inside the 300 ms delay: no partial term may be searched. Then 299 ms pass, no search yet,
    // and one more, the whole term's.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await searchBox(page).pressSequentially(tag);
    await page.clock.runFor(299);
    expect(searched).toEqual([]);
    await page.clock.runFor(1);
    // Wait for the whole term's request itself: on a young database the list may already show one card
    // before any search was sent.
    await whole;
    await page.clock.resume();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, booking)).toBeVisible();
    expect(searched).toEqual([tag]);
  });

  test('pages through more than 50 bookings', async ({ signedInAdmin: page, bookedTransfer }) => {
    test.setTimeout(120_000);
    const tag = freshLastName('Dash');
    for (let batch = 0; batch < 55; batch += 11) {
      await Promise.all(Array.from({ length: 11 }, () => bookedTransfer({ lastName: tag })));
    }
    await openDashboard(page);
    await searchDashboard(page, tag);

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
    signedInAdmin: page,
    bookedTransfer,
  }) => {
    const booking = await bookedTransfer();
    await openDashboard(page);
    await searchDashboard(page, booking.lastName);
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
    await searchDashboard(page, booking.lastName);
    const reloaded = card(page, booking);
    await expect(reloaded.getByText('Luis Pech')).toBeVisible();
    await expect(reloaded.getByText('Caribe Vans')).toBeVisible();
  });

  test('saves a status on change with a Saved mark for 2 seconds', async ({
    signedInAdmin: page,
    bookedTransfer,
  }) => {
    const booking = await bookedTransfer();
    // The page's timers run on a clock the test can move on (the Saved mark's two seconds).
    await page.clock.install();
    await openDashboard(page);
    await searchDashboard(page, booking.lastName);
    const mine = card(page, booking);

    await mine.getByLabel('Status').selectOption('confirmed');
    await expect(mine.getByText('Saved', { exact: true })).toBeVisible();
    await expect(mine.getByLabel('Status')).toHaveValue('confirmed');
    await expect(chips(page)).toHaveText(['All (1)', 'Confirmed (1)']);
    await page.clock.runFor(2_000);
    await expect(mine.getByText('Saved', { exact: true })).toBeHidden();

    await mine.getByText('History').click();
    await expect(mine.getByText(/Updated: status: pending → confirmed by admin@example\.com/)).toBeVisible();
  });

  test('sends a message to the customer, who receives it', async ({
    signedInAdmin: page,
    bookedTransfer,
    inbox,
  }) => {
    const booking = await bookedTransfer();
    await openDashboard(page);
    await searchDashboard(page, booking.lastName);
    const mine = card(page, booking);

    await mine.getByRole('button', { name: 'Send Message' }).click();
    await expect(mine.getByText('Please enter a message')).toBeVisible();
    await mine.getByLabel('Message to customer').fill('Your driver will wait at exit 3 with a sign.');
    await mine.getByRole('button', { name: 'Send Message' }).click();
    await expect(mine.getByText('Message sent')).toBeVisible();

    const mail = await inbox.waitFor(booking.email, /A message about your booking/);
    expect(mail.text).toContain('Your driver will wait at exit 3 with a sign.');
  });

  test('refunds a paid booking only after REFUND is typed, and the customer is told', async ({
    signedInAdmin: page,
    bookedTransfer,
    inbox,
  }) => {
    const booking = await bookedTransfer();
    const unpaid = await bookedTransfer({ lastName: booking.lastName });
    await pay(page, booking);
    await openDashboard(page);
    await searchDashboard(page, booking.lastName);

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
    const mail = await inbox.waitFor(booking.email, /Refund for your booking/);
    expect(mail.text).toContain('$189.05');
    expect(inbox.to(booking.email).filter((m) => /Refund/.test(m.subject))).toHaveLength(1);
  });

  test('has no serious or critical axe violations, with a card being edited', async ({
    signedInAdmin: page,
    bookedTransfer,
  }) => {
    const booking = await bookedTransfer();
    await openDashboard(page);
    await searchDashboard(page, booking.lastName);
    const mine = card(page, booking);
    await mine.getByLabel('Enable Editing').check();
    await mine.getByText('History').click();
    await expect(mine.getByText('Events')).toBeVisible();

    await expectNoSeriousAxeViolations(page, 'the dashboard with a card open');
  });
});
