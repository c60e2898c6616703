import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateBookingRequestInput } from '../../../domain/schemas/create-booking';
import { customerBooking } from '../../../testing/web/bookings';
import { prefetchBookingCall, useSubmitBooking } from './useSubmitBooking';

const REQUEST = { firstName: 'Ana' } as CreateBookingRequestInput;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe("'Proceed to Payment'", () => {
  it('sends the booking at the click itself once the booking call is in, not a turn of the page later', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return Response.json({ booking: customerBooking(), checkoutUrl: null, checkoutError: 'test' });
    });
    // The form fetches the booking call at its first check, long before the click.
    await prefetchBookingCall();
    const { result } = renderHook(() => useSubmitBooking());

    let submitted: Promise<unknown> = Promise.resolve();
    act(() => {
      submitted = result.current.submit(REQUEST);
      // Within the click's own handler: nothing awaited yet, no render of the busy form before it.
      expect(sent).toEqual(['/api/bookings']);
    });
    await act(() => submitted);
    expect(result.current.unpaid?.id).toBe(customerBooking().id);
  });
});
