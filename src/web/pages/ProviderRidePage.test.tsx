import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { driverInstructions } from '../../domain/provider-texts';
import type { RideMark } from '../../domain/ride-marks';
import type { ProviderRide } from '../../domain/schemas/dispatch';
import { renderRoute } from '../../testing/web/renderRoute';
import { stopTheClock } from '../../testing/web/stoppedClock';

const TOKEN = 'Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz';
const CLOSED = { closed: true, message: 'This ride is no longer assigned to you.' };

const OFFERED: ProviderRide = {
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
  hotelName: 'Hotel Riu Palace',
  flightNumber: 'AA1234',
  flightAirline: 'American Airlines',
  flightDateTime: '2030-03-01T19:30:00.000Z',
  specialInstructions: 'Two surfboards',
  note: 'Meet at door 3',
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
  meetingPoint: 'Terminal 3: outside, at the covered meeting area.',
  scheduledLandingAt: '2030-03-01T19:30:00.000Z',
  expectedLandingAt: null,
  landed: false,
  freeWaitUntil: '2030-03-01T20:30:00.000Z',
  mayMarkLanded: false,
  // Written by the server from the fields above: the stand-in below does it as it answers.
  instructions: '',
};

const CONTACT = {
  operator: 'Cancun Private Transfers',
  contact: { label: 'Dispatch phone', value: '+529981234567', href: 'tel:+529981234567' },
};

/** The driver's instructions as the server writes them for the ride as it stands. */
function withInstructions(ride: ProviderRide): ProviderRide {
  const instructions = driverInstructions({
    serviceType: ride.serviceType,
    terminal: ride.terminal,
    lastName: ride.traveller?.name.split(' ').at(-1) ?? null,
    waitUntil: ride.freeWaitUntil,
    hotelName: ride.hotelName,
    pickupAt: ride.pickupAt,
  });
  return { ...ride, instructions };
}

const DRIVER = {
  driverName: 'Efraín Poot',
  driverPhone: '+52 998 123 4567',
  vehicle: 'Toyota Hiace, white',
  plateNumber: 'YUC-1234',
};

const ACCEPTED: ProviderRide = {
  ...OFFERED,
  status: 'accepted',
  driver: DRIVER,
  traveller: { name: 'Ana Lopez', phone: '+1 555 123 4567', sign: 'Sign: Lopez · Coral Turtle', says: null },
};

const MARK_FIELDS = {
  'at-meeting-point': 'atMeetingPointAt',
  'on-board': 'onBoardAt',
  completed: 'completedAt',
  'no-show': 'noShowAt',
} as const;
/** The marks that follow each in this stand-in (the no-show's free wait never over). */
const NEXT: Record<RideMark, RideMark[]> = {
  'at-meeting-point': ['on-board'],
  'on-board': ['completed'],
  completed: [],
  'no-show': [],
};

/** The provider API as the server answers it, for the token of the body only; every call is recorded. */
function stubServer(start: ProviderRide | null = OFFERED) {
  let ride = start;
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    // The layout's own calls (who is signed in) are not the page's.
    if (!url.startsWith('/api/provider/')) return Response.json({ authenticated: false, user: null });
    // The frame's own call: the operator's dispatch.
    if (url === '/api/provider/contact') return Response.json(CONTACT);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    calls.push({ url, body });
    if (body.token !== TOKEN || ride === null) return Response.json(CLOSED);
    const now = '2030-03-01T19:40:00.000Z';
    if (url.endsWith('/accept')) {
      ride = {
        ...ride,
        status: 'accepted',
        driver: body.driver as ProviderRide['driver'],
        traveller: {
          name: 'Ana Lopez',
          phone: '+1 555 123 4567',
          sign: 'Sign: Lopez · Coral Turtle',
          says: 'Traveller: I’ve landed',
        },
        nextMarks: ['at-meeting-point'],
      };
    } else if (url.endsWith('/decline')) {
      ride = null;
      return Response.json(CLOSED);
    } else if (url.endsWith('/mark')) {
      const mark = body.mark as RideMark;
      ride = {
        ...ride,
        marks: { ...ride.marks, [MARK_FIELDS[mark]]: now },
        nextMarks: NEXT[mark],
        mayMarkLanded: false,
      };
    } else if (url.endsWith('/landed')) {
      const freeWaitUntil = '2030-03-01T20:40:00.000Z';
      ride = { ...ride, landed: true, expectedLandingAt: now, freeWaitUntil, mayMarkLanded: false };
    } else if (url.endsWith('/confirm-changes')) {
      ride = { ...ride, changes: [] };
    }
    return Response.json({ ride: withInstructions(ride) });
  });
  return calls;
}

/** The memory router does not touch window.location, so the address is put there as the browser would. */
function open(address: string) {
  window.history.replaceState(null, '', address);
  return renderRoute(address);
}

const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the provider’s page of a ride', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('shows the offer from the link, sends the token only in bodies, and takes it out of the address bar', async () => {
    const calls = stubServer();
    open(`/provider/rides/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' })).toBeTruthy();
    expect(factOf('Route')).toBe('Cancun Airport → Tulum');
    expect(factOf('Flight')).toBe('American Airlines AA1234');
    expect(factOf('Landing time')).toBe('Friday, March 1, 2030 at 2:30 PM (Cancun time)');
    // The flight as known now, and the driver's instructions: where to meet, the sign, the free wait.
    expect(factOf('Flight status')).toBe('Scheduled 2:30 PM');
    expect(factOf('Terminal')).toBe('Terminal 3');
    expect(factOf('Instructions')).toBe(
      'Meet the traveller at the Terminal 3 arrivals exit, outside the building. Hold a sign with the traveller’s last name (on the ride’s page once accepted). Wait until 3:30 PM.',
    );
    expect(factOf('Passengers')).toBe('3 passengers');
    expect(factOf('Child seats')).toBe('1');
    expect(factOf('Bulky luggage')).toBe('Yes');
    expect(factOf('Hotel')).toBe('Hotel Riu Palace');
    expect(factOf('Special instructions')).toBe('Two surfboards');
    expect(factOf('Note from the operator')).toBe('Meet at door 3');
    expect(factOf('Pay')).toBe('$120');
    expect(factOf('Respond by')).toBe('Wednesday, February 27, 2030 at 3:00 PM (Cancun time)');
    // Before acceptance, nothing of the traveller.
    expect(screen.queryByText('Ana Lopez')).toBeNull();
    expect(screen.queryByText(/Coral Turtle/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept Ride' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline Ride' })).toBeTruthy();

    await waitFor(() => expect(window.location.pathname).toBe('/provider/rides'));
    expect(window.location.href).not.toContain(TOKEN);
    expect(calls).toEqual([{ url: '/api/provider/ride', body: { token: TOKEN } }]);
  });

  it('opens the same ride after a reload of /provider/rides in that tab', async () => {
    stubServer();
    const first = open(`/provider/rides/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' });
    await waitFor(() => expect(window.location.pathname).toBe('/provider/rides'));
    first.unmount();
    open('/provider/rides');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' })).toBeTruthy();
  });

  it('accepts with the driver’s details, then marks each step once confirmed', async () => {
    const calls = stubServer();
    open(`/provider/rides/${TOKEN}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' });

    await user.click(screen.getByRole('button', { name: 'Accept Ride' }));
    expect(await screen.findByText('Please enter the driver’s name')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/accept'))).toEqual([]);

    await user.type(screen.getByLabelText('Driver Name'), DRIVER.driverName);
    await user.type(screen.getByLabelText('Driver Phone'), DRIVER.driverPhone);
    await user.type(screen.getByLabelText('Vehicle'), DRIVER.vehicle);
    await user.type(screen.getByLabelText('Plate Number'), DRIVER.plateNumber);
    await user.click(screen.getByRole('button', { name: 'Accept Ride' }));

    const traveller = await screen.findByRole('region', { name: 'Traveller' });
    expect(within(traveller).getByText('Ana Lopez')).toBeTruthy();
    expect(within(traveller).getByText('Sign: Lopez · Coral Turtle')).toBeTruthy();
    expect(within(traveller).getByText('Traveller: I’ve landed')).toBeTruthy();
    expect(within(traveller).getByRole('link', { name: '+1 555 123 4567' }).getAttribute('href')).toBe(
      'tel:+15551234567',
    );
    const driver = screen.getByRole('region', { name: 'Driver' });
    expect(within(driver).getByText('Toyota Hiace, white')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Ride' })).toBeNull();
    // The form is gone: the new state is announced and takes the focus (and the screen).
    const accepted = screen.getByText('Accepted by Transportes Mayab.');
    expect(accepted.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(accepted);
    expect(calls.find((call) => call.url.endsWith('/accept'))?.body).toEqual({
      token: TOKEN,
      driver: DRIVER,
    });

    // A mark asks once more; Cancel sends nothing and gives the button its focus back.
    await user.click(screen.getByRole('button', { name: 'Driver at Meeting Point' }));
    const step = screen.getByRole('group', { name: /^Driver at Meeting Point: mark it now\?/ });
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Driver at Meeting Point' }));
    expect(calls.filter((call) => call.url.endsWith('/mark'))).toEqual([]);

    for (const button of ['Driver at Meeting Point', 'Traveller on Board', 'Ride Completed']) {
      await user.click(await screen.findByRole('button', { name: button }));
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      const marked = await screen.findByText(`Marked: ${button}`);
      expect(marked.getAttribute('role')).toBe('status');
      expect(document.activeElement).toBe(marked);
    }
    expect(calls.filter((call) => call.url.endsWith('/mark')).map((call) => call.body)).toEqual([
      { token: TOKEN, mark: 'at-meeting-point' },
      { token: TOKEN, mark: 'on-board' },
      { token: TOKEN, mark: 'completed' },
    ]);
    expect(screen.getByRole('list', { name: 'Marked so far' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('Driver at Meeting Point', { selector: 'li > span' })).toBeTruthy();
    expect(screen.getByText('This ride is over. Thank you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Traveller No-Show' })).toBeNull();
    // On board: the driver's details are no longer changed.
    expect(screen.queryByRole('button', { name: 'Change Driver Details' })).toBeNull();
  });

  it('offers only the marks the server allows next, and says when a no-show may be marked', async () => {
    stubServer({
      ...OFFERED,
      status: 'accepted',
      driver: DRIVER,
      traveller: { name: 'Ana Lopez', phone: '+1 555 123 4567', sign: null, says: null },
      marks: { ...OFFERED.marks, atMeetingPointAt: '2030-03-01T19:20:00.000Z' },
      nextMarks: ['on-board'],
      laterMarks: [{ mark: 'no-show', from: '2030-03-01T20:30:00.000Z' }],
    });
    open(`/provider/rides/${TOKEN}`);
    const progress = await screen.findByRole('region', { name: 'Ride progress' });
    expect(
      within(progress)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Traveller on Board']);
    expect(
      within(progress).getByText(
        'Traveller No-Show can be marked from Friday, March 1, 2030 at 3:30 PM (Cancun time), after the free wait.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change Driver Details' })).toBeTruthy();
  });

  it('shows no step before it can be true, and says from when each may be pressed', async () => {
    stubServer({
      ...ACCEPTED,
      nextMarks: [],
      laterMarks: [
        { mark: 'flight-landed', from: '2030-03-01T17:30:00.000Z' },
        { mark: 'at-meeting-point', from: '2030-03-01T17:30:00.000Z' },
      ],
    });
    open(`/provider/rides/${TOKEN}`);
    const progress = await screen.findByRole('region', { name: 'Ride progress' });
    expect(within(progress).queryAllByRole('button')).toEqual([]);
    expect(
      within(within(progress).getByRole('list', { name: 'Later steps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Flight Landed can be marked from Friday, March 1, 2030 at 12:30 PM (Cancun time).',
      'Driver at Meeting Point can be marked from Friday, March 1, 2030 at 12:30 PM (Cancun time).',
    ]);
  });

  it('shows the refusal of a step pressed too early, and the ride as the server has it', async () => {
    const calls = stubServer({ ...ACCEPTED, nextMarks: ['at-meeting-point'] });
    const refusal =
      'Too early: Driver at Meeting Point can be marked from Friday, March 1, 2030 at 12:30 PM (Cancun time).';
    const answer = vi.mocked(globalThis.fetch).getMockImplementation();
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) =>
      String(input).endsWith('/mark')
        ? Response.json({ error: refusal }, { status: 409 })
        : (answer as typeof fetch)(input, init),
    );
    open(`/provider/rides/${TOKEN}`);
    const user = userEvent.setup();
    const progress = await screen.findByRole('region', { name: 'Ride progress' });
    await user.click(within(progress).getByRole('button', { name: 'Driver at Meeting Point' }));
    await user.click(within(progress).getByRole('button', { name: 'Confirm' }));
    expect(await within(progress).findByText(refusal)).toBeTruthy();
    // The page asked for the ride again after the 409.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/provider/ride')).toHaveLength(2));
  });

  it('asks for the ride again when the first later step may be pressed, and shows its button', async () => {
    const soon = new Date(Date.now() + 10 * 60_000).toISOString();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const opens: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (!url.startsWith('/api/provider/')) return Response.json({ authenticated: false, user: null });
      if (url === '/api/provider/contact') return Response.json(CONTACT);
      opens.push(url);
      if (opens.length === 1) {
        await held;
        return Response.json({
          ride: { ...ACCEPTED, nextMarks: [], laterMarks: [{ mark: 'at-meeting-point', from: soon }] },
        });
      }
      return Response.json({ ride: { ...ACCEPTED, nextMarks: ['at-meeting-point'] } });
    });
    open(`/provider/rides/${TOKEN}`);
    await screen.findByText('Loading the ride...');
    // From the answer on, time moves only when this test moves it.
    const clock = stopTheClock();
    release();
    await clock.settle();
    const progress = screen.getByRole('region', { name: 'Ride progress' });
    expect(within(progress).queryAllByRole('button')).toEqual([]);
    await clock.advance(9 * 60_000);
    await clock.settle();
    expect(opens).toHaveLength(1);
    await clock.advance(60_000);
    await clock.settle();
    expect(opens).toHaveLength(2);
    expect(within(progress).getByRole('button', { name: 'Driver at Meeting Point' })).toBeTruthy();
    expect(within(progress).queryByRole('list', { name: 'Later steps' })).toBeNull();
  });

  it('lists the changes made since acceptance and confirms them', async () => {
    const calls = stubServer({
      ...OFFERED,
      status: 'accepted',
      driver: DRIVER,
      traveller: { name: 'Ana Lopez', phone: '+1 555 123 4567', sign: null, says: null },
      nextMarks: ['at-meeting-point'],
      changes: [
        { label: 'Flight number', before: 'AA1234', after: 'AA1250' },
        { label: 'Child seats', before: 'None', after: '2' },
      ],
    });
    open(`/provider/rides/${TOKEN}`);
    const user = userEvent.setup();
    const changes = await screen.findByRole('region', { name: 'Changes to confirm' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Flight number: AA1234 → AA1250', 'Child seats: None → 2']);
    await user.click(within(changes).getByRole('button', { name: 'Confirm Changes' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Changes to confirm' })).toBeNull());
    expect(calls.at(-1)).toEqual({ url: '/api/provider/ride/confirm-changes', body: { token: TOKEN } });
  });

  it('declines with a reason, at once, and then the link opens nothing', async () => {
    const calls = stubServer();
    open(`/provider/rides/${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason'), 'No van free that night');
    await user.click(screen.getByRole('button', { name: 'Decline Ride' }));
    expect((await screen.findByRole('status')).textContent).toBe('This ride is no longer assigned to you.');
    expect(calls.at(-1)).toEqual({
      url: '/api/provider/ride/decline',
      body: { token: TOKEN, reason: 'No van free that night' },
    });
    expect(screen.queryByRole('button', { name: 'Accept Ride' })).toBeNull();
  });

  it('says a link that no longer opens the ride is no longer assigned, and offers nothing', async () => {
    stubServer(null);
    open(`/provider/rides/${TOKEN}`);
    const said = await screen.findByText('This ride is no longer assigned to you.');
    expect(said.getAttribute('role')).toBe('status');
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('textbox')).toBeNull();
  });
  it("marks 'Flight Landed' before 'Driver at Meeting Point', and the landing and free wait follow", async () => {
    const calls = stubServer({
      ...OFFERED,
      status: 'accepted',
      driver: DRIVER,
      traveller: { name: 'Ana Lopez', phone: '+1 555 123 4567', sign: null, says: null },
      expectedLandingAt: '2030-03-01T20:05:00.000Z',
      freeWaitUntil: '2030-03-01T21:05:00.000Z',
      nextMarks: ['at-meeting-point'],
      mayMarkLanded: true,
    });
    open(`/provider/rides/${TOKEN}`);
    const user = userEvent.setup();
    const progress = await screen.findByRole('region', { name: 'Ride progress' });
    expect(
      within(progress)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Flight Landed', 'Driver at Meeting Point']);
    expect(factOf('Flight status')).toBe('Scheduled 2:30 PM · Expected 3:05 PM (+35 min)');
    expect(factOf('Instructions')).toMatch(/Hold a sign with 'Lopez'\. Wait until 4:05 PM\.$/);

    // Asked once more, as every mark is: Cancel sends nothing.
    await user.click(within(progress).getByRole('button', { name: 'Flight Landed' }));
    const step = within(progress).getByRole('group', { name: /^Flight Landed: mark it now\?/ });
    await user.click(within(step).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(progress).getByRole('button', { name: 'Flight Landed' }));
    expect(calls.filter((call) => call.url.endsWith('/landed'))).toEqual([]);

    await user.click(within(progress).getByRole('button', { name: 'Flight Landed' }));
    await user.click(within(progress).getByRole('button', { name: 'Confirm' }));
    expect((await within(progress).findByRole('status')).textContent).toBe('Marked: Flight Landed');
    expect(calls.at(-1)).toEqual({ url: '/api/provider/ride/landed', body: { token: TOKEN } });
    expect(factOf('Flight status')).toBe('Landed 2:40 PM');
    expect(factOf('Instructions')).toMatch(/Wait until 3:40 PM\.$/);
    expect(
      within(progress)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Driver at Meeting Point']);
  });

  it("offers no 'Flight Landed' once the driver is at the meeting point", async () => {
    stubServer({
      ...OFFERED,
      status: 'accepted',
      driver: DRIVER,
      traveller: { name: 'Ana Lopez', phone: '+1 555 123 4567', sign: null, says: null },
      nextMarks: ['at-meeting-point'],
      mayMarkLanded: true,
    });
    open(`/provider/rides/${TOKEN}`);
    const user = userEvent.setup();
    const progress = await screen.findByRole('region', { name: 'Ride progress' });
    await user.click(within(progress).getByRole('button', { name: 'Driver at Meeting Point' }));
    await user.click(within(progress).getByRole('button', { name: 'Confirm' }));
    await within(progress).findByText('Marked: Driver at Meeting Point');
    expect(within(progress).queryByRole('button', { name: 'Flight Landed' })).toBeNull();
  });
  it('stands in a plain frame of its own: the operator and its dispatch, nothing of the public site', async () => {
    stubServer();
    open(`/provider/rides/${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Ride K7M2Q9XH4T' });
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Cancun Private Transfers')).toBeTruthy();
    expect((await header.findByRole('link', { name: '+529981234567' })).getAttribute('href')).toBe(
      'tel:+529981234567',
    );
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: '+529981234567' })).toBeTruthy();
    // No menu, no prices, no services, no travellers' contact form.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByText(/\$\d/, { selector: 'footer *' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Our Services' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
  });
});
