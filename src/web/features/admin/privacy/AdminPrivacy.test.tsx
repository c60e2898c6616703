import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonalData } from '../../../../domain/schemas/privacy';
import { createQueryClient } from '../../../queryClient';
import { AdminPrivacy } from './AdminPrivacy';

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
  flightNumber: 'AA 1234',
  flightAirline: 'American Airlines',
  specialInstructions: '',
  totalPrice: 199,
  createdAt: '2026-03-01T12:00:00.000Z',
  erasedAt: null,
};
const found: PersonalData = {
  email: 'ana@example.com',
  lastName: 'López',
  bookings: [booking],
  contactMessages: [],
  feedback: [],
  emails: [],
  erasures: [],
};
const erased: PersonalData = {
  ...found,
  bookings: [
    { ...booking, phone: '', hotelName: '', flightNumber: '', erasedAt: '2026-11-27T15:00:00.000Z' },
  ],
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
  render(
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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Personal Data page', { timeout: 20_000 }, () => {
  it('finds what is held, and after Erase Personal Data shows the records as erased', async () => {
    const sent = stub({
      '/api/admin/privacy/find': { status: 200, body: found },
      '/api/admin/privacy/erase': { status: 200, body: erased },
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Personal Data', level: 1 })).toBeTruthy();
    await search();
    expect(await screen.findByText('+52 998 123 4567, Hotel Azul, AA 1234')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Erase Personal Data' }));
    // 15:00 UTC is 10:00 in Cancun, the same day.
    expect(await screen.findAllByText(/Erased on Nov 27, 2026/)).toHaveLength(2);
    expect(sent.at(-1)).toEqual({
      url: '/api/admin/privacy/erase',
      body: { email: 'ana@example.com', lastName: 'López' },
    });
  });

  it("shows the server's refusal while a ride is still ahead", async () => {
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
    expect(
      await screen.findByText('This person has a ride still to come. Cancel or complete it first.'),
    ).toBeTruthy();
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
    expect(JSON.parse((await files[0]?.text()) ?? '')).toEqual(found);
  });
});
