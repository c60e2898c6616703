import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { erasedOnText } from '../../src/domain/retention';
import type { PersonalData } from '../../src/domain/schemas/privacy';
import { ERASABLE } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { bookingCards, checkMyBookingPath, expect, test } from './fixtures';

/**
 * The Personal Data page in the browser: a traveller's records found and listed one by one (a
 * contact message's hostile text shown as text), erasure refused while their ride is ahead, asked for a
 * booking id or the e-mail typed out, then done for a traveller whose ride is over; the data downloaded as
 * one JSON file; and the erased booking then shown without its details on Check My Booking and on the
 * admin's card. The rules at their edges, and every page's answer on both engines, are the server tests'
 * (src/server/privacy).
 */

/** What people type is hostile: markup, an entity, quotes, a closing script tag and an emoji. */
const HOSTILE = `Call me <b>now</b> & "soon" 'ok' </script><script>alert(1)</script> 🌴`;
const CONFIRM_LABEL = 'Type a booking id or the email to confirm';

async function findPerson(page: Page, person: { email: string; lastName: string }) {
  await page.getByRole('main').getByLabel('Email').fill(person.email);
  await page.getByRole('main').getByLabel('Last Name').fill(person.lastName);
  await page.getByRole('button', { name: 'Find Personal Data' }).click();
}

/** Opens the confirm step, types `confirmation` and confirms. */
async function eraseTyping(page: Page, confirmation: string) {
  await page.getByRole('button', { name: 'Erase Personal Data' }).click();
  const step = page.getByRole('form', { name: /Erase this person's personal data/ });
  await step.getByLabel(CONFIRM_LABEL).fill(confirmation);
  await step.getByRole('button', { name: 'Erase Personal Data' }).click();
  return step;
}

test('finds and lists, refuses, confirms by typing, erases and downloads a traveller’s personal data', async ({
  signedInAdmin: page,
  bookedTransfer,
}) => {
  // Nothing a traveller typed may run on the page.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const booking = await bookedTransfer();
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Personal Data' }).click();
  await expect(page).toHaveURL('/admin/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Data' })).toBeVisible();

  // A ride ahead: found, listed field by field, and not erased even when confirmed.
  await findPerson(page, booking);
  const found = page.getByRole('table', { name: 'Bookings' });
  const row = found.getByRole('row').filter({ hasText: booking.id });
  await expect(row).toContainText('Phone: +1 555 123 4567');
  await expect(row).toContainText('Hotel/AirBNB/Stay: Hotel Riu Palace');
  await expect(row).toContainText('Pending');
  await eraseTyping(page, booking.id);
  await expect(
    page.getByText('This person has a ride still to come. Cancel or complete it first.'),
  ).toBeVisible();
  await expect(row).toContainText('Phone: +1 555 123 4567');

  // A traveller whose ride is two days over, who also wrote to us.
  const wrote = await page.request.post('/api/contact', {
    data: { name: 'Ana', email: ERASABLE.email, message: HOSTILE, website: '' },
  });
  expect(wrote.status(), await wrote.text()).toBe(201);
  await findPerson(page, ERASABLE);
  const theirs = found.getByRole('row').filter({ hasText: 'Forgetme' });
  await expect(theirs).toContainText('Phone: +52 998 123 4567');
  await expect(theirs).toContainText('Paid');
  const messages = page.getByRole('table', { name: 'Contact Messages' });
  await expect(messages.getByRole('cell', { name: HOSTILE, exact: true })).toBeVisible();
  await expect(messages.locator('b, script')).toHaveCount(0);
  const mails = page.getByRole('table', { name: 'Emails' });
  // The operator's copy of the contact message carries the address as reply-to: it is theirs too.
  const copy = mails.getByRole('row').filter({ hasText: 'Website message from Ana' });
  await expect(copy.getByRole('cell').last()).toHaveText(/^(Pending|Sending|Sent)$/);
  await expect(page.getByText(/Backups still hold an erased person until they age out/)).toBeVisible();

  // The confirm step says what is kept, and a text naming nobody found erases nothing.
  const step = await eraseTyping(page, 'someone-else@example.com');
  await expect(step).toContainText('Kept, as tax law needs');
  await expect(step).toContainText('the amounts, dates and route of each booking');
  await expect(step.getByText('Type one of the booking ids or the email shown to confirm')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the records found, with the erase step refusing a text');
  await step.getByLabel(CONFIRM_LABEL).fill(ERASABLE.email);
  await step.getByRole('button', { name: 'Erase Personal Data' }).click();
  const erasedOn = erasedOnText(new Date());
  await expect(theirs).toContainText(erasedOn);
  await expect(theirs).not.toContainText('+52 998 123 4567');
  await expect(page.getByText(`${erasedOn} by`)).toBeVisible();
  await expect(page.getByText('No contact message from this email.')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`personal-data-${ERASABLE.email}.json`);
  const data = JSON.parse(await readFile(await file.path(), 'utf8')) as PersonalData;
  expect(data.bookings).toEqual([
    expect.objectContaining({
      email: ERASABLE.email,
      lastName: ERASABLE.lastName,
      phone: '',
      hotelName: '',
      flightNumber: '',
      erasedAt: expect.any(String),
    }),
  ]);
  expect(data.contactMessages).toEqual([]);
  const erasedId = data.bookings[0]?.id ?? '';

  // The operator's card: what is kept, a dash where the erased details were.
  await page.goto('/admin/dashboard');
  await searchDashboard(page, ERASABLE.lastName);
  const card = bookingCardIn(page.getByRole('list', { name: 'Bookings' }), erasedId);
  await expect(card).toContainText(ERASABLE.email);
  await expect(card).not.toContainText('Hotel Azul');

  // The traveller's Check My Booking: the booking, without the erased details.
  await page.goto(checkMyBookingPath(ERASABLE));
  await expect(bookingCards(page)).toHaveCount(1);
  await expect(bookingCards(page).first()).toContainText(erasedId);
  await expect(page.getByRole('main')).not.toContainText('Hotel Azul');
  await expect(page.getByRole('main')).not.toContainText('+52 998 123 4567');
  expect(dialogs).toEqual([]);
});
