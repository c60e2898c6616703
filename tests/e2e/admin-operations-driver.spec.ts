import { ATTENTION_REASONS } from '../../src/domain/attention';
import { GENERIC_ARRIVAL_MEETING_POINT as ARRIVAL_MEETING_POINT } from '../../src/domain/terminals';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { bookTransfer, CARDS, expect, lastBookingId, payWithCard, test } from './fixtures';

/**
 * In the browser: an operator sees what needs attention, gives a paid arrival landing within two
 * days its driver, and sends the traveller the driver's details, which arrive in the traveller's inbox.
 */

test('an operator gives a paid arrival within 48 hours its driver and sends the driver details', async ({
  signedInAdmin: page,
  inbox,
}) => {
  test.setTimeout(90_000);
  // Tomorrow at 14:30 in Cancun: between 14 and 39 hours away whenever the test runs.
  const traveller = await bookTransfer(page, { daysAhead: 1, flightTime: '14:30' });
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
  const id = await lastBookingId(page);

  await page.goto('/admin/dashboard');
  const chip = page.getByRole('button', { name: /^Needs attention \(\d+\)$/ });
  await expect(chip).toBeVisible();
  await expect(chip).not.toHaveText('Needs attention (0)');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  const flagged = bookingCardIn(page.getByRole('list', { name: 'Bookings that need attention' }), id);
  await expect(flagged.getByRole('list', { name: 'Needs attention because' })).toContainText(
    ATTENTION_REASONS['arrival-without-driver'],
  );
  // No driver yet: nothing to send.
  await expect(flagged.getByRole('button', { name: 'Send driver details' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the card with its driver details');

  await flagged.getByLabel('Enable Editing').check();
  await flagged.getByLabel('Driver name').fill('Efraín Poot');
  await flagged.getByLabel('Driver company').fill('Transportes Mayab');
  await flagged.getByRole('button', { name: 'Save' }).click();
  // With a driver it no longer lacks one; within 24 hours it still waits for the driver details.
  await expect(flagged.getByText(ATTENTION_REASONS['arrival-without-driver'])).toHaveCount(0);

  // Choosing the list again (a search) leaves the view.
  await searchDashboard(page, traveller.lastName);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  const card = bookingCardIn(page.getByRole('list', { name: 'Bookings' }), id);
  await card.getByRole('button', { name: 'Send driver details' }).click();
  await expect(card.getByText(/^Driver details sent .+ \(Cancun time\)$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send driver details' })).toHaveCount(0);
  await card.getByText('History').click();
  await expect(card.getByText('Driver details sent: Efraín Poot, Transportes Mayab')).toBeVisible();

  const mail = await inbox.waitFor(traveller.email, /Your driver for booking/);
  expect(mail.subject).toBe(`Your driver for booking ${id}: Efraín Poot, Transportes Mayab`);
  expect(mail.text).toContain('Driver: Efraín Poot');
  expect(mail.text).toContain('Company: Transportes Mayab');
  expect(mail.text).toContain(`Meeting point: ${ARRIVAL_MEETING_POINT}`);
  expect(mail.text).toMatch(/Pickup time: When your flight AA1234 lands: .+ at 2:30 PM \(Cancun time\)/);
});
