import { bookingCards, bookTransfer, CARDS, expect, payWithCard, test } from './fixtures';

test.describe('the booking journey', () => {
  test('an arrival to Tulum for 5 is quoted, booked, paid and shown paid on Check My Booking', async ({
    page,
  }) => {
    const traveller = await bookTransfer(page, {
      serviceType: 'arrival',
      place: 'Tulum',
      passengers: 5,
      hasBulkyLuggage: true,
    });
    // Two vehicles at $199: the demo checkout charges what the server priced.
    await expect(page.getByRole('button', { name: 'Pay $398.00' })).toBeVisible();
    await payWithCard(page, CARDS.pays);

    await expect(page).toHaveURL(/\/check-my-booking\?.*paymentSuccessful=true/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible();
    const card = bookingCards(page);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Airport to Hotel/Airbnb/Private (Arrival)');
    await expect(card).toContainText('Cancun Airport → Tulum');
    await expect(card).toContainText('5 passengers');
    await expect(card).toContainText('$398');
    await expect(card).toContainText('2:30 PM (Cancun time)');
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('email')).toBe(traveller.email);

    // The banner goes after five seconds; the booking stays.
    await expect(page.getByText('Payment Successful')).toBeHidden({ timeout: 8_000 });
    await expect(card).toContainText('Paid');
  });

  test('a departure from Playa del Carmen offers its pickup hours and shows the pickup time', async ({
    page,
  }) => {
    await page.goto('/');
    const traveller = await bookTransfer(page, {
      serviceType: 'departure',
      place: 'Playa del Carmen',
      passengers: 1,
      flightTime: '10:00',
      pickupOption: '3 hours before flight',
    });
    await expect(page.getByRole('button', { name: 'Pay $99.00' })).toBeVisible();
    await payWithCard(page, CARDS.pays);

    await expect(page).toHaveURL(/paymentSuccessful=true/);
    const card = bookingCards(page);
    await expect(card).toContainText('Hotel/Airbnb/Private to Airport (Departure)');
    await expect(card).toContainText('Playa del Carmen → Cancun Airport');
    await expect(card).toContainText('10:00 AM (Cancun time)');
    await expect(card).toContainText('7:00 AM (Cancun time)');
    await expect(card).toContainText('1 passenger');
    await expect(card).toContainText('Paid');
    // The lookup that found it was this traveller's own.
    expect(new URL(page.url()).searchParams.get('lastName')).toBe(traveller.lastName);
  });

  test('the details step quotes the total, lists the pickup hours of Tulum and defaults to 4', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByLabel('Service Type')
      .selectOption({ label: 'Hotel/Airbnb/Private to Airport (Departure)' });
    await page.getByRole('combobox', { name: 'From' }).selectOption('Tulum');
    await page.getByLabel('Number of Passengers').selectOption({ label: '9 passengers' });
    await page.getByRole('button', { name: 'Continue to Book' }).click();

    const summary = page.getByRole('region', { name: 'Booking Summary' });
    await expect(summary).toContainText('Tulum → Cancun Airport');
    await expect(summary).toContainText('9 passengers');
    await expect(summary).toContainText('$597');
    const pickup = page.getByLabel('Pickup Time');
    await expect(pickup.getByRole('option')).toHaveText(['4 hours before flight', '5 hours before flight']);
    await expect(pickup).toHaveValue('4');

    // The draft survives a reload.
    await page.reload();
    await expect(summary).toContainText('Tulum → Cancun Airport');
  });
});
