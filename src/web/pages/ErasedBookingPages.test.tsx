/**
 * A booking whose personal data was erased holds empty phone, hotel, flight and instructions
 * (and its ride is past: erasure is refused while one is ahead). Every page that shows a booking renders it
 * without error, with what is kept: Check My Booking, the manage page (read-only), the confirmation, the
 * provider's ride page and the admin's card. The server's side is src/server/privacy/erased-booking.test.ts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProviderRide } from '../../domain/schemas/dispatch';
import { adminBooking, customerBooking } from '../../testing/web/bookings';
import { renderRoute } from '../../testing/web/renderRoute';
import { AdminBookingCard } from '../features/admin/AdminBookingCard';
import { ConfirmedBooking } from '../features/booking/ConfirmedBooking';
import { createQueryClient } from '../shared/queryClient';

const ERASED = {
  phone: '',
  hotelName: '',
  reservationName: '',
  flightNumber: '',
  flightAirline: '',
  specialInstructions: '',
};
/** Ridden a week ago, then erased. */
const RIDE_AT = new Date(Date.now() - 7 * 24 * 3600_000).toISOString();
const erased = customerBooking({
  id: 'K7M2Q9XH4T',
  status: 'completed',
  flightDateTime: RIDE_AT,
  scheduledLandingAt: RIDE_AT,
  freeWaitUntil: RIDE_AT,
  ...ERASED,
});
const SITE_FRAME_CALLS = ['/api/auth/session', '/api/prices'];

/** Answers the page's own call with `body`, the site frame's with nothing worth using. */
function stubApi(body: unknown) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    SITE_FRAME_CALLS.includes(String(input))
      ? new Response('{}', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** The value beside the one term `label` on the page. */
function factValue(label: string): string | null | undefined {
  const terms = screen.getAllByRole('term').filter((term) => term.textContent === label);
  expect(terms, label).toHaveLength(1);
  return terms[0]?.nextElementSibling?.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('the pages of an erased booking', { timeout: 30_000 }, () => {
  it('Check My Booking lists it with its id, route and price', async () => {
    stubApi({ bookings: [erased] });
    renderRoute('/check-my-booking?email=ana@example.com&lastName=Lopez');
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card?.textContent).toContain('K7M2Q9XH4T');
    expect(card?.textContent).toContain('Tulum');
    expect(card?.textContent).toContain('$199');
  });

  it('the manage page shows it read-only: no form to fill the erased fields again, no cancellation', async () => {
    stubApi({
      booking: erased,
      refusal: 'closed',
      cancellationSentence: null,
      supportEmail: 'help@example.com',
    });
    renderRoute(`/manage-booking/K7M2Q9XH4T?token=${'a'.repeat(43)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Your Booking' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Booking K7M2Q9XH4T' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    // What is kept, and no empty row where the erased flight, hotel and phone were.
    expect(terms).toEqual(expect.arrayContaining(['Route', 'Flight Date and Time', 'Name', 'Total']));
    for (const gone of ['Flight', 'Hotel/AirBNB/Stay', 'Phone', 'Special Instructions'])
      expect(terms).not.toContain(gone);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Booking' })).toBeNull();
  });

  it('the confirmation shows its id and route', () => {
    render(
      <MemoryRouter>
        <ConfirmedBooking booking={erased} supportEmail="help@example.com" />
      </MemoryRouter>,
    );
    expect(screen.getAllByText('K7M2Q9XH4T', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tulum', { exact: false }).length).toBeGreaterThan(0);
  });

  it("the provider's ride page shows the ride and the traveller's name", async () => {
    const ride: ProviderRide = {
      bookingId: 'K7M2Q9XH4T',
      status: 'accepted',
      serviceType: 'arrival',
      from: 'Cancun Airport',
      to: 'Tulum',
      rideAt: RIDE_AT,
      pickupAt: null,
      passengers: 2,
      childSeats: 0,
      hasBulkyLuggage: false,
      hotelName: '',
      flightNumber: '',
      flightAirline: '',
      flightDateTime: RIDE_AT,
      specialInstructions: '',
      note: '',
      costCents: 12000,
      respondBy: RIDE_AT,
      company: 'Transportes Mayab',
      traveller: { name: 'Ana Lopez', phone: '', sign: null, says: null },
      driver: {
        driverName: 'Efraín Poot',
        driverPhone: '+52 998 765 4321',
        vehicle: 'Van',
        plateNumber: 'Y-1',
      },
      marks: { atMeetingPointAt: null, onBoardAt: null, completedAt: RIDE_AT, noShowAt: null },
      nextMarks: [],
      laterMarks: [],
      freeWaitEndsAt: RIDE_AT,
      changes: [],
      terminal: null,
      meetingPoint: 'Outside the terminal.',
      scheduledLandingAt: RIDE_AT,
      expectedLandingAt: null,
      landed: true,
      freeWaitUntil: RIDE_AT,
      mayMarkLanded: false,
      instructions: 'Meet the traveller at the arrivals exit.',
    };
    stubApi({ ride });
    renderRoute(`/provider/rides/${'Zk3v9QeXo4TfA1bC2dE5gH6iJ7kL8mN0pQrStUvWxYz'}`);
    expect(await screen.findByText('Ana Lopez', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('K7M2Q9XH4T', { exact: false }).length).toBeGreaterThan(0);
    // A dash where the erased flight, hotel and phone were, and no number to call.
    for (const label of ['Flight', 'Hotel', 'Phone']) expect(factValue(label)).toBe('—');
    expect(document.querySelector('a[href="tel:"]')).toBeNull();
  });

  it("the admin's card shows it with its name and e-mail", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ul>
          <AdminBookingCard booking={adminBooking({ ...erased, adminNotes: null })} />
        </ul>
      </QueryClientProvider>,
    );
    expect(screen.getAllByText('K7M2Q9XH4T', { exact: false }).length).toBeGreaterThan(0);
    expect(factValue('Email')).toBe('ana@example.com');
    for (const label of ['Flight', 'Hotel', 'Phone']) expect(factValue(label)).toBe('—');
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
