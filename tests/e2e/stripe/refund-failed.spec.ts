import { CARDS, expect, freshLastName, payWithCard, test } from '../fixtures';

/**
 * In the browser, in Stripe mode: a refund Stripe fails is kept, so the booking's card says
 * 'Refund failed' with the reason even after a reload, and offers 'Retry Refund' through the same dialog.
 * Stripe is the local stand-in; the test tells the stand-in (never the app) to fail the next refund.
 */
test("a refund Stripe failed shows 'Refund failed' and 'Retry Refund' after a reload; the retry refunds", async ({
  signedInAdmin: page,
  bookedTransfer,
}) => {
  const booking = await bookedTransfer({ lastName: freshLastName('Refund') });
  expect(booking.checkoutUrl).toMatch(/\/pay\/cs_test_/);
  const standIn = new URL(booking.checkoutUrl as string).origin;
  await page.goto(booking.checkoutUrl as string);
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/, { timeout: 15_000 });
  const told = await page.request.post(`${standIn}/_stand-in/refund-failures`, {
    form: { count: '1', how: 'error' },
  });
  expect(told.status()).toBe(204);

  const openCard = async () => {
    await page.goto('/admin/dashboard');
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/bookings?') &&
        new URL(response.url()).searchParams.get('search') === booking.lastName,
    );
    await page.getByRole('searchbox', { name: 'Search bookings' }).fill(booking.lastName);
    await answered;
    return page
      .getByRole('list', { name: 'Bookings' })
      .locator(':scope > li')
      .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(booking.id) }) });
  };
  const confirmRefund = async () => {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$189.05');
    await dialog.getByLabel('Type REFUND to confirm').fill('REFUND');
    await dialog.getByRole('button', { name: 'Confirm Refund' }).click();
    return dialog;
  };

  let card = await openCard();
  await card.getByRole('button', { name: 'Refund' }).click();
  const dialog = await confirmRefund();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to process refund');
  await page.keyboard.press('Escape');

  await page.reload();
  card = await openCard();
  await expect(card.getByRole('alert')).toHaveText('Refund failed: The payment provider had an error');
  await expect(card.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Retry Refund' }).click();
  await confirmRefund();
  await expect(card.getByText('Refunded: $189.05')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
});
