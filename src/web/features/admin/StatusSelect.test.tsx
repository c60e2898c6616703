import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_SAVED_MARK_MS } from '../../../domain/constants';
import { adminBooking } from '../../../testing/web/bookings';
import { createQueryClient } from '../../shared/queryClient';
import { StatusSelect } from './StatusSelect';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('StatusSelect', () => {
  it('saves the chosen status at once and shows Saved for 2 seconds', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ booking: adminBooking({ status: 'cancelled' }) }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    // Only the timers are fake; the answer still arrives through promises.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StatusSelect bookingId="ABCDEFGHJK" status="paid" idPrefix="card" />
      </QueryClientProvider>,
    );
    const mark = () => screen.getByRole('status').textContent;
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'cancelled' } });
    for (let step = 0; step < 50 && mark() !== 'Saved'; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1));
    }
    expect(mark()).toBe('Saved');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/bookings/ABCDEFGHJK');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'cancelled' });

    // A few milliseconds of slack: the answer and the mark arrive over several ticks of the fake clock.
    await act(() => vi.advanceTimersByTimeAsync(STATUS_SAVED_MARK_MS - 20));
    expect(mark()).toBe('Saved');
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(mark()).toBe('');
  });
});
