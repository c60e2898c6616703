import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonalData } from '../../../../domain/schemas/privacy';
import { createQueryClient } from '../../../shared/queryClient';
import { AdminPrivacy } from './AdminPrivacy';

/** What people type is hostile: markup, an entity, quotes, a closing script tag and an emoji. */
const HOSTILE = `Call me <b>now</b> & "soon" 'ok' </script><script>alert(1)</script> 🌴`;

const booking = {
  id: 'BK7Q2M4X',
  status: 'completed',
  serviceType: 'arrival',
  from: 'Cancun Airport',
  to: 'Tulum',
  rideAt: '2026-03-10T19:30:00.000Z',
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  hotelName: 'Hotel Azul',
  reservationName: '',
  flightNumber: 'AA 1234',
  flightAirline: 'American Airlines',
  specialInstructions: '',
  adminNotes: 'Nervous flyer',
  offerNotes: ['Quiet van please'],
  changesForProvider: [{ label: 'Hotel/AirBNB/Stay', before: 'Hotel Rosa', after: 'Hotel Azul' }],
  totalPrice: 199,
  createdAt: '2026-03-01T12:00:00.000Z',
  erasedAt: null,
};
const found: PersonalData = {
  email: 'ana@example.com',
  lastName: 'López',
  bookings: [booking],
  contactMessages: [
    { id: 'm1', name: 'Ana', message: HOSTILE, receivedAt: '2026-02-20T15:00:00.000Z' },
    {
      id: 'm2',
      name: 'Ana',
      message: `${'x'.repeat(199)}yz and the rest`,
      receivedAt: '2026-02-21T15:00:00.000Z',
    },
  ],
  feedback: [
    {
      bookingId: 'BK7Q2M4X',
      rating: 4,
      comment: 'Lovely driver',
      requestedAt: '2026-03-11T14:00:00.000Z',
      answeredAt: '2026-03-11T16:00:00.000Z',
    },
  ],
  emails: [
    {
      id: 'e1',
      bookingId: 'BK7Q2M4X',
      subject: 'Booking received',
      kind: 'booking-received',
      status: 'sent',
      queuedAt: '2026-03-01T12:00:00.000Z',
      sentAt: '2026-03-01T12:01:00.000Z',
    },
  ],
  messages: [],
  erasures: [],
};
const erased: PersonalData = {
  ...found,
  bookings: [
    {
      ...booking,
      phone: '',
      hotelName: '',
      flightNumber: '',
      flightAirline: '',
      adminNotes: null,
      offerNotes: [],
      changesForProvider: [],
      erasedAt: '2026-11-27T15:00:00.000Z',
    },
  ],
  contactMessages: [],
  erasures: [{ erasedAt: '2026-11-27T15:00:00.000Z', erasedBy: 'admin@example.com' }],
};

function stub(answers: Record<string, { status: number; body: unknown }>) {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init?.body)) });
      const answer = answers[url] ?? { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminPrivacy />
    </QueryClientProvider>,
  );
}

async function search() {
  await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
  await userEvent.type(screen.getByLabelText('Last Name'), 'López');
  await userEvent.click(screen.getByRole('button', { name: 'Find Personal Data' }));
}

const CONFIRM_LABEL = 'Type a booking id or the email to confirm';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Personal Data page', { timeout: 20_000 }, () => {
  it('shows each record found, its free text as text', async () => {
    stub({ '/api/admin/privacy/find': { status: 200, body: found } });
    const { container } = renderPage();
    await search();
    const bookings = await screen.findByRole('table', { name: 'Bookings' });
    const row = within(bookings).getByRole('row', { name: /BK7Q2M4X/ });
    expect(within(row).getByText('Completed')).toBeTruthy();
    expect(row.textContent).toContain('Phone: +52 998 123 4567');
    expect(row.textContent).toContain('Hotel/AirBNB/Stay: Hotel Azul');
    expect(row.textContent).toContain('Flight: American Airlines AA 1234');
    expect(row.textContent).toContain('Admin Notes: Nervous flyer');
    expect(row.textContent).toContain('Note to Provider: Quiet van please');
    expect(row.textContent).toContain('Hotel Rosa → Hotel Azul');

    const messages = screen.getByRole('table', { name: 'Contact Messages' });
    // The message as typed, shown as text: no element of it reaches the page.
    expect(within(messages).getByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(within(messages).queryByText('now', { selector: 'b' })).toBeNull();
    // A long message: its first 200 characters.
    expect(within(messages).getByText(`${'x'.repeat(199)}y…`)).toBeTruthy();
    expect(within(messages).getByText('Friday, February 20, 2026 at 10:00 AM (Cancun time)')).toBeTruthy();

    const feedback = screen.getByRole('table', { name: 'Feedback' });
    expect(within(feedback).getByText('4 stars')).toBeTruthy();
    expect(within(feedback).getByText('Lovely driver')).toBeTruthy();
    const mails = screen.getByRole('table', { name: 'Emails' });
    expect(within(mails).getByText('Booking received')).toBeTruthy();
    expect(within(mails).getByText('Sent')).toBeTruthy();

    expect(screen.getByText(/Backups still hold an erased person until they age out/)).toBeTruthy();
    expect(screen.getByText(/A restore re-applies every erasure made since its backup/)).toBeTruthy();
  });

  it('erases only once a booking id or the email is typed, and says what is kept', async () => {
    const sent = stub({
      '/api/admin/privacy/find': { status: 200, body: found },
      '/api/admin/privacy/erase': { status: 200, body: erased },
    });
    renderPage();
    await search();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase Personal Data' }));
    const step = screen.getByRole('form', {
      name: "Erase this person's personal data? This cannot be undone.",
    });
    expect(step.textContent).toContain(
      'Kept, as tax law needs, for five years after each ride: the amounts, dates and route of each booking',
    );
    const field = within(step).getByLabelText(CONFIRM_LABEL);
    expect(document.activeElement).toBe(field);

    // A click alone, or a text naming nobody found, erases nothing.
    await userEvent.click(within(step).getByRole('button', { name: 'Erase Personal Data' }));
    await userEvent.type(field, 'BK0000000');
    await userEvent.click(within(step).getByRole('button', { name: 'Erase Personal Data' }));
    expect(within(step).getByText('Type one of the booking ids or the email shown to confirm')).toBeTruthy();
    expect(sent.map((call) => call.url)).toEqual(['/api/admin/privacy/find']);

    await userEvent.clear(field);
    await userEvent.type(field, 'bk7q2m4x{Enter}');
    // 15:00 UTC is 10:00 in Cancun, the same day.
    expect(await screen.findAllByText(/Erased on Nov 27, 2026/)).toHaveLength(2);
    expect(sent.at(-1)).toEqual({
      url: '/api/admin/privacy/erase',
      body: { email: 'ana@example.com', lastName: 'López', confirmation: 'bk7q2m4x' },
    });
    expect(screen.queryByRole('form', { name: /Erase this person/ })).toBeNull();
    expect(screen.queryByText(/Phone:/)).toBeNull();
  });

  it('Cancel and Escape close the step and give the focus back to Erase Personal Data', async () => {
    stub({ '/api/admin/privacy/find': { status: 200, body: found } });
    renderPage();
    await search();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase Personal Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Erase Personal Data' }));
    await userEvent.click(screen.getByRole('button', { name: 'Erase Personal Data' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText(CONFIRM_LABEL)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Erase Personal Data' }));
  });

  it("shows the server's refusal while a ride is ahead or just past", async () => {
    stub({
      '/api/admin/privacy/find': { status: 200, body: found },
      '/api/admin/privacy/erase': {
        status: 409,
        body: { error: 'This person has a ride still to come. Cancel or complete it first.' },
      },
    });
    renderPage();
    await search();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase Personal Data' }));
    await userEvent.type(screen.getByLabelText(CONFIRM_LABEL), 'ana@example.com{Enter}');
    expect(
      await screen.findByText('This person has a ride still to come. Cancel or complete it first.'),
    ).toBeTruthy();
    // Nothing was erased: the records are shown as they were.
    expect(screen.getByText(/Phone:/)).toBeTruthy();
  });

  it('asks for both fields before searching', async () => {
    const sent = stub({});
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Find Personal Data' }));
    expect((await screen.findAllByText('Enter the email and last name')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });

  it('Download Data saves everything found as one JSON file a traveller can be sent', async () => {
    stub({ '/api/admin/privacy/find': { status: 200, body: found } });
    // jsdom has no object URLs: these keep what the browser would save.
    const files: Blob[] = [];
    const saved: string[] = [];
    vi.stubGlobal('URL', {
      createObjectURL: (file: Blob) => {
        files.push(file);
        return 'blob:personal-data';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderPage();
    await search();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Data' }));
    click.mockRestore();
    expect(saved).toEqual(['personal-data-ana@example.com.json']);
    expect(files).toHaveLength(1);
    expect(files[0]?.type).toBe('application/json');
    // The whole of each message, the long one too.
    expect(JSON.parse((await files[0]?.text()) ?? '')).toEqual(found);
  });
});
