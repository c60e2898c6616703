import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/web/renderRoute';

const TOKEN = 'Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz';
const RIDE =
  'Ana, your transfer from Cancun Airport to Tulum on Tuesday, March 10, 2026 at 2:30 PM (Cancun time).';

/** The feedback API as the server answers it: the ride for the token of the header, 404 for any other. */
function stubServer() {
  const calls: { url: string; token: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const token = new Headers(init?.headers).get('X-Feedback-Token');
    // The layout's own calls (who is signed in) are not the page's.
    if (url.startsWith('/api/feedback')) calls.push({ url, token });
    if (url !== '/api/feedback' || token !== TOKEN) {
      return Response.json({ error: 'This feedback link is not valid.' }, { status: 404 });
    }
    return Response.json({
      bookingId: 'K7M2Q9XH4T',
      firstName: 'Ana',
      from: 'Cancun Airport',
      to: 'Tulum',
      rideAt: '2026-03-10T19:30:00.000Z',
      answered: false,
    });
  });
  return calls;
}

/** The memory router does not touch window.location, so the address is put there as the browser would. */
function open(address: string) {
  window.history.replaceState(null, '', address);
  return renderRoute(address);
}

const checkedRating = () =>
  screen.getAllByRole<HTMLInputElement>('radio').find((radio) => radio.checked)?.value ?? null;

describe('the feedback page keeps the link token out of the address bar', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('reads the token from the link, asks the server with it in a header, and leaves /feedback?rating=N', async () => {
    const calls = stubServer();
    open(`/feedback/${TOKEN}?rating=2`);
    expect(await screen.findByText(RIDE)).toBeTruthy();
    expect(checkedRating()).toBe('2');
    await waitFor(() => expect(window.location.pathname).toBe('/feedback'));
    expect(window.location.search).toBe('?rating=2');
    expect(window.location.href).not.toContain(TOKEN);
    expect(calls).toEqual([{ url: '/api/feedback', token: TOKEN }]);
  });

  it('opens the same answer after a reload of /feedback?rating=N in that tab', async () => {
    stubServer();
    const first = open(`/feedback/${TOKEN}?rating=4`);
    await screen.findByText(RIDE);
    await waitFor(() => expect(window.location.pathname).toBe('/feedback'));
    first.unmount();

    const calls = stubServer();
    open(`${window.location.pathname}${window.location.search}`);
    expect(await screen.findByText(RIDE)).toBeTruthy();
    expect(checkedRating()).toBe('4');
    expect(calls).toEqual([{ url: '/api/feedback', token: TOKEN }]);
  });

  it('keeps the token in the address bar when the tab cannot store it, so a reload still works', async () => {
    stubServer();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('storage is switched off');
    });
    open(`/feedback/${TOKEN}?rating=5`);
    expect(await screen.findByText(RIDE)).toBeTruthy();
    expect(window.location.pathname).toBe(`/feedback/${TOKEN}`);
  });

  it('says the link is not valid at /feedback in a tab that never opened one, without asking the server', async () => {
    const calls = stubServer();
    open('/feedback?rating=3');
    expect((await screen.findByRole('alert')).textContent).toBe('This feedback link is not valid.');
    expect(calls).toEqual([]);
  });
});
