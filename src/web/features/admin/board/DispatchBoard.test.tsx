import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancunToday } from '../../../../domain/cancun-time';
import { countRideStates } from '../../../../domain/ride-states';
import type { Board, BoardRide } from '../../../../domain/schemas/dispatch-board';
import { stopTheClock } from '../../../../testing/web/stoppedClock';
import { createQueryClient } from '../../../shared/queryClient';
import { DispatchBoard } from './DispatchBoard';

/** A stand-in for the browser's EventSource: the test opens, feeds and breaks the board's stream. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server refused the stream (401, 429, 503): the browser gives up on it. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    const event = new MessageEvent<string>('error');
    act(() => {
      for (const listener of this.listeners.get('error') ?? []) listener(event);
    });
  }
  /** The server sends an event (JSON data), or the connection drops (`error`) and the browser retries. */
  emit(type: string, data: unknown = {}) {
    if (type === 'ready') this.readyState = FakeEventSource.OPEN;
    if (type === 'error') this.readyState = FakeEventSource.CONNECTING;
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('the board opened no stream');
    return source;
  }
}

const DAY = '2030-03-10';

function ride(overrides: Partial<BoardRide>): BoardRide {
  return {
    bookingId: 'K7M2Q9XH4T',
    pickupAt: '2030-03-10T15:15:00.000Z',
    routeLabel: 'Cancun Airport → Tulum',
    passengers: 3,
    lastName: 'López',
    providerId: null,
    providerName: null,
    driverName: null,
    state: 'not-dispatched',
    late: false,
    lateReason: null,
    travellerSays: null,
    ...overrides,
  };
}

const early = ride({
  bookingId: 'A1B2C3D4E5',
  pickupAt: '2030-03-10T13:00:00.000Z',
  lastName: 'Chan',
  passengers: 2,
  routeLabel: 'Cancun Airport → Cancun',
  providerId: '6f1c2a3b-4d5e-4f60-8a71-9b8c7d6e5f40',
  providerName: 'Transportes Mayab',
  driverName: 'Efraín Poot',
  state: 'accepted',
  late: true,
  lateReason: 'Driver not at meeting point',
});
const later = ride({});

function boardOf(day: string, rides: BoardRide[]): Board {
  return { day, rides, counts: countRideStates(rides) };
}

/** Answers the day's call with the rides `answer` gives now; records the days asked for. */
function stubBoard(answer: (day: string) => BoardRide[]) {
  const days: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const day = new URL(input, 'http://localhost').searchParams.get('day') as string;
      days.push(day);
      return Response.json(boardOf(day, answer(day)));
    }),
  );
  return days;
}

function renderBoard(path = `/admin/dispatch?day=${DAY}`) {
  const router = createMemoryRouter(
    [
      { path: '/admin/dispatch', Component: DispatchBoard },
      { path: '/admin', element: <h1>Admin Login</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The day's rides as stubBoard answers them, and GET /api/auth/session as `session` says. */
function stubBoardAndSession(session: () => unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/auth/session') return Response.json(session());
      return Response.json(boardOf(url.searchParams.get('day') as string, [early, later]));
    }),
  );
}

const ADMIN_SESSION = { authenticated: true, user: { email: 'admin@example.com', role: 'admin' } };
const NO_SESSION = { authenticated: false, user: null };

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

function countsShown() {
  const counts = within(screen.getByLabelText('Rides per state'));
  const terms = counts.getAllByRole('term').map((term) => term.textContent);
  const values = counts.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

/** The stream's first `ready` reads the day once more (what changed before it listened): waits for it. */
async function readAgainOnReady(days: string[]) {
  await waitFor(() => expect(days).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the dispatch board', () => {
  it('shows each ride of the day in pickup order with its provider, driver and state, and the counts per state', async () => {
    stubBoard(() => [early, later]);
    renderBoard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dispatch' })).toBeTruthy();
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(DAY);

    const table = await screen.findByRole('table', {
      name: 'Rides on Sunday, March 10, 2030 (Cancun time)',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['Time (Cancun time)', 'Booking', 'Route', 'Passengers', 'Last Name', 'Provider', 'Driver', 'State'],
      [
        '8:00 AM',
        'A1B2C3D4E5',
        'Cancun Airport → Cancun',
        '2',
        'Chan',
        'Transportes Mayab',
        'Efraín Poot',
        'AcceptedLateDriver not at meeting point',
      ],
      [
        '10:15 AM',
        'K7M2Q9XH4T',
        'Cancun Airport → Tulum',
        '3',
        'López',
        'Not dispatched',
        '—',
        'Not dispatched',
      ],
    ]);
    // The booking id leads to its card on the dashboard, the search matching that id alone.
    expect(within(table).getByRole('link', { name: 'A1B2C3D4E5' }).getAttribute('href')).toBe(
      '/admin/dashboard?search=A1B2C3D4E5',
    );
    // 'Late' is said in words, not only in red.
    expect(within(rows[1] as HTMLElement).getByText('Late')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByText('Late')).toBeNull();

    expect(countsShown()).toEqual({
      'Not dispatched': '1',
      'Offer sent': '0',
      Accepted: '1',
      'At meeting point': '0',
      'On board': '0',
      Completed: '0',
      'No-show': '0',
      Cancelled: '0',
    });
  });

  it('shows a card per ride on a phone, its state first', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubBoard(() => [early, later]);
    renderBoard();
    const list = await screen.findByRole('list', { name: 'Rides on Sunday, March 10, 2030 (Cancun time)' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual([
      'AcceptedLateDriver not at meeting point',
      'Not dispatched',
    ]);
    expect(cards[0]?.textContent).toContain('8:00 AM');
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'A1B2C3D4E5' })).toBeTruthy();
    expect(cards[0]?.textContent).toContain('Transportes Mayab · Driver: Efraín Poot');
  });

  it('moves a ride when the stream says so, without reading the day again, and says Live', async () => {
    const days = stubBoard(() => [early, later]);
    renderBoard();
    await screen.findByRole('table');
    const stream = FakeEventSource.latest();
    expect(stream.url).toBe(`/api/admin/dispatch/stream?day=${DAY}`);
    stream.emit('ready');
    expect(screen.getByText('Live')).toBeTruthy();
    await readAgainOnReady(days);
    const asked = days.length;

    stream.emit('ride', { ...early, state: 'at-meeting-point', late: false, lateReason: null });
    const table = screen.getByRole('table');
    const row = await within(table).findByRole('row', { name: /A1B2C3D4E5.*At meeting point/ });
    expect(cellsOf(row).at(-1)).toBe('At meeting point');
    expect(countsShown()).toMatchObject({ Accepted: '0', 'At meeting point': '1' });

    // A ride moved earlier takes its place in pickup order; a ride gone leaves the board.
    stream.emit('ride', { ...later, pickupAt: '2030-03-10T12:00:00.000Z', state: 'offer-sent' });
    await within(table).findByRole('row', { name: /K7M2Q9XH4T.*Offer sent/ });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((line) => cellsOf(line)[1]),
    ).toEqual(['K7M2Q9XH4T', 'A1B2C3D4E5']);
    stream.emit('gone', { bookingId: 'A1B2C3D4E5' });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /A1B2C3D4E5/ })).toBeNull());
    expect(countsShown()).toMatchObject({ 'At meeting point': '0', 'Offer sent': '1' });
    expect(days.length).toBe(asked);
  });

  it('keeps a change that arrives while the day is being read, though the answer was read before it', async () => {
    // The server's rides as they stand; each answer is read when asked and sent when the test lets it go.
    let rides = [early, later];
    const pending: (() => void)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        const answer = boardOf(DAY, rides);
        return new Promise<Response>((resolve) => pending.push(() => resolve(Response.json(answer))));
      }),
    );
    const release = () =>
      act(() => {
        for (const send of pending.splice(0)) send();
      });
    renderBoard();
    await waitFor(() => expect(pending).toHaveLength(1));
    const stream = FakeEventSource.latest();
    stream.emit('ready');
    const offered: BoardRide = { ...later, state: 'offer-sent', providerName: 'Transportes Mayab' };
    rides = [early, offered];
    stream.emit('ride', offered);

    // The answer read before the change comes back: the change is applied to it again.
    release();
    const row = await screen.findByRole('row', { name: /K7M2Q9XH4T.*Offer sent/ });
    expect(within(row).getByText('Transportes Mayab')).toBeTruthy();
    // That answer was read before the stream listened, so the day is read once more.
    await waitFor(() => expect(pending).toHaveLength(1));
    release();
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.getByRole('row', { name: /K7M2Q9XH4T.*Offer sent/ })).toBeTruthy();
  });

  it('says Reconnecting… when the stream drops, and reads the day again once it is back', async () => {
    let rides = [early, later];
    const days = stubBoard(() => rides);
    renderBoard();
    await screen.findByRole('table');
    const stream = FakeEventSource.latest();
    stream.emit('ready');
    await readAgainOnReady(days);

    stream.emit('error');
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');

    // While it was away, the early ride was completed: no event came, the day is read again.
    rides = [{ ...early, state: 'completed', late: false, lateReason: null }, later];
    const asked = days.length;
    stream.emit('ready');
    expect(screen.getByRole('status').textContent).toBe('Live');
    await waitFor(() => expect(days.length).toBeGreaterThan(asked));
    const row = await screen.findByRole('row', { name: /A1B2C3D4E5.*Completed/ });
    expect(within(row).queryByText('Late')).toBeNull();
  });

  it('opens on today in Cancun, and steps a day back and forth with the buttons', async () => {
    const days = stubBoard(() => []);
    const router = renderBoard('/admin/dispatch');
    const today = cancunToday(new Date());
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(today);
    expect(await screen.findByText('No rides on this day')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous Day' }));
    const tomorrow = new Date(`${today}T12:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const next = tomorrow.toISOString().slice(0, 10);
    expect((screen.getByLabelText('Day') as HTMLInputElement).value).toBe(next);
    expect(router.state.location.search).toBe(`?day=${next}`);
    await waitFor(() => expect(days).toContain(next));
    // The stream follows the day shown.
    expect(FakeEventSource.latest().url).toBe(`/api/admin/dispatch/stream?day=${next}`);
  });

  it('opens the next stream at once when the server renews one, staying Live, and reads the day again', async () => {
    const days = stubBoard(() => [early, later]);
    renderBoard();
    await screen.findByRole('table');
    const first = FakeEventSource.latest();
    first.emit('ready');
    await readAgainOnReady(days);
    const asked = days.length;

    first.emit('end', { reason: 'renew' });
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(second.url).toBe(`/api/admin/dispatch/stream?day=${DAY}`);
    expect(screen.getByRole('status').textContent).toBe('Live');
    second.emit('ready');
    await waitFor(() => expect(days.length).toBeGreaterThan(asked));
    second.emit('ride', { ...early, state: 'on-board', late: false, lateReason: null });
    await screen.findByRole('row', { name: /A1B2C3D4E5.*On board/ });
  });

  it('goes to the sign-in page when the server ends the stream because the session is over', async () => {
    stubBoardAndSession(() => NO_SESSION);
    const router = renderBoard();
    await screen.findByRole('table');
    const stream = FakeEventSource.latest();
    stream.emit('ready');

    stream.emit('end', { reason: 'signed-out' });
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(router.state.location.pathname).toBe('/admin');
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('asks whether the session is over when the server refuses the stream: sign-in page if so', async () => {
    stubBoardAndSession(() => NO_SESSION);
    const router = renderBoard();
    await screen.findByRole('table');

    FakeEventSource.latest().refuse();
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('opens the stream again 5 seconds after a refusal while the session is an admin’s (too many streams)', async () => {
    stubBoardAndSession(() => ADMIN_SESSION);
    renderBoard();
    await screen.findByRole('table');
    const refused = FakeEventSource.latest();
    const clock = stopTheClock();
    refused.refuse();
    await clock.settle();
    expect(screen.getByRole('status').textContent).toBe('Reconnecting…');
    clock.advance(4_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    clock.advance(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.latest().emit('ready');
    expect(screen.getByRole('status').textContent).toBe('Live');
  });
});
