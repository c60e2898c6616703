import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import {
  bookingCards,
  bookTransfer,
  CARDS,
  checkMyBookingPath,
  expect,
  lastBookingId,
  payWithCard,
  test,
} from './fixtures';
import type { ReceivedMail } from './inbox';

/** The manage link of an e-mail, as a path the test's server answers ('/manage-booking/ID?token=…'). */
function manageLink(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s]+\/manage-booking\/[A-Z0-9]+\?token=[A-Za-z0-9_-]+/.exec(mail.text);
  expect(link, 'the e-mail carries a manage link').not.toBeNull();
  const url = new URL(link?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}

/** A paid arrival to Tulum for 2 ($199), `daysAhead` days from today, booked and paid in the browser. */
async function paidArrival(
  page: Page,
  inbox: { waitFor: (to: string, subject?: RegExp) => Promise<ReceivedMail> },
  daysAhead: number,
) {
  const traveller = await bookTransfer(page, { daysAhead });
  await payWithCard(page, CARDS.pays);
  await expect(page.getByText('Payment Successful')).toBeVisible();
  const receipt = await inbox.waitFor(traveller.email, /Payment received/);
  return { traveller, link: manageLink(receipt), id: receipt.bookingId };
}

test.describe('travellers manage their own booking', () => {
  test("from the e-mail's link to a saved change, with the 'updated' e-mail", async ({ page, inbox }) => {
    const { traveller, link, id } = await paidArrival(page, inbox, 20);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Manage Your Booking' })).toBeVisible();
    await expect(
      page.getByText('To change the route or the number of passengers, please contact us.'),
    ).toBeVisible();
    await page.getByLabel('Flight Number').fill('DL 42');
    await page.getByLabel('Child Seats').selectOption('2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page.getByText('American Airlines DL 42')).toBeVisible();
    const updated = await inbox.waitFor(traveller.email, new RegExp(`Booking ${id} updated`));
    expect(updated.text).toContain('Flight Number: AA1234 → DL 42');
    expect(updated.text).toContain('Child Seats: None → 2');
  });

  test('cancels from the link with the 95% refund 30 days or more ahead', async ({ page, inbox }) => {
    const { traveller, link } = await paidArrival(page, inbox, 40);
    await page.goto(link);
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(page.getByText('You will be refunded $189.05 (95% of $199).')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, Cancel Booking' }).click();
    await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    const refund = await inbox.waitFor(traveller.email, /Refund for your booking/);
    expect(refund.text).toContain('$189.05');
  });

  test("the lookup's 'Manage Booking' opens the booking in the same tab, and 'Book Your Return' the way back", async ({
    page,
    inbox,
  }) => {
    const { traveller } = await paidArrival(page, inbox, 20);
    await page.goto(checkMyBookingPath(traveller));
    await bookingCards(page).first().getByRole('link', { name: 'Manage Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Your Booking' })).toBeVisible();
    await expect(
      page.getByText('Your ride is less than 30 days away, so no refund is due under our terms.'),
    ).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(
      page.getByText('Your ride is less than 30 days away, so no refund is due under our terms.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Keep My Booking' }).click();

    await page.getByRole('link', { name: 'Book Your Return' }).click();
    await expect(page).toHaveURL('/booking');
    await expect(page.getByLabel('Hotel/AirBNB/Stay Name or Address')).toHaveValue('Hotel Riu Palace');
    await expect(page.getByLabel('Last Name')).toHaveValue(traveller.lastName);
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(traveller.email);
    await expect(page.getByLabel('Flight Date')).toHaveValue('');
    await expect(page.getByLabel('Flight Time')).toHaveValue('');
    await expect(page.getByLabel('Pickup Time')).toBeVisible();
    await expect(page.getByText('Tulum → Cancun Airport').first()).toBeVisible();
  });

  test("without a link or a lookup, 'Find My Booking' asks for the e-mail and last name", async ({
    browser,
    bookedTransfer,
  }) => {
    const booked = await bookedTransfer();
    // A fresh browser: no lookup in this tab, no booking made here.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/manage-booking/${booked.id}`);
    await page.getByRole('main').getByLabel('Email').fill(booked.email);
    await page.getByLabel('Last Name').fill('Wrong');
    await page.getByRole('button', { name: 'Find My Booking' }).click();
    await expect(page.getByRole('alert')).toHaveText('Booking not found');
    await page.getByLabel('Last Name').fill(booked.lastName);
    await page.getByRole('button', { name: 'Find My Booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${booked.id}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expect(
      page.getByText('This booking has not been paid, so cancelling it costs nothing.'),
    ).toBeVisible();
    await context.close();
  });

  test('the manage page has no serious accessibility violations (axe-core)', async ({ page }) => {
    await bookTransfer(page, { daysAhead: 20 });
    const id = await lastBookingId(page);
    await page.goto(`/manage-booking/${id}`);
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await expectNoSeriousAxeViolations(page, 'Manage Booking');
  });
});
