import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultManifestDate } from '../../../../domain/manifest-day';
import type { Manifest, ManifestRide } from '../../../../domain/schemas/manifest';
import { createQueryClient } from '../../../shared/queryClient';
import { ADMIN_KEY } from '../useAdminBookings';
import { AdminManifest } from './AdminManifest';

function ride(overrides: Partial<ManifestRide> = {}): ManifestRide {
  return {
    id: 'K7M2Q9XH4T',
    time: '2030-03-10T15:15:00.000Z',
    serviceType: 'departure',
    from: 'Tulum',
    to: 'Cancun Airport',
    passengers: 3,
    hasBulkyLuggage: true,
    childSeats: 0,
    flightNumber: 'AA 100',
    flightAirline: 'American Airlines',
    flightDateTime: '2030-03-10T19:15:00.000Z',
    hotelName: 'Hotel Tulum',
    firstName: 'Ana',
    lastName: 'López',
    phone: '+52 998 123 4567',
    driverName: 'Efraín Poot',
    driverCompany: 'Transportes Mayab',
    provider: null,
    driverPhone: null,
    driverVehicle: null,
    driverPlate: null,
    specialInstructions: 'Two surfboards',
    status: 'confirmed',
    terminal: null,
    meetingPoint: null,
    expectedLandingAt: null,
    landed: false,
    sign: null,
    ...overrides,
  };
}

/** Answers the manifest call per date; records the dates asked for. */
function stubManifest(answer: (date: string) => { status: number; body: unknown }) {
  const dates: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const date = new URL(input, 'http://localhost').searchParams.get('date') as string;
      dates.push(date);
      const { status, body } = answer(date);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return dates;
}

function renderManifest(path = '/admin/manifest', client = createQueryClient()) {
  const router = createMemoryRouter([{ path: '/admin/manifest', Component: AdminManifest }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the daily manifest page', () => {
  it('opens on tomorrow in Cancun, then shows the rides of the date chosen, in Cancun time', async () => {
    const tomorrow = defaultManifestDate(new Date());
    const dates = stubManifest((date) => ({
      status: 200,
      body: {
        date,
        rides:
          date === '2030-03-10'
            ? [
                ride(),
                ride({
                  id: 'P21MH5QQPN',
                  serviceType: 'arrival',
                  from: 'Cancun Airport',
                  to: 'Tulum',
                  time: '2030-03-10T20:00:00.000Z',
                  flightDateTime: '2030-03-10T20:00:00.000Z',
                  // The terminal, the delay known and where the driver waits.
                  terminal: '2',
                  meetingPoint: 'Terminal 2: outside, under the transportation canopy.',
                  expectedLandingAt: '2030-03-10T20:40:00.000Z',
                  driverName: null,
                  driverCompany: null,
                  hasBulkyLuggage: false,
                }),
              ]
            : [],
      } satisfies Manifest,
    }));
    const router = renderManifest();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Manifest' })).toBeTruthy();
    const input = screen.getByLabelText('Date') as HTMLInputElement;
    expect(input.value).toBe(tomorrow);
    expect(await screen.findByText('No rides on this day')).toBeTruthy();
    expect(dates).toEqual([tomorrow]);

    fireEvent.change(input, { target: { value: '2030-03-10' } });
    const table = await screen.findByRole('table', { name: 'Rides on Sunday, March 10, 2030 (Cancun time)' });
    expect(router.state.location.search).toBe('?date=2030-03-10');
    expect(screen.getByText('Sunday, March 10, 2030: 2 rides')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      [
        '10:15 AM',
        'Departure',
        'Tulum → Cancun Airport',
        '3',
        'Yes',
        'None',
        'AA 100American AirlinesDeparts 2:15 PM',
        '',
        'Hotel Tulum',
        'Ana López+52 998 123 4567',
        'Efraín Poot (Transportes Mayab)',
        'Two surfboards',
        'K7M2Q9XH4TConfirmed',
      ],
      [
        '3:00 PM',
        'Arrival',
        'Cancun Airport → Tulum',
        '3',
        'No',
        'None',
        'AA 100American AirlinesScheduled 3:00 PM · Expected 3:40 PM (+40 min)',
        'Terminal 2Terminal 2: outside, under the transportation canopy.',
        'Hotel Tulum',
        'Ana López+52 998 123 4567',
        'Not assigned',
        'Two surfboards',
        'P21MH5QQPNConfirmed',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/manifest.csv?date=2030-03-10',
    );
  });

  it('prints with the browser, and ignores a date that is not whole yet', async () => {
    stubManifest((date) => ({ status: 200, body: { date, rides: [] } }));
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const router = renderManifest('/admin/manifest?date=2030-01-31');
    await screen.findByText('No rides on this day');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    expect(router.state.location.search).toBe('?date=2030-01-31');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows the server error in a red banner', async () => {
    stubManifest(() => ({ status: 403, body: { error: 'Unauthorized access' } }));
    renderManifest('/admin/manifest?date=2030-01-31');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unauthorized access'));
    expect(screen.queryByText('Loading rides...')).toBeNull();
  });

  it('says it is loading until the rides of the date come', async () => {
    // An answer for another day (a slow earlier request) is not this day's.
    stubManifest(() => ({ status: 200, body: { date: '2030-01-30', rides: [] } }));
    const client = createQueryClient();
    renderManifest('/admin/manifest?date=2030-01-31', client);
    expect(screen.getByText('Loading rides...')).toBeTruthy();
    // The answer has been read and stored...
    await waitFor(() =>
      expect(client.getQueryState([...ADMIN_KEY, 'manifest', '2030-01-31'])?.status).toBe('success'),
    );
    // ...and handed to the page: the query's observers are told in a task of their own, which runs first.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.getByText('Loading rides...')).toBeTruthy();
    expect(screen.queryByText('No rides on this day')).toBeNull();
  });
});
