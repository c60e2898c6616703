import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import {
  type BookedTransfer,
  CARDS,
  expect,
  fillDetails,
  fillQuickForm,
  freshLastName,
  lastBookingId,
  payWithCard,
  test,
  uniqueEmail,
} from './fixtures';
import type { ReceivedMail } from './inbox';

/**
 * In the browser: an arrival says its terminal and the confirmation page tells it where the driver
 * waits there (the operator's text); an operator's 'Flight Delayed' moves the landing the provider's page
 * and the traveller's manage page show, with the free wait after it; a landing after midnight is pointed
 * out on the booking step.
 */

const DRIVER = {
  name: 'Efraín Poot',
  phone: '+52 998 123 4567',
  vehicle: 'Toyota Hiace, white',
  plate: 'YUC-1234',
};

/** The path of the first link in a mail's text that matches, as the test's server answers it. */
function linkIn(mail: ReceivedMail, pattern: RegExp): string {
  const found = pattern.exec(mail.text);
  expect(found, `a link in '${mail.subject}'`).not.toBeNull();
  const url = new URL(found?.[0] ?? '');
  return `${url.pathname}${url.search}`;
}

/** Pays a booking on the demo checkout with the card that always pays. */
async function pay(page: Page, booking: BookedTransfer) {
  const url = new URL(booking.checkoutUrl as string);
  await page.goto(url.pathname + url.search);
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
}

/** 'Saturday, March 2, 2030' for a yyyy-MM-dd date: how the notice names the day. */
function dayText(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

test("an arrival's terminal on the booking step, and its meeting point on the confirmation page", async ({
  page,
  signedInAdmin: admin,
}) => {
  test.setTimeout(90_000);
  // The operator words where drivers wait at Terminal 3 (no other journey books that terminal).
  const meetingPoint = `Terminal 3: outside door ${randomUUID().slice(0, 6)}, under the blue sign.`;
  await admin.goto('/admin/meeting-points');
  // The first admin screen of the test loads its scripts: on a busy machine that takes a while.
  await expect(admin.getByRole('heading', { level: 1, name: 'Meeting Points' })).toBeVisible({
    timeout: 15_000,
  });
  for (const label of [
    'Meeting point at Terminal 2',
    'Meeting point at Terminal 4',
    'Meeting point when the terminal is not known',
  ])
    await expect(admin.getByLabel(label)).not.toHaveValue('');
  await admin.getByLabel('Meeting point at Terminal 3').fill(meetingPoint);
  await admin.getByRole('button', { name: 'Save Meeting Points' }).click();
  await expect(admin.getByText('Meeting points saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'the Meeting Points page');
  // The Admin menu leads there.
  await admin.goto('/admin/dashboard');
  await admin.getByRole('button', { name: 'Admin' }).click();
  await admin.getByRole('link', { name: 'Meeting Points' }).click();
  await expect(admin).toHaveURL('/admin/meeting-points');

  // A traveller books an arrival at Terminal 3 and pays.
  const traveller = {
    serviceType: 'arrival' as const,
    place: 'Tulum' as const,
    passengers: 2,
    daysAhead: 12,
    flightTime: '14:30',
    firstName: 'Ana',
    lastName: freshLastName('Terminal'),
    email: uniqueEmail(),
    hasBulkyLuggage: false,
  };
  await fillQuickForm(page, traveller);
  const terminal = page.getByLabel('Terminal');
  await expect(terminal.getByRole('option')).toHaveText([
    'Terminal 2',
    'Terminal 3',
    'Terminal 4',
    'Not sure',
  ]);
  await expect(terminal).toHaveValue('');
  await fillDetails(page, { ...traveller, flightDate: addCancunDays(cancunToday(new Date()), 12) });
  await terminal.selectOption({ label: 'Terminal 3' });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });

  const id = await lastBookingId(page);
  await page.goto(`/booking-confirmation/${id}`);
  await expect(page.getByRole('heading', { name: 'Booking Successful' })).toBeVisible();
  const instructions = page.getByRole('region', { name: 'Arrival Instructions' });
  await expect(instructions.getByText(`Where your driver waits: ${meetingPoint}`)).toBeVisible();
  await expect(page.getByText('Terminal', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    'Terminal 3',
  );
});

test("an operator's 'Flight Delayed' reaches the provider's page and the traveller's manage page", async ({
  signedInAdmin: admin,
  bookedTransfer,
  browser,
  inbox,
}) => {
  // Two browsers and several e-mails: slow on a busy machine.
  test.setTimeout(150_000);
  const company = `Vans ${freshLastName('Delay')}`;
  const dispatchEmail = `dispatch-${randomUUID()}@example.com`;
  await admin.goto('/admin/providers');
  await admin.getByLabel('Company Name').fill(company);
  await admin.getByLabel('Dispatch Email').fill(dispatchEmail);
  await admin.getByLabel('Phone').fill('+52 984 555 0101');
  await admin.getByLabel('Cost for Cancun Airport → Tulum').fill('130');
  await admin.getByRole('button', { name: 'Add Provider' }).click();
  await expect(admin.getByText('Provider added.')).toBeVisible();

  // A paid arrival landing at 2:30 PM in five days, offered to the provider, who accepts it.
  const booking = await bookedTransfer({ lastName: freshLastName('Delayed'), daysAhead: 5 });
  await pay(admin, booking);
  await admin.goto('/admin/dashboard');
  await searchDashboard(admin, booking.lastName);
  const card = bookingCardIn(admin.getByRole('list', { name: 'Bookings' }), booking.id);
  await card.getByText('Dispatch', { exact: true }).click();
  await card.getByRole('button', { name: 'Dispatch to Provider' }).click();
  await card.getByLabel('Provider', { exact: true }).selectOption({ label: company });
  await card.getByRole('button', { name: 'Send Offer' }).click();
  await expect(card.getByText(`Offer sent to ${company}`)).toBeVisible();

  const offer = await inbox.waitFor(dispatchEmail, new RegExp(`^Ride offer ${booking.id}: `));
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const provider = await phone.newPage();
  await provider.goto(linkIn(offer, /https?:\/\/\S+\/provider\/rides\/[A-Za-z0-9_-]+/));
  await expect(provider.getByRole('heading', { level: 1, name: `Ride ${booking.id}` })).toBeVisible();
  await provider.getByLabel('Driver Name').fill(DRIVER.name);
  await provider.getByLabel('Driver Phone').fill(DRIVER.phone);
  await provider.getByLabel('Vehicle').fill(DRIVER.vehicle);
  await provider.getByLabel('Plate Number').fill(DRIVER.plate);
  await provider.getByRole('button', { name: 'Accept Ride' }).click();
  await expect(provider.getByRole('region', { name: 'Traveller' })).toBeVisible();
  const fact = (label: string) =>
    provider.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  await expect(fact('Flight status')).toHaveText('Scheduled 2:30 PM');
  await expect(fact('Instructions')).toHaveText(
    new RegExp(
      `^Meet the traveller at .*\\. Hold a sign with '${booking.lastName} · [A-Z][a-z]+ [A-Z][a-z]+'\\. Wait until 3:30 PM\\.$`,
    ),
  );
  // Five days ahead no mark can be true yet: the page says from when, two hours before the landing.
  const meetingPointFrom = (time: string) =>
    provider.getByText(
      `Driver at Meeting Point can be marked from ${dayText(booking.flightDate)} at ${time} (Cancun time).`,
    );
  await expect(meetingPointFrom('12:30 PM')).toBeVisible();
  await expect(provider.getByRole('button', { name: 'Driver at Meeting Point' })).toHaveCount(0);

  // The operator hears the flight is 45 minutes late.
  await admin.reload();
  await searchDashboard(admin, booking.lastName);
  await card.getByRole('button', { name: 'Flight Delayed' }).click();
  const expected = card.getByLabel('Expected Landing');
  await expect(expected).toHaveValue(/T14:30$/);
  const landing = (await expected.inputValue()).replace(/T14:30$/, 'T15:15');
  await expected.fill(landing);
  await card.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    card.getByText('Scheduled 2:30 PM · Expected 3:15 PM (+45 min)', { exact: true }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'the dashboard with a delayed flight');

  // The provider is told, and the page shows it (the tab comes back to the front).
  const moved = await inbox.waitFor(dispatchEmail, new RegExp(`^Ride ${booking.id}: flight now expected`));
  expect(moved.subject).toBe(`Ride ${booking.id}: flight now expected at 3:15 PM`);
  await provider.reload();
  await expect(fact('Flight status')).toHaveText('Scheduled 2:30 PM · Expected 3:15 PM (+45 min)');
  await expect(fact('Instructions')).toHaveText(/Wait until 4:15 PM\.$/);
  await expect(meetingPointFrom('1:15 PM')).toBeVisible();
  await phone.close();

  // The traveller is told too, and the manage page shows the delay and the driver's free wait after it.
  const told = await inbox.waitFor(booking.email, /^Your pickup has moved to/);
  expect(told.subject).toBe('Your pickup has moved to 3:15 PM');
  const receipt = await inbox.waitFor(booking.email, /Payment received/);
  const manage = await browser.newContext();
  const page = await manage.newPage();
  await page.goto(linkIn(receipt, /https?:\/\/\S+\/manage-booking\/[A-Z0-9]+\?token=[A-Za-z0-9_-]+/));
  const pickup = page.getByRole('region', { name: 'Your Pickup at the Airport' });
  // A fresh browser loads the page's scripts first: on a busy machine that takes a while.
  await expect(pickup.getByText('Scheduled 2:30 PM · Expected 3:15 PM (+45 min)')).toBeVisible({
    timeout: 15_000,
  });
  await expect(pickup.getByText('Your driver waits until 4:15 PM')).toBeVisible();
  await manage.close();
});

test('an arrival landing after midnight is pointed out on the booking step, and still books', async ({
  page,
}) => {
  await fillQuickForm(page, { serviceType: 'arrival', place: 'Cancun', passengers: 1 });
  const date = page.getByLabel('Flight Date');
  const flightDate = addCancunDays(cancunToday(new Date()), 20);
  await date.fill(flightDate);
  const time = page.getByLabel('Flight Time');
  await time.fill('14:30');
  const notice = `Your flight lands after midnight, on ${dayText(flightDate)}. Please check the date.`;
  await expect(page.getByText(notice)).toHaveCount(0);
  await time.fill('00:45');
  const flightFields = page.getByRole('group', { name: 'Flight Details' });
  await expect(flightFields.getByText(notice)).toBeVisible();
  await time.fill('06:00');
  await expect(page.getByText(notice)).toHaveCount(0);

  // A notice, not a refusal: the booking goes to the checkout with the time as typed.
  await fillDetails(page, {
    serviceType: 'arrival',
    place: 'Cancun',
    passengers: 1,
    daysAhead: 20,
    flightDate,
    flightTime: '02:10',
    firstName: 'Ana',
    lastName: freshLastName('Night'),
    email: uniqueEmail(),
    hasBulkyLuggage: false,
  });
  await expect(flightFields.getByText(notice)).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();

  // A departure at night is not asked about midnight, nor its terminal.
  await fillQuickForm(page, { serviceType: 'departure', place: 'Cancun', passengers: 1 });
  await page.getByLabel('Flight Date').fill(flightDate);
  await page.getByLabel('Flight Time').fill('01:30');
  await expect(page.getByText(/lands after midnight/)).toHaveCount(0);
  await expect(page.getByLabel('Terminal')).toHaveCount(0);
});
