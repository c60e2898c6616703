import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDraft } from '../../../domain/booking-draft';
import { addCancunDays, cancunToday } from '../../../domain/cancun-time';
import { storeTypedDraft } from '../../../testing/web/bookingDraft';
import { customerBooking } from '../../../testing/web/bookings';
import { renderRoute } from '../../../testing/web/renderRoute';
import { DRAFT_STORAGE_KEY } from './draftStorage';

/** A draft as the quick form leaves it, with every required detail already typed (a reload of /booking). */
function openWithDraft(overrides: Partial<BookingDraft>) {
  storeTypedDraft(overrides);
  return renderRoute('/booking');
}

/** The booking call answers a booking without a checkout (the page then stays); its bodies are kept. */
function stubBooking() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/bookings') return new Response('{}', { status: 404 });
    sent.push(JSON.parse(String(init?.body)));
    return Response.json({
      booking: customerBooking(),
      checkoutUrl: null,
      checkoutError: 'Failed to create checkout session: test',
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the booking details step', () => {
  it("asks an arrival's terminal, 'Not sure' until chosen, and books with the one chosen", async () => {
    const sent = stubBooking();
    openWithDraft({});
    const user = userEvent.setup();
    const terminal = (await screen.findByLabelText('Terminal')) as HTMLSelectElement;
    expect([...terminal.options].map((option) => option.text)).toEqual([
      'Terminal 2',
      'Terminal 3',
      'Terminal 4',
      'Not sure',
    ]);
    expect(terminal.selectedOptions[0]?.text).toBe('Not sure');

    await user.selectOptions(terminal, 'Terminal 3');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ serviceType: 'arrival', terminal: '3' });
  });

  it("books 'Not sure' as no terminal, and keeps a chosen one through a reload", async () => {
    const sent = stubBooking();
    const first = openWithDraft({});
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Terminal'), 'Terminal 4');
    first.unmount();

    openWithDraft(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}'));
    const terminal = (await screen.findByLabelText('Terminal')) as HTMLSelectElement;
    expect(terminal.selectedOptions[0]?.text).toBe('Terminal 4');
    await user.selectOptions(terminal, 'Not sure');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ terminal: null });
  });

  it('asks a departure no terminal, and sends none', async () => {
    const sent = stubBooking();
    openWithDraft({ serviceType: 'departure', from: 'Tulum', to: 'Cancun Airport', terminal: '2' });
    const user = userEvent.setup();
    await screen.findByLabelText('Pickup Time');
    expect(screen.queryByLabelText('Terminal')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('terminal');
  });

  it('tells an arrival landing between midnight and 5:59 which day that is, beside the flight fields', async () => {
    openWithDraft({ flightDate: '2030-03-02', flightTime: '14:30' });
    const user = userEvent.setup();
    const time = await screen.findByLabelText('Flight Time');
    const notice = 'Your flight lands after midnight, on Saturday, March 2, 2030. Please check the date.';
    expect(screen.queryByText(notice)).toBeNull();

    await user.clear(time);
    await user.type(time, '00:40');
    const flightFields = screen.getByRole('group', { name: 'Flight Details' });
    expect(within(flightFields).getByText(notice)).toBeTruthy();
    await user.clear(time);
    await user.type(time, '05:59');
    expect(within(flightFields).getByText(notice)).toBeTruthy();

    await user.clear(time);
    await user.type(time, '06:00');
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('only notes a late-night landing: the booking is still sent as typed', async () => {
    const sent = stubBooking();
    const flightDate = addCancunDays(cancunToday(new Date()), 30);
    openWithDraft({ flightDate, flightTime: '01:15' });
    const user = userEvent.setup();
    expect(await screen.findByText(/^Your flight lands after midnight, on /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ flightDate, flightTime: '01:15' });
  });

  it('says nothing of midnight to a departure leaving at night', async () => {
    openWithDraft({
      serviceType: 'departure',
      from: 'Tulum',
      to: 'Cancun Airport',
      flightDate: '2030-03-02',
      flightTime: '01:15',
    });
    await screen.findByLabelText('Pickup Time');
    expect(screen.queryByText(/lands after midnight/)).toBeNull();
  });
});
