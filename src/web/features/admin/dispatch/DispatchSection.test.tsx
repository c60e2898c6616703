import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBooking } from '../../../../domain/schemas/booking';
import type { BookingDispatch, RideOffer } from '../../../../domain/schemas/dispatch';
import { adminBooking } from '../../../../testing/web/bookings';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminBookingCard } from '../AdminBookingCard';

const MAYAB = '6f1c2a3b-4d5e-4f60-8a71-9b8c7d6e5f40';
const CARIBE = '0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d';
const DISPATCH_PATH = '/api/admin/bookings/ABCDEFGHJK/dispatch';

function offer(overrides: Partial<RideOffer> = {}): RideOffer {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    status: 'offered',
    providerId: MAYAB,
    company: 'Transportes Mayab',
    costCents: 12000,
    note: '',
    respondBy: '2030-02-27T20:00:00.000Z',
    offeredAt: '2030-02-27T18:00:00.000Z',
    offeredBy: 'ops@example.com',
    respondedAt: null,
    declineReason: null,
    changesUnconfirmedSince: null,
    driverName: null,
    driverPhone: null,
    vehicle: null,
    plateNumber: null,
    atMeetingPointAt: null,
    onBoardAt: null,
    completedAt: null,
    noShowAt: null,
    ...overrides,
  };
}

function dispatch(latest: RideOffer | null): BookingDispatch {
  return {
    offer: latest,
    providers: [
      { id: MAYAB, companyName: 'Transportes Mayab', costDollars: 120 },
      { id: CARIBE, companyName: 'Caribe Vans', costDollars: null },
    ],
    defaultRespondBy: '2030-02-27T16:00',
  };
}

type Call = { method: string; url: string; body: unknown };

/** The dispatch API: GET answers `current()`, a POST what `onPost` says; every call is recorded. */
function stubDispatch(
  current: () => BookingDispatch,
  onPost: (url: string, body: unknown) => { status: number; body: unknown } = () => ({
    status: 201,
    body: current(),
  }),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      // The list and histories the card reloads after an act are not the section's.
      const answer =
        method === 'POST'
          ? onPost(url, body)
          : url === DISPATCH_PATH
            ? { status: 200, body: current() }
            : null;
      return answer
        ? Response.json(answer.body, { status: answer.status })
        : Response.json({ error: 'not stubbed' }, { status: 404 });
    }),
  );
  return calls;
}

function renderCard(booking: AdminBooking = adminBooking({ status: 'paid' })) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <AdminBookingCard booking={booking} />
      </ul>
    </QueryClientProvider>,
  );
}

async function openDispatch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Dispatch', { selector: 'summary' }));
}

const dispatchCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.includes('/dispatch') || call.url.includes('/offers'));

afterEach(() => vi.unstubAllGlobals());

describe('the booking card’s dispatch', () => {
  it('asks nothing until opened, and is not there for a booking not paid', async () => {
    const calls = stubDispatch(() => dispatch(null));
    const { unmount } = renderCard();
    expect(screen.getByText('Dispatch', { selector: 'summary' })).toBeTruthy();
    expect(calls).toEqual([]);
    unmount();
    renderCard(adminBooking({ status: 'pending' }));
    expect(screen.queryByText('Dispatch', { selector: 'summary' })).toBeNull();
  });

  it('sends an offer: the provider’s cost filled in on choosing it, the default Respond By, the note', async () => {
    let latest: RideOffer | null = null;
    const calls = stubDispatch(
      () => dispatch(latest),
      (_url, body) => {
        latest = offer({ costCents: 13500, note: (body as { note: string }).note });
        return { status: 201, body: dispatch(latest) };
      },
    );
    renderCard();
    const user = userEvent.setup();
    await openDispatch(user);
    expect(await screen.findByText('Not offered to a provider yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dispatch to Provider' }));

    const form = screen.getByRole('form', { name: 'Dispatch to Provider' });
    const provider = within(form).getByLabelText('Provider') as HTMLSelectElement;
    const cost = within(form).getByLabelText('Provider Cost') as HTMLInputElement;
    expect(document.activeElement).toBe(provider);
    expect((within(form).getByLabelText('Respond By') as HTMLInputElement).value).toBe('2030-02-27T16:00');
    expect(within(form).getByLabelText('Note to Provider')).toBeTruthy();
    expect(cost.value).toBe('');

    await user.selectOptions(provider, 'Transportes Mayab');
    expect(cost.value).toBe('120');
    await user.selectOptions(provider, 'Caribe Vans');
    expect(cost.value).toBe('');
    await user.selectOptions(provider, 'Transportes Mayab');
    await user.clear(cost);
    await user.type(cost, '135');
    await user.type(within(form).getByLabelText('Note to Provider'), 'Two surfboards');
    await user.click(within(form).getByRole('button', { name: 'Send Offer' }));

    expect(await screen.findByText('Offer sent to Transportes Mayab')).toBeTruthy();
    expect(dispatchCalls(calls).filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/admin/bookings/ABCDEFGHJK/offers',
        body: { providerId: MAYAB, costDollars: 135, note: 'Two surfboards', respondBy: '2030-02-27T16:00' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Dispatch to Provider' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw Offer' })).toBeTruthy();
    expect(screen.getByText('$135')).toBeTruthy();
  });

  it('asks for a provider and a cost before sending anything', async () => {
    const calls = stubDispatch(() => dispatch(null));
    renderCard();
    const user = userEvent.setup();
    await openDispatch(user);
    await user.click(await screen.findByRole('button', { name: 'Dispatch to Provider' }));
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByText('Please choose a provider')).toBeTruthy();
    expect(screen.getByText('Please enter a whole number of dollars from 0 to 10,000')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the 409 of a ride offered meanwhile from another tab, and the offer that stands', async () => {
    let latest: RideOffer | null = null;
    stubDispatch(
      () => dispatch(latest),
      () => {
        latest = offer({ providerId: CARIBE, company: 'Caribe Vans' });
        return { status: 409, body: { error: 'This ride is already offered to Caribe Vans.' } };
      },
    );
    renderCard();
    const user = userEvent.setup();
    await openDispatch(user);
    await user.click(await screen.findByRole('button', { name: 'Dispatch to Provider' }));
    await user.selectOptions(screen.getByLabelText('Provider'), 'Transportes Mayab');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This ride is already offered to Caribe Vans.',
    );
    expect(await screen.findByText('Offer sent to Caribe Vans')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw Offer' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Dispatch to Provider' })).toBeNull();
  });

  it('shows the accepted driver and the marks with their times, and withdraws only once confirmed', async () => {
    let latest = offer({
      status: 'accepted',
      respondedAt: '2030-02-27T18:30:00.000Z',
      driverName: 'Efraín Poot',
      driverPhone: '+52 998 123 4567',
      vehicle: 'Toyota Hiace, white',
      plateNumber: 'YUC-1234',
      atMeetingPointAt: '2030-03-01T18:40:00.000Z',
    });
    const calls = stubDispatch(
      () => dispatch(latest),
      () => {
        latest = { ...latest, status: 'withdrawn' };
        return { status: 200, body: dispatch(latest) };
      },
    );
    renderCard(adminBooking({ status: 'confirmed' }));
    const user = userEvent.setup();
    await openDispatch(user);

    expect(await screen.findByText('Accepted by Transportes Mayab')).toBeTruthy();
    for (const text of ['Efraín Poot', '+52 998 123 4567', 'Toyota Hiace, white', 'YUC-1234']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const marks = screen.getByRole('list', { name: 'Driver’s marks' });
    expect(marks.textContent).toBe('At meeting point: Friday, March 1, 2030 at 1:40 PM (Cancun time)');

    await user.click(screen.getByRole('button', { name: 'Withdraw Offer' }));
    const step = screen.getByRole('group', { name: /^Withdraw the ride from Transportes Mayab\?/ });
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Withdraw Offer' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Withdraw Offer' }));
    await user.click(
      within(screen.getByRole('group', { name: /^Withdraw the ride/ })).getByRole('button', {
        name: 'Withdraw Offer',
      }),
    );
    expect(await screen.findByText('Offer withdrawn (Transportes Mayab)')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/bookings/ABCDEFGHJK/offers/withdraw', body: {} },
    ]);
    expect(screen.getByRole('button', { name: 'Dispatch to Provider' })).toBeTruthy();
  });

  it.each([
    [
      offer({ status: 'declined', declineReason: 'No van free that night' }),
      'Declined by Transportes Mayab: No van free that night',
    ],
    [offer({ status: 'expired' }), 'Offer expired (Transportes Mayab)'],
  ])('says what became of an offer that ended, and offers the ride again', async (latest, text) => {
    stubDispatch(() => dispatch(latest));
    renderCard();
    const user = userEvent.setup();
    await openDispatch(user);
    expect(await screen.findByText(text)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dispatch to Provider' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Withdraw Offer' })).toBeNull();
  });
});
