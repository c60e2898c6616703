import { bookingCards, bookTransfer, CARDS, checkMyBookingPath, expect, payWithCard, test } from './fixtures';

test.describe('paying for a booking', () => {
  test('a declined card says so; the booking stays pending and is paid later with Pay Now', async ({
    page,
  }) => {
    const traveller = await bookTransfer(page, { place: 'Cancun', passengers: 3 });
    await payWithCard(page, CARDS.declined);
    await expect(page.getByText('Your card was declined.')).toBeVisible();

    await page.getByRole('link', { name: 'Back without paying' }).click();
    await expect(page).toHaveURL(/\/check-my-booking\?/);
    const card = bookingCards(page);
    await expect(card).toContainText('Pending');
    await expect(card).toContainText('$49');

    await card.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await payWithCard(page, CARDS.pays);

    await expect(page).toHaveURL(/paymentSuccessful=true/);
    await expect(bookingCards(page)).toContainText('Paid');
    expect(new URL(page.url()).searchParams.get('lastName')).toBe(traveller.lastName);
  });

  test('Pay Now from a later visit to Check My Booking, found with the form', async ({ page }) => {
    const traveller = await bookTransfer(page, { place: 'Playa del Carmen' });
    await page.goto('/check-my-booking');
    await page.getByRole('main').getByLabel('Email').fill(traveller.email);
    // Last names match whatever their case.
    await page.getByLabel('Last Name').fill(traveller.lastName.toUpperCase());
    await page.getByRole('button', { name: 'Find My Booking' }).click();

    const card = bookingCards(page);
    await expect(card).toContainText('Pending');
    await card.getByRole('button', { name: 'Pay Now' }).click();
    await payWithCard(page, CARDS.pays);
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible();
    await expect(bookingCards(page)).toContainText('Paid');
  });

  test('the success page without a name or e-mail thanks the traveller and links home', async ({ page }) => {
    await page.goto('/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a made-up checkout session is not confirmed, and Check My Booking is offered', async ({ page }) => {
    const traveller = { email: 'nobody@example.com', lastName: 'Nobody' };
    await page.goto(
      `/booking-success?session_id=made-up&email=${traveller.email}&lastName=${traveller.lastName}`,
    );
    await expect(page.getByRole('alert')).toContainText('We could not confirm your payment.');
    await expect(page.getByRole('link', { name: 'Check My Booking' }).last()).toHaveAttribute(
      'href',
      checkMyBookingPath(traveller),
    );
  });
});
