import { randomUUID } from 'node:crypto';
import { addCancunDays, cancunToday } from '../../src/domain/cancun-time';
import {
  expect,
  fillDetails,
  fillQuickForm,
  lastBookingId,
  type Traveller,
  test,
  uniqueEmail,
} from './fixtures';

test.describe('ride updates by WhatsApp or SMS on the booking step', () => {
  test('asks a mobile number with country code once the box is ticked, then shows the sign code', async ({
    page,
  }) => {
    const traveller: Traveller = {
      serviceType: 'arrival',
      place: 'Tulum',
      passengers: 2,
      daysAhead: 10,
      flightTime: '14:30',
      firstName: 'Ana',
      lastName: `Lopez${randomUUID().slice(0, 6)}`,
      email: uniqueEmail(),
      hasBulkyLuggage: false,
      flightDate: addCancunDays(cancunToday(new Date()), 10),
    };
    await fillQuickForm(page, traveller);
    await fillDetails(page, traveller);
    const consent = page.getByLabel('Send me ride updates by WhatsApp or SMS');
    await expect(consent).not.toBeChecked();
    await page.getByLabel('Phone').fill('998 123 4567');
    await consent.check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('Please enter a mobile number with country code').first()).toBeVisible();
    await expect(page).toHaveURL('/booking');

    await page.getByLabel('Phone').fill('+52 998 123 4567');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();

    const id = await lastBookingId(page);
    await page.goto(`/booking-confirmation/${id}`);
    const sign = page.getByText('Your Driver’s Sign', { exact: true });
    await expect(sign).toBeVisible();
    await expect(sign.locator('xpath=following-sibling::*[1]')).toHaveText(
      new RegExp(
        `^${traveller.lastName} · [A-Z][a-z]+ [A-Z][a-z]+ \\(Go only with a driver whose sign shows this code\\.\\)$`,
      ),
    );
  });
});
