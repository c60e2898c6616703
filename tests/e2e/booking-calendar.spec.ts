import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { expectNoSeriousAxeViolations } from './axe';
import { bookTransfer, CARDS, expect, lastBookingId, payWithCard, test } from './fixtures';

/** The event of an .ics file, its times resolved through the file's own Cancun VTIMEZONE. */
function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!timezone || !vevent) throw new Error('not a calendar entry with a zone and an event');
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(timezone);
  return new ICAL.Event(vevent);
}

// A traveller whose phone is still on Tokyo time gets the ride at its Cancun wall-clock time.
test.use({ timezoneId: 'Asia/Tokyo' });

test('a paid arrival shows the arrival kit, downloads its calendar entry and receipt and gets them by e-mail', async ({
  page,
  inbox,
}) => {
  const traveller = await bookTransfer(page, { serviceType: 'arrival', place: 'Tulum', flightTime: '09:15' });
  const id = await lastBookingId(page);
  await payWithCard(page, CARDS.pays);
  await expect(page).toHaveURL(/paymentSuccessful=true/);

  await page.goto(`/booking-confirmation/${id}`);
  const instructions = page.getByRole('region', { name: 'Arrival Instructions' });
  await expect(instructions).toContainText('at least 24 hours before your arrival');
  await expect(instructions).toContainText('walk past the timeshare and transport sellers');
  await expect(instructions).toContainText('your driver waits for you even if your flight is delayed', {
    ignoreCase: true,
  });
  await expect(instructions.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );

  // The kit's mail link and the calendar button keep the page accessible (axe-core, serious or worse).
  await expectNoSeriousAxeViolations(page, 'the confirmation with its calendar link');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`transfer-${id}.ics`);
  const event = eventOf(readFileSync(await download.path(), 'utf8'));
  expect(event.uid).toBe(`${id}@localhost`);
  expect(event.startDate.toString()).toBe(`${traveller.flightDate}T09:15:00`);
  expect(event.startDate.zone?.tzid).toBe('America/Cancun');
  expect(event.summary).toBe('Private transfer: Cancun Airport → Tulum');
  expect(event.description).toContain(`Booking reference: ${id}`);

  // The receipt downloads from the same page, for the same access (the id and the last name).
  const downloadingReceipt = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download receipt (PDF)' }).click();
  const pdf = await downloadingReceipt;
  expect(pdf.suggestedFilename()).toBe(`receipt-${id}.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  const receipt = await inbox.waitFor(traveller.email, /Payment received/);
  expect(receipt.text).toContain('walk past the timeshare and transport sellers');
  expect(receipt.attachments).toHaveLength(2);
  expect(receipt.attachments[1]).toMatchObject({
    filename: `receipt-${id}.pdf`,
    contentType: 'application/pdf',
  });
  expect(receipt.attachments[0]).toMatchObject({
    filename: `transfer-${id}.ics`,
    contentType: 'text/calendar',
  });
  const mailed = eventOf(receipt.attachments[0]?.content ?? '');
  expect(mailed.uid).toBe(event.uid);
  expect(mailed.startDate.toString()).toBe(`${traveller.flightDate}T09:15:00`);
});

test('an unpaid booking offers no calendar entry or receipt yet', async ({ page }) => {
  await bookTransfer(page, {
    serviceType: 'departure',
    place: 'Cancun',
    pickupOption: '3 hours before flight',
  });
  const id = await lastBookingId(page);
  await page.goto(`/booking-confirmation/${id}`);
  await expect(page.getByText('Payment pending')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Departure Pickup' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveCount(0);
});
