import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';
import { defaultManifestDate } from '../../src/domain/manifest-day';
import { readCsvRecords } from '../../src/testing/server/csv-reader';
import { expectNoSeriousAxeViolations } from './axe';
import { bookTransfer, CARDS, expect, freshLastName, payWithCard, type Traveller, test } from './fixtures';

/**
 * The daily manifest and the CSV downloads in the browser. Tests run side by side on one database,
 * so each books its own traveller under a fresh last name and looks only for that traveller's rows.
 */

/** A paid arrival to Tulum at 14:30 Cancun time, a day far enough ahead that few other tests use it. */
async function paidArrival(page: Page): Promise<Traveller> {
  const traveller = await bookTransfer(page, {
    daysAhead: 200 + Math.floor(Math.random() * 100),
    lastName: freshLastName('Manifest'),
    hasBulkyLuggage: true,
  });
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
  return traveller;
}

async function csvOf(download: Download) {
  return readCsvRecords(await readFile(await download.path(), 'utf8'));
}

function rideRow(page: Page, traveller: Traveller) {
  return page.getByRole('row').filter({ hasText: traveller.lastName });
}

test.describe('the daily manifest', () => {
  test('opens from the dashboard on tomorrow, shows a paid ride of the chosen day and downloads it', async ({
    signedInAdmin: page,
  }) => {
    const traveller = await paidArrival(page);

    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Manifest' }).click();
    await expect(page).toHaveURL('/admin/manifest');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Manifest' })).toBeVisible();
    const date = page.getByLabel('Date');
    await expect(date).toHaveValue(defaultManifestDate(new Date()));

    await date.fill(traveller.flightDate);
    await expect(page).toHaveURL(`/admin/manifest?date=${traveller.flightDate}`);
    const row = rideRow(page, traveller);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText('2:30 PM');
    for (const text of [
      'Arrival',
      'Cancun Airport → Tulum',
      'AA1234',
      'Hotel Riu Palace',
      '+1 555 123 4567',
    ]) {
      await expect(row).toContainText(text);
    }
    await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');
    await expect(page.getByText(/: \d+ rides?$/)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`manifest-${traveller.flightDate}.csv`);
    const mine = (await csvOf(download)).filter((record) => record.Traveller === `Ana ${traveller.lastName}`);
    expect(mine).toEqual([
      expect.objectContaining({
        Date: traveller.flightDate,
        'Time (Cancun time)': '14:30',
        Service: 'Arrival',
        From: 'Cancun Airport',
        To: 'Tulum',
        Passengers: '2',
        'Bulky luggage': 'Yes',
        'Flight number': 'AA1234',
        Hotel: 'Hotel Riu Palace',
        // A leading + would make a spreadsheet read the phone number as a formula.
        Phone: "'+1 555 123 4567",
        Status: 'Paid',
      }),
    ]);
  });

  test('prints only the table: no site header, footer, contact form or buttons on paper', async ({
    signedInAdmin: page,
  }) => {
    const traveller = await paidArrival(page);
    await page.goto(`/admin/manifest?date=${traveller.flightDate}`);
    await expect(rideRow(page, traveller)).toHaveCount(1);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Download CSV' })).toBeHidden();
    await expect(page.getByLabel('Date')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Manifest' })).toBeVisible();
    await expect(rideRow(page, traveller)).toBeVisible();
  });

  test('says No rides on this day for an empty day', async ({ signedInAdmin: page }) => {
    // Bookings are made at most a year ahead; nothing is ever on a day ten years out.
    const empty = addCancunDays(cancunToday(new Date()), 3650);
    await page.goto(`/admin/manifest?date=${empty}`);
    await expect(page.getByText('No rides on this day')).toBeVisible();
  });

  test('has no serious or critical axe violations, with rides shown', async ({ signedInAdmin: page }) => {
    const traveller = await paidArrival(page);
    await page.goto(`/admin/manifest?date=${traveller.flightDate}`);
    await expect(rideRow(page, traveller)).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, 'the manifest');
  });
});

test.describe("the dashboard's Download CSV", () => {
  test('downloads every booking of the current search and status filter', async ({ signedInAdmin: page }) => {
    const paid = await paidArrival(page);
    // A second booking of the same traveller's name, left unpaid.
    const pending = await bookTransfer(page, { lastName: paid.lastName, daysAhead: 30 });

    await page.goto('/admin/dashboard');
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('search') === paid.lastName,
    );
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(paid.lastName);
    await answered;
    await expect(page.getByRole('list', { name: 'Bookings' }).locator(':scope > li')).toHaveCount(2);

    const all = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const allRows = await csvOf(await all);
    expect(allRows.map((row) => [row['Last name'], row.Status, row.Email]).sort()).toEqual(
      [
        [paid.lastName, 'Paid', paid.email],
        [pending.lastName, 'Pending', pending.email],
      ].sort(),
    );
    expect((await all).suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.csv$/);

    await page
      .getByRole('group', { name: 'Filter by status' })
      .getByRole('button', { name: 'Pending (1)' })
      .click();
    await expect(page.getByRole('list', { name: 'Bookings' }).locator(':scope > li')).toHaveCount(1);
    const pendingOnly = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    expect((await csvOf(await pendingOnly)).map((row) => row.Email)).toEqual([pending.email]);
  });
});

test.describe('the manifest signed out', () => {
  test('sends a visitor to the admin login, and its API refuses them', async ({ page }) => {
    await page.goto('/admin/manifest');
    await expect(page).toHaveURL('/admin');
    const response = await page.request.get('/api/admin/manifest.csv');
    expect(response.status()).toBe(401);
  });
});
