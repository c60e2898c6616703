import { readFile } from 'node:fs/promises';
import { erasedOnText } from '../../src/domain/retention';
import type { PersonalData } from '../../src/domain/schemas/privacy';
import { bookingCardIn, searchDashboard } from './dashboard';
import { bookingCards, checkMyBookingPath, expect, test } from './fixtures';

/**
 * The Personal Data page in the browser (issue 31): a traveller's data found, refused erasure while their
 * ride is ahead, erased once it is cancelled, downloaded as one JSON file; and the erased booking then shown
 * without its details on Check My Booking and on the admin's card. The rules at their edges, and every
 * page's answer on both engines, are the server tests' (src/server/admin/privacy).
 */
test('finds, refuses, erases and downloads a traveller’s personal data', async ({
  signedInAdmin: page,
  bookedTransfer,
}) => {
  const booking = await bookedTransfer();
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Personal Data' }).click();
  await expect(page).toHaveURL('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Data' })).toBeVisible();

  await page.getByRole('main').getByLabel('Email').fill(booking.email);
  await page.getByRole('main').getByLabel('Last Name').fill(booking.lastName);
  await page.getByRole('button', { name: 'Find Personal Data' }).click();
  const found = page.getByRole('table', { name: 'Bookings' });
  await expect(found.getByRole('row').filter({ hasText: booking.id })).toContainText(
    '+1 555 123 4567, Hotel Riu Palace, AA1234',
  );

  // The ride is ahead and not cancelled: nothing is erased.
  await page.getByRole('button', { name: 'Erase Personal Data' }).click();
  await expect(
    page.getByText('This person has a ride still to come. Cancel or complete it first.'),
  ).toBeVisible();

  // The traveller cancels it (unpaid: nothing to refund); now it can be erased.
  const cancelled = await page.request.post(`/api/bookings/${booking.id}/cancel`, {
    data: { access: { email: booking.email, lastName: booking.lastName } },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.getByRole('button', { name: 'Erase Personal Data' }).click();
  const erasedOn = erasedOnText(new Date());
  await expect(found.getByRole('row').filter({ hasText: booking.id })).toContainText(erasedOn);
  await expect(page.getByText(`${erasedOn} by`)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`personal-data-${booking.email}.json`);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as PersonalData;
  expect(data.bookings).toEqual([
    expect.objectContaining({
      id: booking.id,
      email: booking.email,
      lastName: booking.lastName,
      phone: '',
      hotelName: '',
      flightNumber: '',
      erasedAt: expect.any(String),
    }),
  ]);

  // The operator's card: what is kept, a dash where the erased details were.
  await page.goto('/admin/dashboard');
  await searchDashboard(page, booking.lastName);
  const card = bookingCardIn(page.getByRole('list', { name: 'Bookings' }), booking.id);
  await expect(card).toContainText(booking.email);
  await expect(card).not.toContainText('Hotel Riu Palace');

  // The traveller's Check My Booking: the booking, without the erased details.
  await page.goto(checkMyBookingPath(booking));
  await expect(bookingCards(page)).toHaveCount(1);
  await expect(bookingCards(page).first()).toContainText(booking.id);
  await expect(page.getByRole('main')).not.toContainText('Hotel Riu Palace');
  await expect(page.getByRole('main')).not.toContainText('+1 555 123 4567');
});
