import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENTION_REASONS } from '../../../domain/attention';
import { ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../domain/constants';
import type { AttentionBooking, AttentionList } from '../../../domain/schemas/admin-api';
import { adminBooking, adminList } from '../../../testing/web/bookings';
import { createQueryClient } from '../../shared/queryClient';
import { AdminDashboard } from './AdminDashboard';

type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => { status: number; body: unknown };

/** A fake API: every call is recorded, and answered by the handler. */
function stubApi(handler: Handler) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: new URL(input, 'http://localhost'),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status, body } = handler(call);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** A page of 'Needs attention' as the API answers it. */
const attentionPage = (
  bookings: AttentionBooking[],
  { count = bookings.length, page = 1, totalPages = 1 } = {},
): AttentionList => ({ bookings, count, page, pageSize: ADMIN_PAGE_SIZE, totalPages });

const flaggedBooking = (overrides: Parameters<typeof adminBooking>[0]): AttentionBooking => ({
  ...adminBooking(overrides),
  reasons: [{ code: 'arrival-without-driver', label: ATTENTION_REASONS['arrival-without-driver'] }],
  undeliveredEmailKinds: [],
});

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/admin/bookings');

function renderDashboard(initialSearch?: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminDashboard initialSearch={initialSearch} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AdminDashboard', () => {
  it('shows its texts, the loading state, then chips from the counts', async () => {
    stubApi(() => ({
      status: 200,
      body: adminList([adminBooking()], {
        counts: { pending: 3, paid: 1, confirmed: 0, completed: 0, cancelled: 2, refunded: 0 },
        allStatusesTotal: 6,
      }),
    }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    expect(screen.getByText('Manage transportation bookings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
    expect(screen.getByText('Loading bookings...')).toBeTruthy();
    const chips = within(await screen.findByRole('group', { name: 'Filter by status' })).getAllByRole(
      'button',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All (6)',
      'Cancelled (2)',
      'Paid (1)',
      'Pending (3)',
    ]);
    expect(chips[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the red banner when the list fails, and No bookings found for an empty one', async () => {
    stubApi(() => ({ status: 500, body: { error: 'An unexpected error occurred' } }));
    renderDashboard();
    // Needs attention failed too, and says so beside the chips.
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 3000 });
    expect(alerts.map((alert) => alert.textContent)).toContain('Failed to fetch bookings');
    vi.unstubAllGlobals();
    stubApi(() => ({ status: 200, body: adminList([]) }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText('No bookings found')).toBeTruthy();
  });

  it('applies the search only once typing has stopped for the delay, back on page 1', async () => {
    const calls = stubApi(({ url }) => ({
      status: 200,
      body: adminList([adminBooking()], {
        page: Number(url.searchParams.get('page')),
        totalPages: 3,
        total: 120,
      }),
    }));
    renderDashboard();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search bookings' });
    fireEvent.change(box, { target: { value: 'Lop' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'Lopez' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(listCalls(calls).some((call) => call.url.searchParams.has('search'))).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(listCalls(calls).at(-1)?.url.search).toBe('?page=1&search=Lopez'));
    expect(listCalls(calls).filter((call) => call.url.searchParams.has('search'))).toHaveLength(1);
  });

  it('opens on the search a link gives (the dispatch board’s link to a booking’s card), asked at once', async () => {
    const calls = stubApi(() => ({ status: 200, body: adminList([adminBooking()]) }));
    renderDashboard('López');
    expect((screen.getByRole('searchbox', { name: 'Search bookings' }) as HTMLInputElement).value).toBe(
      'López',
    );
    await screen.findByRole('list', { name: 'Bookings' });
    expect(listCalls(calls).map((call) => call.url.searchParams.get('search'))).toEqual(['López']);
  });

  it('pages with Previous and Next, each disabled at its end; a chip goes back to page 1', async () => {
    const calls = stubApi(({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return { status: 200, body: adminList([adminBooking()], { page, totalPages: 2, total: 55 }) };
    });
    renderDashboard();
    const previous = await screen.findByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(next);
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect((previous as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Paid (1)' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.search).toBe('?page=1&status=paid'));
    expect(screen.getByRole('button', { name: 'Paid (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows 'Needs attention (N)'; choosing it shows those bookings with their reasons, a status chip leaves it", async () => {
    const flagged = flaggedBooking({ id: 'ATTENTION1', firstName: 'Beatriz', lastName: 'Ortega' });
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/admin/attention'
        ? { status: 200, body: attentionPage([flagged]) }
        : { status: 200, body: adminList([adminBooking()]) },
    );
    renderDashboard();
    const chip = await screen.findByRole('button', { name: 'Needs attention (1)' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('Beatriz Ortega', { exact: false })).toBeNull();

    await userEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    const list = screen.getByRole('list', { name: 'Bookings that need attention' });
    expect(within(list).getByRole('heading', { name: /Beatriz Ortega/ })).toBeTruthy();
    const reasons = within(list).getByRole('list', { name: 'Needs attention because' });
    expect(reasons.textContent).toBe('Arrival within 48 hours without a driver');
    expect(screen.getByRole('button', { name: 'All (1)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Paid (1)' }));
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Bookings that need attention' })).toBeNull();
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.search).toBe('?page=1&status=paid'));
  });

  it("pages through 'Needs attention' on its own pages, and starts again from the first", async () => {
    const onPage = (page: number) =>
      attentionPage([flaggedBooking({ id: `ATTENTION${page}`, lastName: `Page${page}` })], {
        count: ADMIN_PAGE_SIZE + 1,
        page,
        totalPages: 2,
      });
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/admin/attention'
        ? { status: 200, body: onPage(Number(url.searchParams.get('page'))) }
        : { status: 200, body: adminList([adminBooking()], { totalPages: 3 }) },
    );
    const attentionCalls = () => calls.filter((call) => call.url.pathname === '/api/admin/attention');
    renderDashboard();
    const chip = await screen.findByRole('button', { name: `Needs attention (${ADMIN_PAGE_SIZE + 1})` });
    await userEvent.click(chip);
    const view = () => screen.getByRole('list', { name: 'Bookings that need attention' });
    expect(within(view()).getByRole('heading', { name: /Page1/ })).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(view()).getByRole('heading', { name: /Page2/ })).toBeTruthy());
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(attentionCalls().at(-1)?.url.search).toBe('?page=2');
    // The list kept its own page.
    expect(listCalls(calls).every((call) => call.url.searchParams.get('page') === '1')).toBe(true);

    // Leaving the view and coming back starts from its first page.
    await userEvent.click(chip);
    await userEvent.click(chip);
    await waitFor(() => expect(within(view()).getByRole('heading', { name: /Page1/ })).toBeTruthy());
  });

  it("says so when 'Needs attention' could not be read, keeps the list, and 'Try Again' brings the chip", async () => {
    let attentionAnswers = false;
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/admin/attention'
        ? attentionAnswers
          ? { status: 200, body: attentionPage([]) }
          : { status: 500, body: { error: 'Internal Server Error' } }
        : { status: 200, body: adminList([adminBooking({ firstName: 'Lucia', lastName: 'Mendez' })]) },
    );
    renderDashboard();
    expect(await screen.findByText("Couldn't load 'Needs attention'")).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Needs attention/ })).toBeNull();
    // The list itself is fine: no alert over it.
    expect(await screen.findByRole('heading', { name: /Lucia Mendez/ })).toBeTruthy();
    expect(screen.queryByText('Failed to fetch bookings')).toBeNull();

    attentionAnswers = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Needs attention (0)' })).toBeTruthy();
    expect(screen.queryByText("Couldn't load 'Needs attention'")).toBeNull();
    expect(calls.filter((call) => call.url.pathname === '/api/admin/attention').length).toBeGreaterThan(1);
  });

  it("keeps the last count when a reload of 'Needs attention' fails, and says it could not be loaded", async () => {
    let attentionAnswers = true;
    stubApi(({ url }) =>
      url.pathname === '/api/admin/attention'
        ? attentionAnswers
          ? { status: 200, body: attentionPage([]) }
          : { status: 503, body: { error: 'Service unavailable' } }
        : { status: 200, body: adminList([adminBooking()]) },
    );
    renderDashboard();
    expect(await screen.findByRole('button', { name: 'Needs attention (0)' })).toBeTruthy();
    expect(screen.queryByText("Couldn't load 'Needs attention'")).toBeNull();

    attentionAnswers = false;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await screen.findByText("Couldn't load 'Needs attention'", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Needs attention (0)' })).toBeTruthy();
  });
});
