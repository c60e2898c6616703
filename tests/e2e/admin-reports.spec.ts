import { readFile } from 'node:fs/promises';
import { defaultReportRange } from '../../src/domain/reports';
import { readCsvRecords } from '../../src/testing/server/csv-reader';
import { expectNoSeriousAxeViolations } from './axe';
import { bookTransfer, CARDS, expect, freshLastName, payWithCard, test } from './fixtures';

/**
 * The Reports page in the browser. Tests share one database, so the figures here are whatever
 * every test has paid so far: these checks look for a payment made now under its ride's day and route
 * (every figure counts on the ride's day), and the exact sums are the server tests'
 * (src/server/admin/reports).
 */
test.describe('the reports page', () => {
  test("opens from the Admin menu on this month, counts a payment on its ride's day and downloads the figures", async ({
    signedInAdmin: page,
  }) => {
    const { flightDate: rideDay } = await bookTransfer(page, { lastName: freshLastName('Report') });
    await payWithCard(page, CARDS.pays);
    await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });

    await page.goto('/admin/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL('/admin/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const month = defaultReportRange(new Date());
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(month.from);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(month.to);

    const totals = page.getByLabel('Totals');
    await expect(totals.getByRole('term')).toHaveText([
      'Bookings',
      'Rides',
      'Revenue',
      'Refunds',
      'Net',
      'Provider Cost',
      'Margin',
    ]);
    await expect(totals.getByRole('definition').nth(2)).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(page.getByText(/counted on the day of the ride in Cancun time/)).toBeVisible();

    // The ride is ten days ahead: a range up to its day holds its payment.
    const range = { from: month.from, to: rideDay };
    await page.goto(`/admin/reports?from=${range.from}&to=${range.to}`);
    const perRoute = page.getByRole('table', { name: 'Per route' });
    await expect(perRoute.getByRole('row').filter({ hasText: 'Cancun Airport → Tulum' })).toHaveCount(1);
    const ridesDay = page
      .getByRole('table', { name: 'Daily figures' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: rideDay }) });
    const ridesDayBookings = Number(await ridesDay.getByRole('cell').first().textContent());
    expect(ridesDayBookings).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('daily-chart').locator('rect').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('reports.png'), fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`report-${range.from}-to-${range.to}.csv`);
    const rows = readCsvRecords(await readFile(await file.path(), 'utf8'));
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Date',
      'Bookings',
      'Rides',
      'Revenue',
      'Refunds',
      'Net',
      'Provider Cost',
      'Margin',
    ]);
    expect(rows.at(-1)?.Date).toBe('Total');
    expect(rows.find((row) => row.Date === rideDay)?.Revenue).toMatch(/^[1-9][\d]*\.\d{2}$/);
  });

  test('says what is wrong with a range it cannot report, and has no serious or critical axe violations', async ({
    signedInAdmin: page,
  }) => {
    await page.goto('/admin/reports?from=2026-01-01&to=2026-01-31');
    await expect(page.getByRole('table', { name: 'Daily figures' })).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('2025-12-01');
    await expect(page.getByRole('alert')).toHaveText('The start date must not be after the end date');
    await expect(page).toHaveURL('/admin/reports?from=2026-01-01&to=2026-01-31');

    await expectNoSeriousAxeViolations(page, 'the Reports page');
  });
});
