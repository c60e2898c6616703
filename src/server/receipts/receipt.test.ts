import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminClient } from '../../testing/server/admin-fixtures';
import { addAccounts, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { arrivalRequest, createBooking, createPaidBooking } from '../../testing/server/booking-fixtures';
import { pdfPages } from '../../testing/server/pdf-text';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { emails } from '../db/schema';

/**
 * The PDF receipt, read back with PDF.js as a viewer would show it: downloaded by whoever may
 * see the booking, refused to anyone else, and attached to the payment e-mail as stored bytes.
 */
describe.each(TEST_ENGINES)('the PDF receipt on %s', (engine) => {
  const database = useTestDatabase(engine);
  // Noon UTC: 07:00 in Cancun on 1 March 2026.
  const app = useTestApp(database, { now: () => new Date('2026-03-01T12:00:00Z') });
  const download = (id: string, lastName: string) =>
    app().inject({
      method: 'GET',
      url: `/api/bookings/${id}/receipt.pdf?${new URLSearchParams({ lastName })}`,
    });

  it('says who paid what for which ride, with the intermediary notice and the support address', async () => {
    const id = await createPaidBooking(app(), { firstName: 'Zoë', lastName: 'Núñez', passengers: 5 });
    const response = await download(id, 'núñez');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${id}.pdf"`);
    const { pages, title } = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(title).toBe(`Receipt ${id}`);
    const text = pages[0] ?? '';
    for (const expected of [
      'Cancun Private Transfers',
      'Receipt',
      `Booking ${id}`,
      'Traveller Zoë Núñez',
      'Service Airport to Hotel/Airbnb/Private (Arrival)',
      'Route Cancun Airport -> Tulum',
      'Arrival (Cancun time) Tuesday, March 10, 2026 at 2:30 PM',
      'Passengers 5 passengers, 2 vehicles',
      'Amount paid $398.00 USD',
      'Payment date (Cancun time) Sunday, March 1, 2026 at 7:00 AM',
      'acts only as a booking intermediary',
      'Questions about this booking:',
    ]) {
      expect(text).toContain(expected);
    }
    // The id and the last name open it: it names no e-mail or phone, which would unlock changes.
    for (const contact of ['ana@example.com', '+52 998', 'Email', 'Phone']) {
      expect(text).not.toContain(contact);
    }
    expect(text).not.toContain('Refunded');
  });

  it('shows the refund once one was made', async () => {
    await addAccounts(database());
    const id = await createPaidBooking(app());
    const refunded = await adminClient(app(), await signInAsAdmin(app())).refund(id);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const { pages } = await pdfPages((await download(id, 'López')).rawPayload);
    expect(pages[0]).toContain('Refunded $378.10 USD');
  });

  it('is refused to a stranger, as the booking is, and exists only once paid', async () => {
    const id = await createPaidBooking(app());
    expect((await download(id, 'Smith')).statusCode).toBe(404);
    expect((await download('K7M2Q9XH4T', 'López')).statusCode).toBe(404);
    expect((await download('not an id', 'López')).statusCode).toBe(400);
    const unpaid = await createBooking(app(), arrivalRequest());
    const refused = await download(unpaid.id, 'López');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('A receipt is available once the booking is paid');
  });

  it('goes with the payment e-mail, stored with it so every attempt sends the same bytes', async () => {
    const id = await createPaidBooking(app());
    const [mail] = await database()
      .db.select({ attachments: emails.attachments })
      .from(emails)
      .where(eq(emails.kind, 'payment-received'));
    const receipt = mail?.attachments?.find((attachment) => attachment.contentType === 'application/pdf');
    expect(receipt).toMatchObject({ filename: `receipt-${id}.pdf`, encoding: 'base64' });
    const { pages } = await pdfPages(Buffer.from(receipt?.content ?? '', 'base64'));
    expect(pages[0]).toContain(`Booking ${id}`);
    expect(pages[0]).toContain('Amount paid $398.00 USD');
  });
});
