import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageBookingResponse } from '../../../domain/schemas/manage-booking';
import { customerBooking } from '../../../testing/web/bookings';
import { renderRoute } from '../../../testing/web/renderRoute';

const TOKEN = 'a'.repeat(43);
const SITE_FRAME_CALLS = ['/api/auth/session', '/api/prices'];

/** The manage call answers `body`; the site frame's own calls get nothing worth using. */
function stubManage(body: ManageBookingResponse) {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (SITE_FRAME_CALLS.includes(url)) return new Response('{}', { status: 404 });
    calls.push({ url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the manage page', () => {
  it('names the driver and company a provider accepted the ride with (issue 28)', async () => {
    stubManage({
      booking: customerBooking({
        id: 'ABCDEFGHJK',
        status: 'confirmed',
        driverName: 'Efraín Poot',
        driverCompany: 'Transportes Mayab',
      }),
      refusal: null,
      cancellationSentence: 'You will be refunded $189.05 (95% of $199).',
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    const driver = await screen.findByText('Driver', { selector: 'dt' });
    expect(driver.nextElementSibling?.textContent).toBe('Efraín Poot (Transportes Mayab)');
  });

  it("opens with the link's token and offers the form and the cancellation", async () => {
    const calls = stubManage({
      booking: customerBooking({ id: 'ABCDEFGHJK', childSeats: 0 }),
      refusal: null,
      cancellationSentence: 'You will be refunded $189.05 (95% of $199).',
      supportEmail: 'help@example.com',
    });
    const { router } = renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Booking' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Booking' })).toBeTruthy();
    expect(screen.getByLabelText('Child Seats')).toBeTruthy();
    expect(screen.queryByLabelText('Pickup Time')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book Your Return' })).toBeTruthy();
    // The paid booking's receipt, with the same access check as the booking (issue 19).
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' }).getAttribute('href')).toMatch(
      /^\/api\/bookings\/ABCDEFGHJK\/receipt\.pdf\?lastName=/,
    );
    // The token travels in the body, and leaves the address bar and its history entry (issue 26).
    expect(calls).toEqual([
      { url: '/api/bookings/ABCDEFGHJK/manage/view', body: { access: { token: TOKEN } } },
    ]);
    expect(router.state.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/manage-booking/ABCDEFGHJK');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens again after a reload in the same tab, with the token kept for the tab only', async () => {
    const answer = {
      booking: customerBooking({ id: 'ABCDEFGHJK' }),
      refusal: null,
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    } satisfies ManageBookingResponse;
    stubManage(answer);
    const first = renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    await screen.findByRole('button', { name: 'Save Changes' });
    first.unmount();
    const calls = stubManage(answer);
    renderRoute('/manage-booking/ABCDEFGHJK');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(calls[0]).toEqual({
      url: '/api/bookings/ABCDEFGHJK/manage/view',
      body: { access: { token: TOKEN } },
    });
  });

  it('past the cut-off shows the text with the support address instead of the form and the cancel button', async () => {
    stubManage({
      booking: customerBooking({ id: 'ABCDEFGHJK' }),
      refusal: 'cutoff',
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    expect(
      await screen.findByText(
        'Changes are no longer possible online less than 48 hours before your ride. Please contact us.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('shows a cancelled booking with its status and no controls, and no return for an unpaid arrival', async () => {
    stubManage({
      booking: customerBooking({ id: 'ABCDEFGHJK', status: 'cancelled' }),
      refusal: 'closed',
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book Your Return' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download receipt (PDF)' })).toBeNull();
  });
});
