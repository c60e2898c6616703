import {
  bookingCards,
  bookTransfer,
  CARDS,
  checkMyBookingPath,
  expect,
  lastBookingId,
  payWithCard,
  test,
} from './fixtures';

// A browser fourteen hours ahead of Cancun still sees and books Cancun wall-clock times.
test.use({ timezoneId: 'Asia/Tokyo' });

test('a browser in Tokyo books and reads every time in Cancun time', async ({ page }) => {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  await page.goto('/');
  const traveller = await bookTransfer(page, {
    serviceType: 'departure',
    place: 'Cancun',
    flightTime: '23:30',
    pickupOption: '4 hours before flight',
  });
  const id = await lastBookingId(page);

  await page.goto(`/booking-confirmation/${id}`);
  await expect(page.getByText(/11:30 PM \(Cancun time\)/).first()).toBeVisible();
  await expect(page.getByText(/7:30 PM \(Cancun time\)/).first()).toBeVisible();

  await page.goto(checkMyBookingPath(traveller));
  const card = bookingCards(page);
  await expect(card).toContainText('11:30 PM (Cancun time)');
  await card.getByRole('button', { name: 'Pay Now' }).click();
  await payWithCard(page, CARDS.pays);
  await expect(bookingCards(page)).toContainText('Paid');
});
