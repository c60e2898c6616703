/**
 * The provider's ride page of islands (docs/decisions/061), as the server renders it with its ride, then
 * booted as entry-provider-ride.tsx boots it: hydrated where it stands with the ride it carries, nothing
 * asked at the start, the token leaving the address; 'Accept Ride' then sends the driver with the token in
 * its body. And the prerendered page (a render that failed) asks for the ride itself. On React and Preact.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderRide } from '../../../domain/schemas/dispatch';
import { HYDRATED_ATTRIBUTE } from '../../shared/bootIds';
import { ISLAND_ATTRIBUTE } from '../../shared/islands/islandNames';
import { ProviderRideApp } from '../ProviderRideApp';
import { bootIslands } from './bootIslands';
import { PROVIDER_RIDE_ISLAND_MODULES } from './providerRideIslandModules';
import { renderIslandsApart } from './renderIslandsApart';

const TOKEN = 'Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz';
const CONTACT = { label: 'Dispatch phone', value: '+529981234567', href: 'tel:+529981234567' };

const RIDE: ProviderRide = {
  bookingId: 'K7M2Q9XH4T',
  status: 'offered',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  rideAt: '2030-03-01T19:30:00.000Z',
  pickupAt: null,
  passengers: 3,
  childSeats: 1,
  hasBulkyLuggage: true,
  hotelName: 'Hotel <b>"Riu"</b> & </script> 🌴',
  flightNumber: 'AA1234',
  flightAirline: 'American Airlines',
  flightDateTime: '2030-03-01T19:30:00.000Z',
  specialInstructions: 'Two surfboards',
  note: '',
  costCents: 12000,
  respondBy: '2030-02-27T20:00:00.000Z',
  company: 'Transportes Mayab',
  traveller: null,
  driver: null,
  marks: { atMeetingPointAt: null, onBoardAt: null, completedAt: null, noShowAt: null },
  nextMarks: [],
  laterMarks: [],
  freeWaitEndsAt: '2030-03-01T20:30:00.000Z',
  changes: [],
  terminal: '3',
  meetingPoint: 'Terminal 3: outside.',
  scheduledLandingAt: '2030-03-01T19:30:00.000Z',
  expectedLandingAt: null,
  landed: false,
  freeWaitUntil: '2030-03-01T20:30:00.000Z',
  mayMarkLanded: false,
  instructions: 'Meet the traveller outside.',
};

const islands = () => [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];

afterEach(async () => {
  await waitFor(() =>
    expect(islands().filter((island) => !island.hasAttribute('data-island-hydrated'))).toEqual([]),
  );
  await act(async () => {});
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the provider’s ride page of islands', { timeout: 30_000 }, () => {
  it('hydrates the page rendered with its ride where it stands, asks for nothing, then accepts', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
      const driver = (calls[0]?.body as { driver: ProviderRide['driver'] }).driver;
      const ride = { ...RIDE, status: 'accepted' as const, driver };
      return Response.json({
        ride: {
          ...ride,
          traveller: {
            name: 'Ana Lopez',
            phone: '+1 555 123 4567',
            sign: 'Sign: Lopez · Coral Turtle',
            says: null,
          },
        },
      });
    });
    window.history.replaceState(null, '', `/provider/rides/${TOKEN}`);
    const shown = { answer: { ride: RIDE }, contact: CONTACT };
    document.body.innerHTML = `<div id="root">${renderIslandsApart(<ProviderRideApp shown={shown} />)}</div>`;
    // Drawn before any script: the ride, its buttons, the frame's dispatch line; no token in the page.
    const heading = screen.getByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' });
    expect(screen.getByText(RIDE.hotelName)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '+529981234567' })).toHaveLength(2);
    expect(document.body.innerHTML).not.toContain(TOKEN);

    await act(async () => bootIslands(PROVIDER_RIDE_ISLAND_MODULES));
    await waitFor(() => expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    expect(islands().map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual([
      'provider-contact',
      'provider-ride',
      'provider-contact',
    ]);
    // Kept where it stood, nothing asked; the token left the address for this tab's storage.
    expect(heading.isConnected).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/provider/rides'));
    expect(calls).toEqual([]);

    const user = userEvent.setup();
    const accept = screen.getByRole('form', { name: 'Accept Ride' });
    await user.type(within(accept).getByLabelText('Driver Name'), 'Efraín Poot');
    await user.type(within(accept).getByLabelText('Driver Phone'), '+52 998 765 4321');
    await user.type(within(accept).getByLabelText('Vehicle'), 'Toyota Hiace, white');
    await user.type(within(accept).getByLabelText('Plate Number'), 'YZX-123-A');
    await user.click(within(accept).getByRole('button', { name: 'Accept Ride' }));
    expect(await screen.findByText('Accepted by Transportes Mayab.')).toBeTruthy();
    expect(calls.map((call) => call.url)).toEqual(['/api/provider/ride/accept']);
    expect(calls[0]?.body).toMatchObject({ token: TOKEN, driver: { driverName: 'Efraín Poot' } });
  });

  it('on the prerendered page, asks for the ride and the dispatch once hydrated', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/provider/contact'
        ? Response.json({ operator: 'Cancun Private Transfers', contact: CONTACT })
        : Response.json({ ride: RIDE }),
    );
    window.history.replaceState(null, '', `/provider/rides/${TOKEN}`);
    document.body.innerHTML = `<div id="root">${renderIslandsApart(<ProviderRideApp />)}</div>`;
    expect(screen.getByText('Loading the ride...')).toBeTruthy();

    await act(async () => bootIslands(PROVIDER_RIDE_ISLAND_MODULES));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' })).toBeTruthy();
    expect(await screen.findAllByRole('link', { name: '+529981234567' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Decline Ride' })).toBeTruthy();
  });
});
