import { bookTransfer, CARDS, expect, payWithCard, test } from './fixtures';

test.describe('the e-mails of a booking, through a real SMTP server', () => {
  test('a booking made in the browser sends its payment link, and paying sends the receipt', async ({
    page,
    inbox,
  }) => {
    const traveller = await bookTransfer(page, {
      serviceType: 'arrival',
      place: 'Playa del Carmen',
      passengers: 2,
    });

    const received = await inbox.waitFor(traveller.email, /received: complete your payment/);
    expect(received.bookingId).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(received.subject).toBe(`Booking ${received.bookingId} received: complete your payment`);
    expect(received.replyTo).toContain('support@example.com');
    expect(received.text).toContain('Cancun Airport → Playa del Carmen');
    expect(received.text).toContain('$99');
    // The browser tests run the demo checkout: every e-mail about paying says so.
    expect(received.text).toContain('Test mode: no real payment is taken');

    await payWithCard(page, CARDS.pays);
    await expect(page).toHaveURL(/paymentSuccessful=true/);
    const receipt = await inbox.waitFor(traveller.email, /Payment received/);
    expect(receipt.text).toContain('We received your payment of $99.00');
    expect(receipt.text).toContain(received.bookingId);
    expect(receipt.text).toContain('Test mode: no real payment is taken');

    // The payment link of the first e-mail opens Check My Booking with the lookup filled in.
    const link = received.text.match(/https?:\/\/\S+\/check-my-booking\?\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await expect(page.getByText(received.bookingId)).toBeVisible();
    expect(inbox.to(traveller.email)).toHaveLength(2);
  });
});
