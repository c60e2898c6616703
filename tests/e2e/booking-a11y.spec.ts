import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { bookTransfer, checkMyBookingPath, expect, fillQuickForm, lastBookingId, test } from './fixtures';

async function expectNoSeriousViolations(page: Page) {
  await expectNoSeriousAxeViolations(page, page.url());
}

test.describe('accessibility of the booking journey (axe-core)', () => {
  test('home page with the quick form and its messages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue to Book' }).click();
    await expect(page.getByText('Please select a destination')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('booking details with its messages', async ({ page }) => {
    await fillQuickForm(page, { serviceType: 'departure', place: 'Tulum', passengers: 3 });
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('check my booking: form, error and results', async ({ page }) => {
    await page.goto('/check-my-booking');
    await page.getByRole('button', { name: 'Find My Booking' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page);

    const traveller = await bookTransfer(page);
    await page.goto(checkMyBookingPath(traveller));
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('booking confirmation and payment success', async ({ page }) => {
    await bookTransfer(page);
    const id = await lastBookingId(page);
    await page.goto(`/booking-confirmation/${id}`);
    await expect(page.getByRole('heading', { name: 'Booking Successful' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/success');
    await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
