import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { arrivalKit } from '../../domain/arrival-kit';
import { GENERIC_ARRIVAL_MEETING_POINT } from '../../domain/terminals';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import { type SmtpInbox, startSmtpInbox } from '../../testing/server/smtp-inbox';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { emails } from '../db/schema';
import { createSmtpTransport, type MailTransport } from './mail-transport';
import { sendDueEmails } from './mail-worker';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

function eventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!timezone || !vevent) throw new Error('not a calendar entry with a zone and an event');
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(timezone);
  return new ICAL.Event(vevent);
}

describe.each(TEST_ENGINES)('the payment receipt through a real SMTP server on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, {
    now: () => NOW,
    config: { publicUrl: 'https://transfers.example.com', supportEmail: 'help@example.com' },
  });
  let inbox: SmtpInbox;
  let transport: MailTransport;
  /** How far the worker's clock runs ahead of the real one (the outbox stamps rows with the database's). */
  let aheadMs = 0;
  const deliver = () =>
    sendDueEmails({
      db: database().db,
      transport,
      from: 'Cancun Private Transfers <bookings@transfers.example.com>',
      log: silentLog,
      now: () => new Date(Date.now() + aheadMs),
      random: () => 0.5,
    });
  const receiptOf = (id: string): ParsedMail => {
    const receipt = inbox.messages.find(
      (mail) => mail.headers.get('x-booking-id') === id && mail.subject?.startsWith('Payment received'),
    );
    if (!receipt) throw new Error(`no receipt for ${id} in the inbox`);
    return receipt;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    transport = createSmtpTransport(inbox.url);
  });
  afterAll(async () => {
    transport.close();
    await inbox.stop();
  });
  beforeEach(() => {
    inbox.messages.length = 0;
    inbox.refuseWith(null);
    aheadMs = 0;
  });

  it("an arrival's receipt carries the arrival kit and the ride's calendar entry in Cancun time", async () => {
    const id = await createPaidBooking(app());
    expect(await deliver()).toMatchObject({ sent: 2 });
    await inbox.waitForMessages(2);
    const receipt = receiptOf(id);

    for (const line of arrivalKit('help@example.com', GENERIC_ARRIVAL_MEETING_POINT))
      expect(receipt.text).toContain(line);
    expect(receipt.html).toContain('Your arrival kit');
    expect(receipt.text).toContain('at least 24 hours before your arrival');

    expect(receipt.attachments.map((attached) => [attached.filename, attached.contentType])).toEqual([
      [`transfer-${id}.ics`, 'text/calendar'],
      [`receipt-${id}.pdf`, 'application/pdf'],
    ]);
    const [file] = receipt.attachments;
    expect(file?.filename).toBe(`transfer-${id}.ics`);
    expect(file?.contentType).toBe('text/calendar');
    const event = eventOf(file?.content.toString('utf8') ?? '');
    expect(event.uid).toBe(`${id}@transfers.example.com`);
    expect(event.startDate.toString()).toBe('2026-03-10T14:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T19:30:00.000Z');
    expect(event.summary).toBe('Private transfer: Cancun Airport → Tulum');
  });

  it("a departure's receipt carries its calendar entry at the pickup time, and no arrival kit", async () => {
    const id = await createPaidBooking(app(), {
      serviceType: 'departure',
      from: 'Cancun',
      to: 'Cancun Airport',
      pickupHours: 3,
    });
    await deliver();
    await inbox.waitForMessages(2);
    const receipt = receiptOf(id);
    expect(receipt.text).not.toContain('arrival kit');
    expect(receipt.text).not.toContain('timeshare');
    expect(receipt.html).not.toContain('Your arrival kit');
    const event = eventOf(receipt.attachments[0]?.content.toString('utf8') ?? '');
    expect(event.startDate.toString()).toBe('2026-03-10T11:30:00');
    expect(event.summary).toBe('Private transfer: Cancun → Cancun Airport');
  });

  it('sends the very same calendar file when the receipt goes out on a retry', async () => {
    const id = await createPaidBooking(app());
    inbox.refuseWith(451);
    expect(await deliver()).toMatchObject({ retried: 2, sent: 0 });
    const [stored] = await database()
      .db.select({ attachments: emails.attachments, status: emails.status })
      .from(emails)
      .where(eq(emails.kind, 'payment-received'));
    expect(stored?.status).toBe('pending');

    inbox.refuseWith(null);
    aheadMs = 60_000;
    expect(await deliver()).toMatchObject({ sent: 2 });
    await inbox.waitForMessages(2);
    const [file, pdf] = receiptOf(id).attachments;
    expect(file?.filename).toBe(`transfer-${id}.ics`);
    // Byte for byte what was queued with the payment, not a file made again at the retry.
    expect(file?.content.toString('utf8')).toBe(stored?.attachments?.[0]?.content);
    expect(file?.content.toString('utf8')).toContain('DTSTAMP:20260301T120000Z');
    expect(pdf?.filename).toBe(`receipt-${id}.pdf`);
    expect(pdf?.content.toString('base64')).toBe(stored?.attachments?.[1]?.content);
  });
});
