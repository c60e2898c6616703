import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManageBookingResponse } from '../../../domain/schemas/manage-booking';
import { customerBooking } from '../../../testing/web/bookings';
import { renderRoute } from '../../../testing/web/renderRoute';

const TOKEN = 'a'.repeat(43);
const SITE_FRAME_CALLS = ['/api/auth/session', '/api/prices'];

/** The manage call answers `body`; the site frame's own calls get nothing worth using. */
function stubManage(body: ManageBookingResponse) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    if (SITE_FRAME_CALLS.includes(url)) return new Response('{}', { status: 404 });
    calls.push(url);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the manage page', () => {
  it("opens with the link's token and offers the form and the cancellation", async () => {
    const calls = stubManage({
      booking: customerBooking({ id: 'ABCDEFGHJK', childSeats: 0 }),
      refusal: null,
      cancellationSentence: 'You will be refunded $189.05 (95% of $199).',
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
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
    expect(calls).toEqual([`/api/bookings/ABCDEFGHJK/manage?token=${TOKEN}`]);
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
