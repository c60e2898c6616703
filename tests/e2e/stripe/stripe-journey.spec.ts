import { randomUUID } from 'node:crypto';
import { addCancunDays, cancunToday } from '../../../src/domain/cancun-time';
import {
  bookingCards,
  CARDS,
  expect,
  fillDetails,
  payWithCard,
  SERVICE_TYPE_OPTION,
  type Traveller,
  test,
  uniqueEmail,
} from '../fixtures';

/**
 * The booking journey once in Stripe mode: the app's Stripe SDK talks to a local stand-in whose hosted
 * page takes the card, sends the signed checkout.session.completed webhook and returns to the success page.
 */
test.describe('the booking journey with Stripe Checkout', () => {
  test('an arrival to Tulum for 5 is booked, paid on the Stripe checkout and shown paid', async ({
    page,
  }) => {
    const traveller: Traveller = {
      serviceType: 'arrival',
      place: 'Tulum',
      passengers: 5,
      daysAhead: 10,
      flightTime: '14:30',
      firstName: 'Ana',
      lastName: `Lopez${randomUUID().slice(0, 6)}`,
      email: uniqueEmail(),
      hasBulkyLuggage: false,
      flightDate: addCancunDays(cancunToday(new Date()), 10),
    };
    await page.goto('/');
    // Scoped to the form: the prerendered home can show a second, inert copy of it (see the report).
    const quick = page.getByRole('form', { name: 'Quick booking' });
    await quick.getByLabel('Service Type').selectOption({ label: SERVICE_TYPE_OPTION.arrival });
    await quick.getByLabel('To').selectOption(traveller.place);
    await quick.getByLabel('Number of Passengers').selectOption({ label: '5 passengers' });
    await quick.getByRole('button', { name: 'Continue to Book' }).click();
    await expect(page).toHaveURL('/booking');
    await fillDetails(page, traveller);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    // The stand-in's hosted page, not the app's demo checkout, charging the server's amount.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    await expect(page.getByRole('note')).toContainText('Stripe stand-in');
    await expect(page.getByRole('button', { name: 'Pay $398.00' })).toBeVisible();
    await payWithCard(page, CARDS.declined);
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await payWithCard(page, CARDS.pays);

    await expect(page).toHaveURL(/\/check-my-booking\?.*paymentSuccessful=true/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment Successful' })).toBeVisible();
    const card = bookingCards(page);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Cancun Airport → Tulum');
    await expect(card).toContainText('5 passengers');
    await expect(card).toContainText('$398');
    await expect(card).toContainText('Paid');
    await expect(card.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('email')).toBe(traveller.email);
  });
});
