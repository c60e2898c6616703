import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_CONSENT_LABEL } from '../../../domain/message-delivery';
import { MOBILE_NUMBER_MESSAGE } from '../../../domain/mobile-number';
import { storeTypedDraft } from '../../../testing/web/bookingDraft';
import { customerBooking } from '../../../testing/web/bookings';
import { renderRoute } from '../../../testing/web/renderRoute';

/** The booking call refuses the phone when consent is ticked, as the server does, and keeps the bodies. */
function stubBooking() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/bookings') return new Response('{}', { status: 404 });
    const body = JSON.parse(String(init?.body));
    sent.push(body);
    if (body.messagesConsent) {
      return Response.json(
        { error: MOBILE_NUMBER_MESSAGE, fields: { phone: MOBILE_NUMBER_MESSAGE } },
        { status: 400 },
      );
    }
    return Response.json({ booking: customerBooking(), checkoutUrl: null, checkoutError: 'test' });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the booking step’s consent to ride updates by WhatsApp or SMS', () => {
  it('is not ticked by default, and books without consent', async () => {
    const sent = stubBooking();
    storeTypedDraft({});
    renderRoute('/booking');
    const box = (await screen.findByLabelText(MESSAGES_CONSENT_LABEL)) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ messagesConsent: false });
  });

  it('sends the consent when ticked, and shows the server’s phone message under the phone', async () => {
    const sent = stubBooking();
    storeTypedDraft({ phone: '998 123 4567' });
    renderRoute('/booking');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(MESSAGES_CONSENT_LABEL));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ messagesConsent: true, phone: '998 123 4567' });
    const phone = screen.getByLabelText('Phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const described = phone.getAttribute('aria-describedby')?.split(' ') ?? [];
    const messages = described.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain(MOBILE_NUMBER_MESSAGE);
  });
});
