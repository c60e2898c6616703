import { randomUUID } from 'node:crypto';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { addProvider, linkIn, pay } from './dispatching';
import { expect, freshLastName, test } from './fixtures';

/**
 * In the browser: an operator adds a transport provider and offers it a paid ride; the provider
 * follows the link of the real offer e-mail on a phone, accepts with the driver's details and marks each
 * step; the traveller hears of the driver and of the driver waiting, and the manage page names the driver.
 */

const PHONE = { width: 390, height: 844 };
const DRIVER = {
  name: 'Efraín Poot',
  phone: '+52 998 123 4567',
  vehicle: 'Toyota Hiace, white',
  plate: 'YUC-1234',
};

test('an operator dispatches a paid ride and the provider follows it to the end from a phone', async ({
  signedInAdmin: admin,
  bookedTransfer,
  browser,
  inbox,
}) => {
  // Two browsers, seven e-mails and axe-core on three states: slow on a busy machine.
  test.setTimeout(150_000);
  const company = `Vans ${freshLastName('E2e')}`;
  const dispatchEmail = `dispatch-${randomUUID()}@example.com`;

  // The operator adds the provider, with what it is paid from the airport to Tulum.
  await addProvider(admin, company, dispatchEmail);
  const row = admin.getByRole('table', { name: 'Providers' }).getByRole('row', { name: new RegExp(company) });
  await expect(row).toContainText(dispatchEmail);
  await expectNoSeriousAxeViolations(admin, 'the Providers page');

  // A paid arrival landing in 25 minutes (the driver's marks can be true during the test; the offer's
  // default Respond By, 15 minutes from now, comes before it), offered to it from its card.
  const booking = await bookedTransfer({ lastName: freshLastName('Dispatch'), minutesAhead: 25 });
  await pay(admin, booking);
  await admin.goto('/admin/dashboard');
  await searchDashboard(admin, booking.lastName);
  const card = bookingCardIn(admin.getByRole('list', { name: 'Bookings' }), booking.id);
  await card.getByText('Dispatch', { exact: true }).click();
  await card.getByRole('button', { name: 'Dispatch to Provider' }).click();
  await card.getByLabel('Provider', { exact: true }).selectOption({ label: company });
  await expect(card.getByLabel('Provider Cost')).toHaveValue('130');
  await expect(card.getByLabel('Respond By')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await card.getByLabel('Note to Provider').fill('Two surfboards on the roof rack.');
  await card.getByRole('button', { name: 'Send Offer' }).click();
  await expect(card.getByText(`Offer sent to ${company}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw Offer' })).toBeVisible();

  // The provider's dispatcher opens the offer e-mail's link on a phone.
  const offer = await inbox.waitFor(dispatchEmail, new RegExp(`^Ride offer ${booking.id}: `));
  expect(offer.text).not.toContain(booking.email);
  const rideLink = linkIn(offer, /https?:\/\/\S+\/provider\/rides\/[A-Za-z0-9_-]+/);
  const token = rideLink.split('/').pop() ?? '';
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const provider = await phone.newPage();
  // The token never travels in an address of the page's calls (only the link itself has it), nor as a Referer.
  const leaks: string[] = [];
  provider.on('request', (request) => {
    if (request.url().includes('/api/') && request.url().includes(token)) leaks.push(request.url());
    if ((request.headers().referer ?? '').includes(token)) leaks.push(`${request.url()} (Referer)`);
  });
  const opened = await provider.goto(rideLink);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(provider.getByRole('heading', { level: 1, name: `Ride ${booking.id}` })).toBeVisible();
  await expect(provider).toHaveURL(/\/provider\/rides$/);
  await expect(provider.getByText('Two surfboards on the roof rack.')).toBeVisible();
  await expect(provider.getByText('$130', { exact: true })).toBeVisible();
  await expect(provider.getByText(`Ana ${booking.lastName}`)).toHaveCount(0);
  await expect(provider.getByText(/^Sign: /)).toHaveCount(0);
  await expectNoSeriousAxeViolations(provider, 'the provider page with the offer open');
  expect(await provider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  await provider.getByLabel('Driver Name').fill(DRIVER.name);
  await provider.getByLabel('Driver Phone').fill(DRIVER.phone);
  await provider.getByLabel('Vehicle').fill(DRIVER.vehicle);
  await provider.getByLabel('Plate Number').fill(DRIVER.plate);
  await provider.getByRole('button', { name: 'Accept Ride' }).click();
  // The form was low on the page: the new state is brought into view and announced.
  const accepted = provider.getByRole('status').filter({ hasText: `Accepted by ${company}.` });
  await expect(accepted).toBeFocused();
  await expect(accepted).toBeInViewport();
  const traveller = provider.getByRole('region', { name: 'Traveller' });
  await expect(traveller.getByText(`Ana ${booking.lastName}`)).toBeVisible();
  // The sign the traveller checks: the name and the booking's two-word code, shown once accepted.
  const sign = new RegExp(`^Sign: ${booking.lastName} · [A-Z][a-z]+ [A-Z][a-z]+$`);
  await expect(traveller.getByText(sign)).toBeVisible();
  await expect(
    provider.getByText(new RegExp(`Hold a sign with '${booking.lastName} · [A-Z][a-z]+ [A-Z][a-z]+'`)),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(provider, 'the provider page after acceptance');

  for (const step of ['Driver at Meeting Point', 'Traveller on Board', 'Ride Completed']) {
    await provider.getByRole('button', { name: step, exact: true }).click();
    await provider.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(provider.getByText(`Marked: ${step}`)).toBeFocused();
    await expect(provider.getByText(`Marked: ${step}`)).toBeInViewport();
  }
  await expect(provider.getByText('This ride is over. Thank you.')).toBeVisible();
  await expect(provider.getByRole('list', { name: 'Marked so far' }).getByRole('listitem')).toHaveCount(3);
  expect(await provider.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  expect(leaks).toEqual([]);
  await phone.close();

  // The traveller is told who drives, with the driver's phone, and that the driver is waiting.
  const details = await inbox.waitFor(booking.email, new RegExp(`^Your driver for booking ${booking.id}`));
  expect(details.subject).toBe(`Your driver for booking ${booking.id}: ${DRIVER.name}, ${company}`);
  expect(details.text).toContain(DRIVER.phone);
  expect(details.text).toContain(DRIVER.vehicle);
  expect(details.text).toContain(DRIVER.plate);
  const waiting = await inbox.waitFor(booking.email, /^Your driver is waiting/);
  expect(waiting.text).toContain(DRIVER.phone);

  // The traveller's manage page names the driver and the company.
  const manage = await browser.newContext();
  const page = await manage.newPage();
  await page.goto(linkIn(details, /https?:\/\/\S+\/manage-booking\/[A-Z0-9]+\?token=[A-Za-z0-9_-]+/));
  await expect(page.getByRole('heading', { name: `Booking ${booking.id}` })).toBeVisible();
  await expect(page.getByText(`${DRIVER.name} (${company})`)).toBeVisible();
  await manage.close();

  // The operator's card: accepted, with the marks.
  await admin.goto('/admin/dashboard');
  await searchDashboard(admin, booking.lastName);
  const done = bookingCardIn(admin.getByRole('list', { name: 'Bookings' }), booking.id);
  await done.getByText('Dispatch', { exact: true }).click();
  await expect(done.getByText(`Accepted by ${company}`)).toBeVisible();
  await expect(done.getByRole('list', { name: 'Driver’s marks' }).getByRole('listitem')).toHaveCount(3);
});
