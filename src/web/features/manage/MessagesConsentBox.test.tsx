import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_CONSENT_LABEL } from '../../../domain/message-delivery';
import type { ManageBookingResponse } from '../../../domain/schemas/manage-booking';
import { customerBooking } from '../../../testing/web/bookings';
import { renderRoute } from '../../../testing/web/renderRoute';

const TOKEN = 'a'.repeat(43);
const SITE_FRAME_CALLS = ['/api/auth/session', '/api/prices'];

function answer(overrides: Partial<ManageBookingResponse> = {}): ManageBookingResponse {
  return {
    booking: customerBooking({ id: 'ABCDEFGHJK' }),
    refusal: 'cutoff',
    cancellationSentence: null,
    supportEmail: 'help@example.com',
    supportPhone: '+529980001111',
    messagesConsent: true,
    ...overrides,
  };
}

function stub() {
  const posts: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (SITE_FRAME_CALLS.includes(url)) return new Response('{}', { status: 404 });
    if (url.endsWith('/manage/messages')) {
      const body = JSON.parse(String(init?.body));
      posts.push(body.consent);
      return Response.json(answer({ messagesConsent: body.consent }));
    }
    return Response.json(answer());
  });
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the manage page’s ride updates and support line', () => {
  it('withdraws consent even past the cut-off, and links the 24/7 line to call and WhatsApp', async () => {
    const posts = stub();
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    const box = (await screen.findByLabelText(MESSAGES_CONSENT_LABEL)) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await userEvent.setup().click(box);
    await waitFor(() => expect(posts).toEqual([false]));
    await waitFor(() => expect(box.checked).toBe(false));

    expect(screen.getByRole('link', { name: '+529980001111' }).getAttribute('href')).toBe(
      'tel:+529980001111',
    );
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/529980001111',
    );
  });
});
