import { expect, fillQuickForm, test } from './fixtures';

test.describe('the booking forms tell the traveller what is missing', () => {
  test('the quick form asks for a destination and the message clears once chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Continue to Book' }).click();
    const message = page.getByText('Please select a destination');
    await expect(message).toBeVisible();
    await expect(message).toHaveCSS('color', 'rgb(185, 28, 28)');
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('To', { exact: true }).selectOption('Cancun');
    await expect(message).toBeHidden();
  });

  test('a departure asks for its pickup, with the airport fixed as destination', async ({ page }) => {
    await page.goto('/');
    await page
      .getByLabel('Service Type')
      .selectOption({ label: 'Hotel/Airbnb/Private to Airport (Departure)' });
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('Cancun Airport');
    await expect(page.getByRole('combobox', { name: 'From' }).getByRole('option')).toHaveText([
      'Select pickup',
      'Cancun',
      'Playa del Carmen',
      'Tulum',
    ]);
    await page.getByRole('button', { name: 'Continue to Book' }).click();
    await expect(page.getByText('Please select a pickup location')).toBeVisible();
  });

  test('/booking without a route goes back to the home page', async ({ page }) => {
    await page.goto('/booking');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Transport' })).toBeVisible();
  });

  test('the details form checks each input on blur and on submit, with the spec messages', async ({
    page,
  }) => {
    await fillQuickForm(page, { serviceType: 'arrival', place: 'Cancun', passengers: 1 });

    await page.getByLabel('First Name').focus();
    await page.getByLabel('Last Name').focus();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('main').getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('12345');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Phone number must be at least 10 digits')).toBeVisible();

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    for (const message of [
      'Last name is required',
      'Hotel/AirBNB/Stay name or address is required',
      'Flight number is required',
      'Airline is required',
      'Flight date and time are required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    // Editing a field clears its message as the traveller types.
    await page.getByLabel('First Name').fill('Ana');
    await expect(page.getByText('First name is required')).toBeHidden();
    await expect(page).toHaveURL('/booking');
  });

  test('the forms say so when a group, a text or a flight date goes past its limit', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('To', { exact: true }).selectOption('Tulum');
    await page.getByLabel('Number of Passengers').selectOption({ label: 'More than 24 passengers' });
    await page.getByRole('spinbutton', { name: 'Number of Passengers' }).fill('101');
    await page.getByRole('button', { name: 'Continue to Book' }).click();
    await expect(page.getByText('Please enter no more than 100 passengers')).toBeVisible();
    await expect(page).toHaveURL('/');

    await fillQuickForm(page, { serviceType: 'arrival', place: 'Cancun', passengers: 100 });
    await page.getByLabel('First Name').fill('A'.repeat(101));
    await page.getByLabel('Special Instructions').fill('x'.repeat(2001));
    await page.getByLabel('Flight Date').fill('2099-01-01');
    await page.getByLabel('Flight Time').fill('10:00');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page.getByText('First name must be at most 100 characters')).toBeVisible();
    await expect(page.getByText('Special instructions must be at most 2,000 characters')).toBeVisible();
    await expect(page).toHaveURL('/booking');
  });

  test('a flight a few hours away gets the short-notice warning', async ({ page }) => {
    await fillQuickForm(page, { serviceType: 'arrival', place: 'Cancun', passengers: 1 });
    const soon = new Date(Date.now() + 3 * 60 * 60 * 1000);
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Cancun',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(soon);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    await page.getByLabel('Flight Date').fill(`${part('year')}-${part('month')}-${part('day')}`);
    await page.getByLabel('Flight Time').fill(`${part('hour')}:${part('minute')}`);
    await expect(page.getByText(/Short notice:/)).toBeVisible();
  });

  test('Check My Booking asks for both fields, then reports no bookings in a red box', async ({ page }) => {
    await page.goto('/check-my-booking');
    await page.getByRole('button', { name: 'Find My Booking' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter both email and last name');

    await page.getByRole('main').getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Last Name').fill('Nobody');
    await page.getByRole('button', { name: 'Find My Booking' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No bookings found for the provided email and last name',
    );
    await expect(page.getByRole('main').getByLabel('Email')).toHaveValue('nobody@example.com');
  });
});
