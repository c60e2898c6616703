import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { addProvider, linkIn, pay } from './dispatching';
import { type BookedTransfer, expect, freshLastName, test } from './fixtures';

/**
 * In the browser: an operator keeps the dispatch board open while a provider accepts and marks a
 * ride on its own page, and sees each step arrive without reloading; then the provider's page shows the
 * month's statement, downloads it as CSV and PDF, and marks the month paid.
 */

const DRIVER = {
  name: 'Efraín Poot',
  phone: '+52 998 123 4567',
  vehicle: 'Toyota Hiace, white',
  plate: 'YUC-1234',
};

/** Offers the booking's ride to the provider from its card on the dashboard. */
async function offerRide(admin: Page, booking: BookedTransfer, company: string) {
  await admin.goto('/admin/dashboard');
  await searchDashboard(admin, booking.lastName);
  const card = bookingCardIn(admin.getByRole('list', { name: 'Bookings' }), booking.id);
  await card.getByText('Dispatch', { exact: true }).click();
  await card.getByRole('button', { name: 'Dispatch to Provider' }).click();
  await card.getByLabel('Provider', { exact: true }).selectOption({ label: company });
  await card.getByRole('button', { name: 'Send Offer' }).click();
  await expect(card.getByText(`Offer sent to ${company}`)).toBeVisible();
}

/** The provider's dispatcher, in a browser of its own, opens the ride's link and accepts it. */
async function acceptAsProvider(provider: Page, rideLink: string) {
  await provider.goto(rideLink);
  await provider.getByLabel('Driver Name').fill(DRIVER.name);
  await provider.getByLabel('Driver Phone').fill(DRIVER.phone);
  await provider.getByLabel('Vehicle').fill(DRIVER.vehicle);
  await provider.getByLabel('Plate Number').fill(DRIVER.plate);
  await provider.getByRole('button', { name: 'Accept Ride' }).click();
}

/** The provider marks a step of the ride on its page, and the page says so. */
async function markAsProvider(provider: Page, step: string) {
  await provider.getByRole('button', { name: step, exact: true }).click();
  await provider.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(provider.getByText(`Marked: ${step}`)).toBeVisible();
}

/** A ride's row on the open board, and its State cell. */
function boardRow(admin: Page, bookingId: string) {
  const row = admin
    .getByRole('table', { name: /^Rides on / })
    .getByRole('row', { name: new RegExp(bookingId) });
  return { row, state: row.getByRole('cell').last() };
}

test('the board shows a provider’s marks as they happen, and the month’s statement downloads and is paid', async ({
  signedInAdmin: admin,
  bookedTransfer,
  browser,
  inbox,
}) => {
  // Two browsers, four marks, two downloads and axe-core twice: slow on a busy machine.
  test.setTimeout(150_000);
  const company = `Vans ${freshLastName('Board')}`;
  const dispatchEmail = `dispatch-${randomUUID()}@example.com`;
  const providerPage = await addProvider(admin, company, dispatchEmail);

  // A paid arrival landing in 25 minutes (the driver's marks can be true during the test), offered to
  // the provider; the board shows the day of its landing in Cancun.
  const booking = await bookedTransfer({ lastName: freshLastName('Board'), minutesAhead: 25 });
  const day = booking.flightDate;
  await pay(admin, booking);
  await offerRide(admin, booking, company);
  const offer = await inbox.waitFor(dispatchEmail, new RegExp(`^Ride offer ${booking.id}: `));
  const rideLink = linkIn(offer, /https?:\/\/\S+\/provider\/rides\/[A-Za-z0-9_-]+/);

  // The operator opens the board on that day: the ride, offered, and the board live.
  await admin.goto(`/admin/dispatch?day=${day}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  await expect(admin.getByLabel('Day')).toHaveValue(day);
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const row = admin
    .getByRole('table', { name: /^Rides on / })
    .getByRole('row', { name: new RegExp(booking.id) });
  // The state's words come first; a ride this close may also be marked late (no provider yet).
  const state = row.getByRole('cell').last();
  await expect(state).toHaveText(/^Offer sent/);
  await expect(row).toContainText(company);
  await expect(row).toContainText(booking.lastName);
  await expect(row.getByRole('link', { name: booking.id })).toHaveAttribute(
    'href',
    `/admin/dashboard?search=${booking.id}`,
  );
  await expectNoSeriousAxeViolations(admin, 'the dispatch board');
  // Gone if the page reloads: the board must change in place.
  await admin.evaluate(() => {
    (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
  });

  // The provider's dispatcher, in a browser of its own, accepts and marks each step.
  const providerContext = await browser.newContext();
  const provider = await providerContext.newPage();
  await acceptAsProvider(provider, rideLink);
  // The contract: on an open board within 5 seconds (the expectations' own limit).
  await expect(state).toHaveText(/^Accepted/, { timeout: 5_000 });
  await expect(row).toContainText(DRIVER.name);

  for (const [step, words] of [
    ['Driver at Meeting Point', 'At meeting point'],
    ['Traveller on Board', 'On board'],
    ['Ride Completed', 'Completed'],
  ] as const) {
    await markAsProvider(provider, step);
    await expect(state, `the board after '${step}'`).toHaveText(new RegExp(`^${words}`), { timeout: 5_000 });
  }
  await providerContext.close();
  expect(
    await admin.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage),
  ).toBe(true);

  // The provider's page: the ride in its month's statement, at its cost.
  const month = day.slice(0, 7);
  await admin.goto(`${providerPage}?month=${month}`);
  await expect(admin.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(admin.getByLabel('Month')).toHaveValue(month);
  const statement = admin.getByRole('table', { name: /^Rides in / });
  await expect(statement.getByRole('row', { name: new RegExp(booking.id) })).toContainText('$130.00');
  await expect(statement.getByRole('row', { name: /Total/ })).toContainText('$130.00');
  await expectNoSeriousAxeViolations(admin, 'the provider’s page');

  const [csv] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download Statement (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^statement-.*-${month}\\.csv$`));
  const csvText = readFileSync((await csv.path()) as string, 'utf8');
  expect(csvText).toContain(booking.id);
  expect(csvText).toContain('130.00');

  const [pdf] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Download Statement (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^statement-.*-${month}\\.pdf$`));
  expect(
    readFileSync((await pdf.path()) as string)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The month paid, with the transfer's reference.
  await admin.getByLabel('Payment Reference').fill('SPEI 2030-17');
  await admin.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(admin.getByText(/^Paid on \d{4}-\d{2}-\d{2} \(SPEI 2030-17\)$/)).toBeVisible();
  await expect(admin.getByText('Changed after payment')).toHaveCount(0);
});

test('the board follows each day it is moved to, by Next Day, Previous Day and the Day field', async ({
  signedInAdmin: admin,
  bookedTransfer,
  browser,
  inbox,
}) => {
  // Two rides paid, offered and accepted, two provider pages, a dashboard edit: slow on a busy machine.
  test.setTimeout(150_000);
  const company = `Vans ${freshLastName('Days')}`;
  const dispatchEmail = `dispatch-${randomUUID()}@example.com`;
  await addProvider(admin, company, dispatchEmail);
  const today = cancunToday(new Date());

  // A board was open on this server before (it listens from then on), and is closed while the rides are
  // offered and the first one accepted.
  await admin.goto('/admin/dispatch');
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

  const providerContext = await browser.newContext();
  const rideLinkOf = async (booking: BookedTransfer) => {
    await pay(admin, booking);
    await offerRide(admin, booking, company);
    const offer = await inbox.waitFor(dispatchEmail, new RegExp(`^Ride offer ${booking.id}: `));
    return linkIn(offer, /https?:\/\/\S+\/provider\/rides\/[A-Za-z0-9_-]+/);
  };
  // The first ride lands in 25 minutes, so the provider may mark it (a mark waits for its time); its day is
  // today but for the last 25 minutes before Cancun's midnight. The second is on the day after the first's.
  const first = await bookedTransfer({ lastName: freshLastName('Days'), minutesAhead: 25 });
  const firstDay = first.flightDate;
  const nextDay = addCancunDays(firstDay, 1);
  const second = await bookedTransfer({
    lastName: freshLastName('Days'),
    daysAhead: firstDay === today ? 1 : 2,
  });
  const firstProvider = await providerContext.newPage();
  await acceptAsProvider(firstProvider, await rideLinkOf(first));
  await expect(firstProvider.getByRole('button', { name: 'Driver at Meeting Point' })).toBeVisible();
  const secondLink = await rideLinkOf(second);

  // The board opened on its first ride's day (today), with that ride accepted before the board opened.
  await admin.goto(firstDay === today ? '/admin/dispatch' : `/admin/dispatch?day=${firstDay}`);
  await expect(admin.getByLabel('Day')).toHaveValue(firstDay);
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const firstRow = boardRow(admin, first.id);
  await expect(firstRow.state).toHaveText(/^Accepted/);

  // 'Next Day': the other ride, offered; its acceptance arrives.
  await admin.getByRole('button', { name: 'Next Day' }).click();
  await expect(admin.getByLabel('Day')).toHaveValue(nextDay);
  const secondRow = boardRow(admin, second.id);
  await expect(secondRow.state).toHaveText(/^Offer sent/);
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const secondProvider = await providerContext.newPage();
  await acceptAsProvider(secondProvider, secondLink);
  await expect(secondRow.state, 'the acceptance on the day reached by Next Day').toHaveText(/^Accepted/, {
    timeout: 5_000,
  });

  // 'Previous Day': the first ride's mark arrives.
  await admin.getByRole('button', { name: 'Previous Day' }).click();
  await expect(admin.getByLabel('Day')).toHaveValue(firstDay);
  await expect(firstRow.state).toHaveText(/^Accepted/);
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  await markAsProvider(firstProvider, 'Driver at Meeting Point');
  await expect(firstRow.state, 'the mark on the day reached by Previous Day').toHaveText(
    /^At meeting point/,
    {
      timeout: 5_000,
    },
  );

  // The Day field: an admin's edit made in another tab, typed as hostile text, arrives as typed.
  await admin.getByLabel('Day').fill(nextDay);
  await expect(secondRow.state).toHaveText(/^Accepted/);
  await expect(admin.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
  const hostile = `O'Brien "<b>&</b>" </script> 🚐`;
  const dashboard = await admin.context().newPage();
  await dashboard.goto('/admin/dashboard');
  await searchDashboard(dashboard, second.id);
  const card = bookingCardIn(dashboard.getByRole('list', { name: 'Bookings' }), second.id);
  await card.getByLabel('Enable Editing').check();
  await card.getByLabel('Last name').fill(hostile);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByLabel('Last name')).toHaveCount(0);
  await dashboard.close();
  await expect(
    secondRow.row.getByRole('cell', { name: hostile, exact: true }),
    'the edit on the day typed into the Day field',
  ).toBeVisible({
    timeout: 5_000,
  });
  await providerContext.close();
});
