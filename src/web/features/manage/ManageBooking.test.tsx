import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('names the driver and company a provider accepted the ride with', async () => {
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
    // The paid booking's receipt, with the same access check as the booking.
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' }).getAttribute('href')).toMatch(
      /^\/api\/bookings\/ABCDEFGHJK\/receipt\.pdf\?lastName=/,
    );
    // The token travels in the body, and leaves the address bar and its history entry.
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

  it("shows an arrival's terminal, where the driver waits, the delay known and until when the driver waits", async () => {
    stubManage({
      booking: customerBooking({
        id: 'ABCDEFGHJK',
        terminal: '3',
        meetingPoint: 'Terminal 3: outside, at the covered meeting area.',
        flightDateTime: '2030-03-01T18:30:00.000Z',
        expectedLandingAt: '2030-03-01T19:05:00.000Z',
        landingSource: 'operator',
        landingLearntAt: '2030-03-01T17:00:00.000Z',
        freeWaitUntil: '2030-03-01T20:05:00.000Z',
      }),
      refusal: null,
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    const terminal = await screen.findByText('Terminal', { selector: 'dt' });
    expect(terminal.nextElementSibling?.textContent).toBe('Terminal 3');
    const pickup = screen.getByRole('region', { name: 'Your Pickup at the Airport' });
    expect(within(pickup).getByText('Terminal 3: outside, at the covered meeting area.')).toBeTruthy();
    expect(within(pickup).getByText('Scheduled 1:30 PM · Expected 2:05 PM (+35 min)')).toBeTruthy();
    expect(within(pickup).getByText('Your driver waits until 3:05 PM')).toBeTruthy();
  });

  it('says a landed flight has landed', async () => {
    stubManage({
      booking: customerBooking({
        id: 'ABCDEFGHJK',
        expectedLandingAt: '2030-03-01T18:20:00.000Z',
        landed: true,
        freeWaitUntil: '2030-03-01T19:30:00.000Z',
      }),
      refusal: 'cutoff',
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    const pickup = await screen.findByRole('region', { name: 'Your Pickup at the Airport' });
    expect(within(pickup).getByText('Landed 1:20 PM')).toBeTruthy();
    expect(within(pickup).getByText('Your driver waits until 2:30 PM')).toBeTruthy();
  });

  it("changes an arrival's terminal with its other details, 'Not sure' as none", async () => {
    const calls = stubManage({
      booking: customerBooking({ id: 'ABCDEFGHJK', terminal: '3' }),
      refusal: null,
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    const user = userEvent.setup();
    const field = (await screen.findByLabelText('Terminal')) as HTMLSelectElement;
    expect([...field.options].map((option) => option.text)).toEqual([
      'Terminal 2',
      'Terminal 3',
      'Terminal 4',
      'Not sure',
    ]);
    expect(field.selectedOptions[0]?.text).toBe('Terminal 3');
    await user.selectOptions(field, 'Terminal 2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      url: '/api/bookings/ABCDEFGHJK/manage',
      body: { changes: { terminal: '2' } },
    });
    await screen.findByText('Your changes have been saved.');
    await user.selectOptions(screen.getByLabelText('Terminal'), 'Not sure');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ body: { changes: { terminal: null } } });
  });

  it('asks a departure no terminal and shows it no airport pickup', async () => {
    const calls = stubManage({
      booking: customerBooking({
        id: 'ABCDEFGHJK',
        serviceType: 'departure',
        from: 'Tulum',
        to: 'Cancun Airport',
        pickupTime: '4',
        pickupTimeCalc: '2030-03-01T14:30:00.000Z',
        meetingPoint: null,
        scheduledLandingAt: null,
        freeWaitUntil: null,
      }),
      refusal: null,
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/ABCDEFGHJK?token=${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByLabelText('Pickup Time');
    expect(screen.queryByLabelText('Terminal')).toBeNull();
    expect(screen.queryByText('Terminal', { selector: 'dt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your Pickup at the Airport' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).not.toHaveProperty('changes.terminal');
  });
});
