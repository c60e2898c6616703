import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { startTwilioStandIn, type TwilioStandIn } from '../../src/testing/twilio-stand-in/twilio-stand-in';
import { ACCOUNTS, signInAsAdmin } from './accounts';
import { expectNoSeriousAxeViolations } from './axe';
import { bookingCardIn, searchDashboard } from './dashboard';
import { pay } from './dispatching';
import { expect, freshLastName, test as sharedServerTest } from './fixtures';
import { testOnOwnServer } from './own-server';

/**
 * The booking card's 'Messages' section in the browser, on a server of the spec's own whose Twilio is a
 * stand-in the spec starts first (TWILIO_API_URL), so nothing leaves the machine. A traveller who booked
 * with consent writes by WhatsApp through the signed inbound webhook, with text typed to break a page; the
 * admin sees it on the card as typed, answers with 'Reply', and the stand-in gets exactly that text for the
 * traveller's WhatsApp. The traveller's 'I’ve landed' then shows on the dispatch board's row. The shared
 * e2e server, which runs without Twilio, says 'Messages off' on the card.
 */

const WHATSAPP_FROM = '+15005550006';
/** As the traveller types it on the booking step, and in E.164 as the site keeps and messages it. */
const TRAVELLER_PHONE = '+52 998 123 4567';
const TRAVELLER_WHATSAPP = 'whatsapp:+529981234567';

const TRAVELLER_TEXT = `Where are you? <b>&"'</script> 🚐`;
const REPLY_TEXT = `Efraín waits at door 3 with a sign <i>Lopez</i> & "Coral" </script> 🚐`;

// The stand-in starts before the server (the server's TWILIO_API_URL is its address) and stops after it.
// PUBLIC_URL is the server's own address (startServerProcess), which the webhooks are signed for.
const test = testOnOwnServer({}).extend<object, { twilio: TwilioStandIn }>({
  twilio: [
    async ({}, use) => {
      const standIn = await startTwilioStandIn();
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker' },
  ],
  ownServerEnv: [
    async ({ twilio }, use) =>
      use({
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_WHATSAPP_FROM: WHATSAPP_FROM,
        TWILIO_API_URL: twilio.apiUrl,
      }),
    { scope: 'worker' },
  ],
});

/** The traveller writes to our WhatsApp number: Twilio's signed inbound webhook, as Twilio sends it. */
async function travellerWrites(
  request: APIRequestContext,
  twilio: TwilioStandIn,
  siteUrl: string,
  body: string,
) {
  const inbound = twilio.inbound(siteUrl, {
    from: TRAVELLER_WHATSAPP,
    to: `whatsapp:${WHATSAPP_FROM}`,
    body,
  });
  const response = await request.post(inbound.path, { headers: inbound.headers, data: inbound.payload });
  expect(response.status(), await response.text()).toBe(200);
}

/** The 'Messages' section of the booking's card on the dashboard, found by its last name, opened. */
async function openMessages(page: Page, booking: { id: string; lastName: string }): Promise<Locator> {
  await page.goto('/admin/dashboard');
  await searchDashboard(page, booking.lastName);
  const card = bookingCardIn(page.getByRole('list', { name: 'Bookings' }), booking.id);
  const section = card.locator('details').filter({ has: page.locator('summary', { hasText: /^Messages$/ }) });
  await section.locator('summary').click();
  return section;
}

test('the admin reads a traveller’s WhatsApp message as typed and replies to it from the card', async ({
  page,
  request,
  bookedTransfer,
  twilio,
  ownServer,
}) => {
  // A payment, a sign-in, a reply through the stand-in, the board and axe-core: slow on a busy machine.
  test.setTimeout(120_000);
  // A paid arrival landing in two hours: the ride a reply from this number is about (within two days).
  const booking = await bookedTransfer({
    lastName: freshLastName('Messages'),
    minutesAhead: 120,
    messagesTo: TRAVELLER_PHONE,
  });
  await pay(page, booking);
  await travellerWrites(request, twilio, ownServer.url, TRAVELLER_TEXT);

  await signInAsAdmin(page);
  const section = await openMessages(page, booking);
  await expect(section.getByText('Messages on', { exact: true })).toBeVisible();
  // Shown as typed: the text itself, and no element made of it.
  const written = section.getByRole('listitem').filter({ hasText: TRAVELLER_TEXT });
  await expect(written.getByText(TRAVELLER_TEXT, { exact: true })).toBeVisible();
  await expect(written).toContainText('WhatsApp · Traveller · received');
  await expect(section.locator('b')).toHaveCount(0);
  // Written just now: inside WhatsApp's 24 hours, so free text goes and no template line shows.
  await expect(section.getByText('a template goes instead of free text')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the card with its Messages section open');

  const reply = section.getByRole('form', { name: `Reply to the traveller of booking ${booking.id}` });
  await reply.getByLabel('Reply', { exact: true }).fill(REPLY_TEXT);
  await reply.getByRole('button', { name: 'Reply', exact: true }).click();
  // Listed under the admin's name once taken, as typed, and the box is empty for the next one.
  const sent = section.getByRole('listitem').filter({ hasText: REPLY_TEXT });
  await expect(sent.getByText(REPLY_TEXT, { exact: true })).toBeVisible();
  await expect(sent).toContainText(`WhatsApp · ${ACCOUNTS.admin.email}`);
  await expect(reply.getByLabel('Reply', { exact: true })).toHaveValue('');
  await expect(section.locator('i, b')).toHaveCount(0);

  // Twilio got exactly that text, once, for the traveller's WhatsApp from ours (the worker is woken at
  // once; this waits for the stand-in to have it).
  await expect
    .poll(() => twilio.messages.filter((message) => message.body === REPLY_TEXT))
    .toEqual([
      expect.objectContaining({
        to: TRAVELLER_WHATSAPP,
        from: `whatsapp:${WHATSAPP_FROM}`,
        body: REPLY_TEXT,
        contentSid: null,
      }),
    ]);

  // The traveller taps 'I’ve landed': the board's row says so.
  await travellerWrites(request, twilio, ownServer.url, 'I’ve landed');
  await page.goto(`/admin/dispatch?day=${booking.flightDate}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeVisible();
  const row = page
    .getByRole('table', { name: /^Rides on / })
    .getByRole('row', { name: new RegExp(booking.id) });
  await expect(row).toContainText('Traveller: I’ve landed');

  // The card lists it too, and the reply as Twilio took it. (The worker's own 'booked' message to the
  // traveller is there as well, at whatever moment its pass came: the list's order is not asserted.)
  const again = await openMessages(page, booking);
  await expect(again.getByRole('listitem').filter({ hasText: 'I’ve landed' })).toContainText(
    'WhatsApp · Traveller · received',
  );
  await expect(again.getByRole('listitem').filter({ hasText: REPLY_TEXT })).toContainText(
    `WhatsApp · ${ACCOUNTS.admin.email} · queued`,
  );
});

sharedServerTest(
  'without Twilio the card says ‘Messages off’ and offers no reply',
  async ({ signedInAdmin: page, bookedTransfer }) => {
    // The shared e2e server runs without TWILIO_*: consent and a mobile number change nothing there.
    const booking = await bookedTransfer({
      lastName: freshLastName('NoTwilio'),
      messagesTo: TRAVELLER_PHONE,
    });
    const section = await openMessages(page, booking);
    await expect(section.getByText('Messages off', { exact: true })).toBeVisible();
    await expect(section.getByText('No messages yet.', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  },
);
