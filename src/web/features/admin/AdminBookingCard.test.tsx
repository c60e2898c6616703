import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBooking } from '../../../domain/schemas/booking';
import { adminBooking } from '../../../testing/web/bookings';
import { createQueryClient } from '../../shared/queryClient';
import { AdminBookingCard } from './AdminBookingCard';

type Answer = { status: number; body: unknown };

function stubFetch(answer: (method: string, path: string, body: unknown) => Answer) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const { status, body: reply } = answer(init?.method ?? 'GET', input, body);
    return new Response(JSON.stringify(reply), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard(booking: AdminBooking = adminBooking()) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <AdminBookingCard booking={booking} />
      </ul>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminBookingCard', () => {
  it('reads the booking in Cancun time and edits only after Enable Editing; Cancel reverts', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: {} }));
    renderCard();
    expect(screen.getByText('Friday, March 1, 2030 at 1:30 PM (Cancun time)')).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();
    await userEvent.click(screen.getByLabelText('Enable Editing'));
    const firstName = screen.getByLabelText('First name') as HTMLInputElement;
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('First name')).toBeNull();
    await userEvent.click(screen.getByLabelText('Enable Editing'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ana');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses fewer than one passenger with the shared message', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: {} }));
    renderCard();
    await userEvent.click(screen.getByLabelText('Enable Editing'));
    await userEvent.clear(screen.getByLabelText('Passengers'));
    await userEvent.type(screen.getByLabelText('Passengers'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Passengers must be at least 1')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses more than 100 passengers and a driver name past its limit, with the shared messages', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: {} }));
    renderCard();
    await userEvent.click(screen.getByLabelText('Enable Editing'));
    await userEvent.clear(screen.getByLabelText('Passengers'));
    await userEvent.type(screen.getByLabelText('Passengers'), '101');
    await userEvent.click(screen.getByLabelText('Driver name'));
    await userEvent.paste('D'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter no more than 100 passengers')).toBeTruthy();
    expect(screen.getByText('Driver name must be at most 100 characters')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves only the driver fields that changed', async () => {
    const fetch = stubFetch((_method, _path, body) => ({
      status: 200,
      body: { booking: adminBooking(body as Partial<AdminBooking>) },
    }));
    renderCard();
    await userEvent.click(screen.getByLabelText('Enable Editing'));
    await userEvent.type(screen.getByLabelText('Driver name'), 'Luis');
    await userEvent.click(screen.getByLabelText('Driver ordered'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Driver name')).toBeNull());
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ driverName: 'Luis', driverOrdered: true });
  });

  it('keeps the refund confirm disabled until REFUND is typed exactly, then refunds', async () => {
    const fetch = stubFetch(() => ({
      status: 200,
      body: { booking: adminBooking({ status: 'refunded' }), refundedCents: 18905 },
    }));
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('$189.05')).toBeTruthy();
    const word = within(dialog).getByLabelText('Type REFUND to confirm');
    expect(document.activeElement).toBe(word);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Refund' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(word, 'refund');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(word);
    await userEvent.type(word, 'REFUND ');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(word, '{Backspace}');
    expect(confirm.disabled).toBe(false);
    await userEvent.click(confirm);
    expect(await screen.findByText('Refunded: $189.05')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/bookings/ABCDEFGHJK/refund');
  });

  it("shows the server's refusal of a refund inline", async () => {
    stubFetch(() => ({ status: 409, body: { error: 'This booking has no payment to refund' } }));
    renderCard(adminBooking({ status: 'pending' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await userEvent.type(screen.getByLabelText('Type REFUND to confirm'), 'REFUND');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This booking has no payment to refund');
  });

  it("says 'Refund failed' with the reason of a kept failure and retries through the same dialog", async () => {
    const fetch = stubFetch(() => ({
      status: 200,
      body: { booking: adminBooking({ status: 'refunded' }), refundedCents: 18905 },
    }));
    renderCard(adminBooking({ refundFailure: 'The payment provider could not be reached' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Refund failed: The payment provider could not be reached',
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry Refund' }));
    await userEvent.type(screen.getByLabelText('Type REFUND to confirm'), 'REFUND');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Refund' }));
    expect(await screen.findByText('Refunded: $189.05')).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/bookings/ABCDEFGHJK/refund');
  });

  it('asks for a message before sending one, then says it was sent', async () => {
    const fetch = stubFetch(() => ({ status: 202, body: { emailId: 'e1' } }));
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a message');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Message to customer'), 'Your driver is Luis');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
  });

  it('shows HTTP error! status: 502 when the call fails without words (SPEC section 7)', async () => {
    stubFetch(() => ({ status: 502, body: 'nope' }));
    renderCard();
    await userEvent.type(screen.getByLabelText('Message to customer'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('HTTP error! status: 502');
  });

  it('shows Failed to send message when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderCard();
    await userEvent.type(screen.getByLabelText('Message to customer'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send message');
  });

  it('offers Send driver details once a paid booking has a saved driver, then shows when they were sent', async () => {
    const fetch = stubFetch(() => ({
      status: 200,
      body: {
        booking: adminBooking({
          driverName: 'Jorge Pech',
          driverCompany: 'Caribe VIP',
          driverDetailsSent: true,
          driverDetailsSentAt: '2030-02-28T15:00:00.000Z',
        }),
      },
    }));
    const { rerender } = renderCard(adminBooking({ driverName: 'Jorge Pech', driverCompany: null }));
    expect(screen.queryByRole('button', { name: 'Send driver details' })).toBeNull();

    const withDriver = adminBooking({ driverName: 'Jorge Pech', driverCompany: 'Caribe VIP' });
    rerender(
      <QueryClientProvider client={createQueryClient()}>
        <ul>
          <AdminBookingCard booking={withDriver} />
        </ul>
      </QueryClientProvider>,
    );
    // Not while the edit form is open: the e-mail names the saved driver, not one being typed.
    await userEvent.click(screen.getByLabelText('Enable Editing'));
    expect(screen.queryByRole('button', { name: 'Send driver details' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Send driver details' }));
    expect(
      await screen.findByText('Driver details sent Thursday, February 28, 2030 at 10:00 AM (Cancun time)'),
    ).toBeTruthy();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/bookings/ABCDEFGHJK/driver-details');
    expect(screen.queryByRole('button', { name: 'Send driver details' })).toBeNull();
  });

  it('offers the button again for a changed driver, and shows a refusal inline', async () => {
    stubFetch(() => ({ status: 409, body: { error: "This driver's details were already sent" } }));
    renderCard(
      adminBooking({
        status: 'confirmed',
        driverName: 'Raúl Canul',
        driverCompany: 'Caribe VIP',
        driverDetailsSent: false,
        driverDetailsSentAt: '2030-02-28T15:00:00.000Z',
      }),
    );
    expect(
      screen.getByText(
        "The previous driver's details were sent Thursday, February 28, 2030 at 10:00 AM (Cancun time)",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send driver details' }));
    expect((await screen.findByRole('alert')).textContent).toBe("This driver's details were already sent");
  });

  it('never offers driver details for an unpaid booking', () => {
    stubFetch(() => ({ status: 200, body: {} }));
    renderCard(adminBooking({ status: 'pending', driverName: 'Jorge Pech', driverCompany: 'Caribe VIP' }));
    expect(screen.queryByRole('button', { name: 'Send driver details' })).toBeNull();
  });

  it('offers to send the details again when their e-mail could not be delivered', async () => {
    const fetch = stubFetch(() => ({
      status: 200,
      body: {
        booking: adminBooking({
          driverName: 'Jorge Pech',
          driverCompany: 'Caribe VIP',
          driverDetailsSent: true,
          driverDetailsSentAt: '2030-02-28T16:00:00.000Z',
        }),
      },
    }));
    const sent = adminBooking({
      driverName: 'Jorge Pech',
      driverCompany: 'Caribe VIP',
      driverDetailsSent: true,
      driverDetailsSentAt: '2030-02-28T15:00:00.000Z',
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ul>
          <AdminBookingCard booking={sent} driverDetailsUndelivered />
        </ul>
      </QueryClientProvider>,
    );
    expect(
      screen.getByText(
        "The driver details e-mail could not be delivered: check the traveller's e-mail address",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send driver details again' }));
    expect(
      await screen.findByText('Driver details sent Thursday, February 28, 2030 at 11:00 AM (Cancun time)'),
    ).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("moves an arrival's landing with 'Flight Delayed': the expected landing in Cancun time, then 'Save'", async () => {
    const fetch = stubFetch(() => ({
      status: 200,
      body: {
        booking: adminBooking({
          expectedLandingAt: '2030-03-01T19:05:00.000Z',
          landingSource: 'operator',
          landingLearntAt: '2030-03-01T17:00:00.000Z',
        }),
      },
    }));
    renderCard();
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Expected Landing')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Flight Delayed' }));
    const field = screen.getByLabelText('Expected Landing') as HTMLInputElement;
    // It starts from the landing known now (the scheduled 1:30 PM in Cancun), and has the focus.
    expect(field.type).toBe('datetime-local');
    expect(field.value).toBe('2030-03-01T13:30');
    expect(document.activeElement).toBe(field);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Expected Landing')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    // Closed, the button has the focus back and says so.
    const button = screen.getByRole('button', { name: 'Flight Delayed' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Flight Delayed' }));
    await user.clear(screen.getByLabelText('Expected Landing'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the expected landing as a date and time.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Expected Landing'), '2030-03-01T14:05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByLabelText('Expected Landing')).toBeNull());
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/bookings/ABCDEFGHJK/landing');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ expectedLandingAt: '2030-03-01T14:05' });
  });

  it('shows the scheduled and expected landing, or the landing, and where the traveller is met', async () => {
    const { unmount } = renderCard(
      adminBooking({
        terminal: '3',
        meetingPoint: 'Terminal 3: outside, at the covered meeting area.',
        expectedLandingAt: '2030-03-01T19:05:00.000Z',
        landingSource: 'flight data',
        landingLearntAt: '2030-03-01T17:00:00.000Z',
        freeWaitUntil: '2030-03-01T20:05:00.000Z',
      }),
    );
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Flight time')).toBe('Mar 1, 2030, 1:30 PMScheduled 1:30 PM · Expected 2:05 PM (+35 min)');
    expect(fact('Terminal')).toBe('Terminal 3');
    expect(fact('Meeting point')).toBe('Terminal 3: outside, at the covered meeting area.');
    expect(fact('Landing')).toBe(
      'Scheduled 1:30 PM · Expected 2:05 PM (+35 min) (from the flight data, Friday, March 1, 2030 at 12:00 PM (Cancun time))',
    );
    expect(fact('Free wait until')).toBe('Friday, March 1, 2030 at 3:05 PM (Cancun time)');
    unmount();

    renderCard(adminBooking({ expectedLandingAt: '2030-03-01T18:20:00.000Z', landed: true }));
    expect(fact('Flight time')).toBe('Mar 1, 2030, 1:30 PMLanded 1:20 PM');
    // Landed: nothing left to delay.
    expect(screen.queryByRole('button', { name: 'Flight Delayed' })).toBeNull();
  });

  it("says nothing more of a flight without news, and offers no 'Flight Delayed' on a departure", () => {
    const { unmount } = renderCard();
    const flightTime = screen.getByText('Flight time', { selector: 'dt' }).nextElementSibling;
    expect(flightTime?.textContent).toBe('Mar 1, 2030, 1:30 PM');
    expect(screen.getByRole('button', { name: 'Flight Delayed' })).toBeTruthy();
    unmount();
    renderCard(
      adminBooking({
        serviceType: 'departure',
        from: 'Tulum',
        to: 'Cancun Airport',
        pickupTime: '4',
        pickupTimeCalc: '2030-03-01T14:30:00.000Z',
        meetingPoint: null,
        scheduledLandingAt: null,
        freeWaitUntil: null,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Flight Delayed' })).toBeNull();
    expect(screen.queryByText('Terminal', { selector: 'dt' })).toBeNull();
  });

  it("puts the server's refusal of an expected landing under its field", async () => {
    const refusal = 'The expected landing must be within 2 days before or after the scheduled one.';
    stubFetch(() => ({ status: 400, body: { error: refusal, fields: { expectedLandingAt: refusal } } }));
    renderCard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Flight Delayed' }));
    const field = screen.getByLabelText('Expected Landing');
    await user.clear(field);
    await user.type(field, '2030-03-09T13:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Said once, under the field, and the form stays open to correct it.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.getByLabelText('Expected Landing')).toBe(field);
  });
});
