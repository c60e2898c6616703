import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGE } from '../../domain/mobile-number';
import { isSignCode } from '../../domain/sign-code';
import { addAccounts, signInAsAdmin } from '../../testing/server/auth-fixtures';
import { arrivalRequest, countRows, NOW, postBooking } from '../../testing/server/booking-fixtures';
import { useTestApp } from '../../testing/server/test-app';
import { TEST_ENGINES, useTestDatabase } from '../../testing/server/test-database';
import { queryRows } from '../db/client';

type MessagingColumns = {
  phone: string;
  phone_e164: string | null;
  messages_consent_at: Date | null;
  sign_code: string;
};

describe.each(TEST_ENGINES)('a booking’s phone, consent to messages and sign code on %s', (engine) => {
  const database = useTestDatabase(engine);
  const app = useTestApp(database, { now: () => NOW });

  async function stored(id: string) {
    const [row] = await queryRows<MessagingColumns>(
      database().db,
      sql`select phone, phone_e164, messages_consent_at, sign_code from bookings where id = ${id}`,
    );
    return row;
  }

  it('stores the consent’s time and the number in E.164 when the box is ticked', async () => {
    const response = await postBooking(app(), {
      ...arrivalRequest(),
      phone: '+52 998 123 4567',
      messagesConsent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await stored(response.json().booking.id);
    expect(row).toMatchObject({ phone: '+52 998 123 4567', phone_e164: '+529981234567' });
    expect(new Date(row?.messages_consent_at ?? 0)).toEqual(NOW);
    expect(isSignCode(row?.sign_code ?? '')).toBe(true);
  });

  it('asks for a mobile number with its country code when the box is ticked, and writes nothing', async () => {
    const response = await postBooking(app(), {
      ...arrivalRequest(),
      phone: '998 123 4567',
      messagesConsent: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: MOBILE_NUMBER_MESSAGE,
      fields: { phone: MOBILE_NUMBER_MESSAGE },
    });
    expect(await countRows(database(), 'bookings')).toBe(0);
  });

  it('keeps a free-text phone without consent, unticked by default, with no number to message', async () => {
    const response = await postBooking(app(), { ...arrivalRequest(), phone: '998 123 4567' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stored(response.json().booking.id)).toMatchObject({
      phone: '998 123 4567',
      phone_e164: null,
      messages_consent_at: null,
    });
  });

  it('gives the sign code to the traveller: the booking’s answer and its e-mail', async () => {
    const lastName = `O'Brien <b>&"</script> 🚐`;
    const response = await postBooking(app(), arrivalRequest({ lastName }));
    const { booking } = response.json();
    const code = (await stored(booking.id))?.sign_code ?? '';
    expect(booking.signCode).toBe(code);
    const [mail] = await queryRows<{ text_body: string }>(
      database().db,
      sql`select text_body from emails where booking_id = ${booking.id} and kind = 'booking-received'`,
    );
    expect(mail?.text_body).toContain(`${lastName} · ${code}`);
  });

  it("says 'Messages off' on the card without a Twilio account", async () => {
    const response = await postBooking(app(), { ...arrivalRequest(), messagesConsent: true });
    await addAccounts(database());
    const session = await signInAsAdmin(app());
    const card = await app().inject({
      method: 'GET',
      url: `/api/admin/bookings/${response.json().booking.id}/phone-messages`,
      cookies: { session },
    });
    expect(card.json()).toMatchObject({ state: 'off', stateText: 'Messages off', messages: [] });
  });

  it('lets the traveller withdraw consent on the manage page, and give it again with a mobile number', async () => {
    const access = { email: 'ana@example.com', lastName: 'López' };
    const consent = (id: string, value: boolean) =>
      app().inject({
        method: 'POST',
        url: `/api/bookings/${id}/manage/messages`,
        payload: { access, consent: value },
      });
    const { booking } = (await postBooking(app(), { ...arrivalRequest(), messagesConsent: true })).json();
    const withdrawn = await consent(booking.id, false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ messagesConsent: false, supportPhone: null });
    expect((await stored(booking.id))?.messages_consent_at).toBeNull();
    expect((await consent(booking.id, true)).json().messagesConsent).toBe(true);

    const freeText = (await postBooking(app(), { ...arrivalRequest(), phone: '998 123 4567' })).json()
      .booking;
    const refused = await consent(freeText.id, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ phone: MOBILE_NUMBER_MESSAGE });
    expect((await consent(freeText.id, false)).statusCode).toBe(200);
    expect((await consent('ZZZZZZZZZZ', false)).statusCode).toBe(404);
  });

  it('draws a different sign code for each booking, mostly', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await postBooking(app(), arrivalRequest());
      codes.add((await stored(response.json().booking.id))?.sign_code ?? '');
    }
    expect(codes.size).toBeGreaterThan(1);
  });
});
