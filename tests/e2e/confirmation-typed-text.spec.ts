import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';
import { signInAsAdmin } from './accounts';
import { expect, fillDetails, fillQuickForm, lastBookingId, type Traveller, uniqueEmail } from './fixtures';
import { testOnOwnServer } from './own-server';

/**
 * The confirmation page of a booking whose every text was typed to break a page: markup, quotes, '&', an
 * arrow, a closing script tag and an emoji, in the traveller's names, hotel and special instructions and
 * in the operator's meeting points. The browser that booked gets it rendered by the server (decision 042):
 * 200, every text shown as typed, nothing of it run, and the page hydrated (its copy button works). On a
 * server of the spec's own: the meeting points are the whole site's, and flight-aware.spec.ts saves them
 * on the shared server.
 */
const test = testOnOwnServer({});

/** Typed to break a page; short enough for a name (100 characters) with its tag. */
const typed = (what: string) => `${what} -> <b>"x"</b> & it's </script><script>window.__typed=1</script> 🧳`;

const MEETING_POINTS = {
  'Meeting point at Terminal 2': typed('T2'),
  'Meeting point at Terminal 3': typed('T3'),
  'Meeting point at Terminal 4': typed('T4'),
  'Meeting point when the terminal is not known': typed('Meet'),
};

test('a booking of hostile text: its confirmation page answers 200, shows every text as typed and runs none', async ({
  page: admin,
  browser,
  baseURL,
}) => {
  // A sign-in, a save, a booking through the forms and a page in a second browser.
  test.setTimeout(90_000);
  await signInAsAdmin(admin);
  await admin.goto('/admin/meeting-points');
  for (const [label, text] of Object.entries(MEETING_POINTS)) await admin.getByLabel(label).fill(text);
  await admin.getByRole('button', { name: 'Save Meeting Points' }).click();
  await expect(admin.getByText('Meeting points saved.')).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const traveller: Traveller = {
    serviceType: 'arrival',
    place: 'Tulum',
    passengers: 2,
    daysAhead: 12,
    flightTime: '14:30',
    firstName: typed('Ana'),
    lastName: typed('López'),
    email: uniqueEmail(),
    hasBulkyLuggage: false,
    flightDate: addCancunDays(cancunToday(new Date()), 12),
  };
  await fillQuickForm(page, traveller);
  await fillDetails(page, traveller);
  await page.getByLabel('Hotel/AirBNB/Stay Name or Address').fill(typed('Hotel'));
  await page.getByLabel('Reservation Name').fill(typed('Stay'));
  await page.getByLabel('Special Instructions').fill(typed('2 bags'));
  await page.getByLabel('Terminal').selectOption({ label: 'Terminal 2' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  const id = await lastBookingId(page);

  const response = await page.goto(`/booking-confirmation/${id}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  // Rendered by the server with the booking in it, every text escaped.
  expect(html).not.toContain('Loading your booking...');
  expect(html).not.toContain('<script>window.__typed=1</script>');
  expect(html).not.toContain('<b>"x"</b>');

  await expect(page.getByText(`Thank you, ${typed('Ana')}. Your transfer is booked.`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Booking Details' });
  await expect(details.getByText(`${typed('Ana')} ${typed('López')}`, { exact: true })).toBeVisible();
  await expect(details.getByText(typed('Hotel'), { exact: true })).toBeVisible();
  await expect(details.getByText(typed('2 bags'), { exact: true })).toBeVisible();
  await expect(details.getByText(traveller.email, { exact: true })).toBeVisible();
  const instructions = page.getByRole('region', { name: 'Arrival Instructions' });
  await expect(instructions.getByText(`Where your driver waits: ${typed('T2')}`)).toBeVisible();

  // Hydrated where it stood: the copy button works, and nothing typed ran or broke the page.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy booking ID' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  expect(await page.evaluate(() => (window as { __typed?: number }).__typed)).toBeUndefined();
  expect(await page.locator('#root b').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
