/**
 * Every page that shows a booking, on a booking whose personal data was erased, on both engines.
 * The traveller's Check My Booking, manage page (read-only: its form cannot fill the erased fields again),
 * confirmation page, receipt and calendar entry, feedback link, the provider's ride link and the admin's
 * card each answer without error, show what is kept (id, dates, route, amounts, name, e-mail) and nothing
 * of what was erased, the old and new phone and hotel of a change the provider had not confirmed and the
 * offer's note included; and the scheduler asks an erased traveller for no feedback.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_TOKEN_HEADER } from '../../domain/schemas/feedback';
import { adminClient } from '../../testing/server/admin-fixtures';
import { addAccounts, SITE_ORIGIN, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { createPaidBooking, NOW } from '../../testing/server/booking-fixtures';
import {
  addProviderOf,
  dispatchAdmin,
  mailsOf,
  providerClient,
  rideTokenFromMail,
} from '../../testing/server/dispatch-fixtures';
import { changeForm, manageClient, manageTokenFromMail } from '../../testing/server/manage-fixtures';
import { pdfPages } from '../../testing/server/pdf-text';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';
import { insertFeedbackRequest, newFeedbackToken } from '../feedback';
import { sendDueFeedbackRequests } from '../scheduler/feedback-requests';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
/** The default booking's landing: 10 March 2026, 14:30 in Cancun. */
const LANDING = new Date('2026-03-10T19:30:00Z');
const HOUR = 3_600_000;
const ANA = { email: 'ana@example.com', lastName: 'López' };
/** What the traveller gave, and the admin changed it to, that erasure removes; none may show afterwards. */
const ERASED_FACTS = [
  '+52 998 123 4567',
  'Hotel Azul',
  '+52 998 000 1111',
  'Hotel Verde',
  'AA 1234',
  'American Airlines',
  'Vegan snacks',
  'Ana asked for a quiet van',
];

describe.each(TEST_ENGINES)(
  'a booking whose personal data was erased, on %s',
  { timeout: 120_000 },
  (engine) => {
    const database = useTestDatabase(engine);
    let clock = NOW;
    const app = useTestApp(database, { now: () => clock });

    /**
     * A paid arrival, offered to a provider (with a note naming the traveller) who accepted it; then its
     * phone and hotel changed by the admin, which the provider has not confirmed; a feedback link not yet
     * answered; then, 26 hours after the landing (erasure waits a day; the manage link and the provider's
     * link are still open), the traveller's data erased on request.
     */
    async function erasedBooking() {
      clock = NOW;
      await addAccounts(database());
      const offering = await signInAsAdmin(app());
      const id = await createPaidBooking(app(), { specialInstructions: 'Vegan snacks' });
      const manageToken = await manageTokenFromMail(database(), id);
      const dispatch = dispatchAdmin(app(), offering);
      const providerId = await addProviderOf(dispatch);
      const offered = await dispatch.sendOffer(id, {
        providerId,
        costDollars: 110,
        note: 'Ana asked for a quiet van',
        respondBy: '2026-03-01T09:00',
      });
      expect(offered.statusCode, offered.body).toBe(201);
      const provider = providerClient(app(), await rideTokenFromMail(database(), id));
      expect((await provider.accept()).statusCode).toBe(200);
      const changed = await adminClient(app(), offering).update(id, {
        phone: '+52 998 000 1111',
        hotelName: 'Hotel Verde',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // Before the erasure the provider's page lists the change, old and new.
      const before = (await provider.open()).json().ride;
      expect(before.changes).toEqual(
        expect.arrayContaining([
          { label: 'Hotel/AirBNB/Stay', before: 'Hotel Azul, Tulum', after: 'Hotel Verde' },
          { label: 'Traveller’s phone', before: '+52 998 123 4567', after: '+52 998 000 1111' },
        ]),
      );
      const feedback = newFeedbackToken();
      await database().db.transaction((tx) =>
        insertFeedbackRequest(tx, { bookingId: id, tokenHash: feedback.hash, at: NOW }),
      );

      clock = new Date(LANDING.getTime() + 26 * HOUR);
      // Nine days on, the admin signs in again.
      const session = await signInAsAdmin(app());
      const erased = await app().inject({
        method: 'POST',
        url: '/api/admin/privacy/erase',
        cookies: { session },
        headers: { origin: SITE_ORIGIN },
        payload: { ...ANA, confirmation: id },
      });
      expect(erased.statusCode, erased.body).toBe(200);
      return { id, admin: adminClient(app(), session), manageToken, provider, feedbackToken: feedback.token };
    }

    /** None of the erased facts is in this text (a response body, a PDF's text). */
    function holdsNoErasedFact(text: string) {
      for (const fact of ERASED_FACTS) expect(text).not.toContain(fact);
    }

    it('shows on Check My Booking what is kept, and nothing erased', async () => {
      const { id } = await erasedBooking();
      const found = await app().inject({ method: 'POST', url: '/api/bookings/lookup', payload: ANA });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().bookings).toEqual([
        expect.objectContaining({
          id,
          firstName: 'Ana',
          lastName: 'López',
          email: 'ana@example.com',
          from: 'Cancun Airport',
          to: 'Tulum',
          phone: '',
          hotelName: '',
          flightNumber: '',
          specialInstructions: '',
        }),
      ]);
      holdsNoErasedFact(found.body);
    });

    it('shows the manage page read-only by e-mail and last name (its link closed a day after the ride); its forms change nothing', async () => {
      const { id, manageToken } = await erasedBooking();
      const manage = manageClient(app());
      // Erasure waits a day after the ride, when the manage link has already stopped opening the booking.
      expect((await manage.get(id, { token: manageToken })).statusCode).toBe(404);
      const view = await manage.get(id, ANA);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json()).toMatchObject({ booking: { id, hotelName: '' }, refusal: 'closed' });
      holdsNoErasedFact(view.body);
      const refill = await manage.update(id, ANA, changeForm({ flightDate: '2026-03-20' }));
      expect(refill.statusCode).toBe(409);
      expect(refill.json()).toEqual({ error: 'This booking can no longer be changed or cancelled online.' });
      expect((await manage.cancel(id, ANA)).statusCode).toBe(409);
      const [row] = await queryRows<{ phone: string; hotel_name: string; status: string }>(
        database().db,
        sql`select phone, hotel_name, status from bookings where id = ${id}`,
      );
      expect(row).toEqual({ phone: '', hotel_name: '', status: 'confirmed' });
    });

    it('shows the confirmation page, the receipt and the calendar entry without the erased details', async () => {
      const { id } = await erasedBooking();
      const query = `lastName=${encodeURIComponent(ANA.lastName)}`;
      const page = await app().inject({ method: 'GET', url: `/api/bookings/${id}?${query}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().booking).toMatchObject({ id, firstName: 'Ana', totalPrice: expect.any(Number) });
      holdsNoErasedFact(page.body);

      const receipt = await app().inject({ method: 'GET', url: `/api/bookings/${id}/receipt.pdf?${query}` });
      expect(receipt.statusCode).toBe(200);
      const receiptText = (await pdfPages(receipt.rawPayload)).pages.join(' ');
      expect(receiptText).toContain(id);
      expect(receiptText).toContain('Ana López');
      holdsNoErasedFact(receiptText);

      const calendar = await app().inject({
        method: 'GET',
        url: `/api/bookings/${id}/calendar.ics?${query}`,
      });
      expect(calendar.statusCode, calendar.body).toBe(200);
      expect(calendar.body).toContain('BEGIN:VEVENT');
      expect(calendar.body).toContain(id);
      holdsNoErasedFact(calendar.body);
    });

    it('closes the unanswered feedback link, and the scheduler asks for no feedback', async () => {
      const { id, feedbackToken } = await erasedBooking();
      const headers = { [FEEDBACK_TOKEN_HEADER]: feedbackToken, origin: SITE_ORIGIN };
      const opened = await app().inject({ method: 'GET', url: '/api/feedback', headers });
      expect(opened.statusCode).toBe(404);
      expect(opened.json()).toEqual({ error: 'This feedback link is not valid.' });
      const answered = await app().inject({
        method: 'POST',
        url: '/api/feedback',
        headers,
        payload: { rating: 5, comment: 'My room was 204' },
      });
      expect(answered.statusCode).toBe(404);

      // 09:00 in Cancun two mornings on: the scheduler still asks about the rides of the last days.
      clock = new Date('2026-03-12T14:30:00Z');
      const asked = await sendDueFeedbackRequests({
        db: database().db,
        mail: { publicUrl: SITE_ORIGIN, supportEmail: 's@example.com', wake: () => {} },
        log: silentLog,
        now: () => clock,
      });
      expect(asked).toBe(0);
      expect(await mailsOf(database(), id, 'feedback-request')).toEqual([]);
    });

    it("shows the provider's ride link (POST /api/provider/ride) without the traveller's erased details", async () => {
      const { id, provider } = await erasedBooking();
      const opened = await provider.open();
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json().ride).toMatchObject({
        bookingId: id,
        status: 'accepted',
        hotelName: '',
        flightNumber: '',
        note: '',
        changes: [],
        traveller: { name: 'Ana López', phone: '' },
      });
      holdsNoErasedFact(opened.body);
    });

    it("shows the admin's card and history, with the erasure in it and nothing erased", async () => {
      const { id, admin } = await erasedBooking();
      const listed = await admin.list({ search: 'López' });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().bookings).toEqual([
        expect.objectContaining({
          id,
          phone: '',
          hotelName: '',
          lastName: 'López',
          email: 'ana@example.com',
        }),
      ]);
      holdsNoErasedFact(listed.body);
      const history = await admin.history(id);
      expect(history.statusCode, history.body).toBe(200);
      expect(history.json().events.map((event: { type: string }) => event.type)).toContain(
        'personal-data-erased',
      );
      holdsNoErasedFact(JSON.stringify(history.json().events));
      // The operator can still close the booking: a status alone is a valid edit of an erased booking.
      const completed = await admin.update(id, { status: 'completed' });
      expect(completed.statusCode, completed.body).toBe(200);
    });
  },
);
