import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { customerBooking } from '../../../testing/web/bookings';
import { ConfirmedBooking } from './ConfirmedBooking';

const paidArrival = customerBooking({ id: 'K7M2Q9XH4T', lastName: 'López' });

const paidDeparture: CustomerBooking = {
  ...paidArrival,
  serviceType: 'departure',
  from: 'Tulum',
  to: 'Cancun Airport',
  pickupTime: '4',
  pickupTimeCalc: '2030-03-01T14:30:00.000Z',
};

function renderConfirmation(booking: CustomerBooking) {
  return render(
    <MemoryRouter>
      <ConfirmedBooking booking={booking} supportEmail="help@example.com" />
    </MemoryRouter>,
  );
}

describe('the confirmed booking', () => {
  it('gives an arrival the driver-details promise and the arrival kit, with the support address to write to', () => {
    renderConfirmation(paidArrival);
    const section = screen.getByRole('region', { name: 'Arrival Instructions' });
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      "We send your driver's details by e-mail or phone at least 24 hours before your arrival.",
      'Where your driver waits: Outside the terminal, after you clear customs: your driver holds a sign with your name.',
      'Inside the terminal, walk past the timeshare and transport sellers: they are not your driver, and nobody inside needs your booking details.',
      'Your driver waits for you even if your flight is delayed: there is no waiting time to pay.',
      'Cannot find your driver? Write to help@example.com with your booking reference and we will connect you.',
    ]);
    expect(within(section).getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
  });

  it("shows the child seats ('None' for 0) and links the manage page", () => {
    const { unmount } = renderConfirmation(paidArrival);
    const seats = screen.getByText('Child Seats');
    expect(seats.nextElementSibling?.textContent).toBe('None');
    expect(screen.getByRole('link', { name: 'Manage Booking' }).getAttribute('href')).toBe(
      '/manage-booking/K7M2Q9XH4T',
    );
    unmount();
    renderConfirmation({ ...paidArrival, childSeats: 2 });
    expect(screen.getByText('Child Seats').nextElementSibling?.textContent).toBe('2');
  });

  it('offers a paid ride its calendar file, asked for with the id and last name', () => {
    renderConfirmation(paidArrival);
    const link = screen.getByRole('link', { name: 'Add to calendar' });
    expect(link.getAttribute('href')).toBe('/api/bookings/K7M2Q9XH4T/calendar.ics?lastName=L%C3%B3pez');
    expect(link.getAttribute('download')).toBe('transfer-K7M2Q9XH4T.ics');
  });

  it('offers a departure its calendar file beside the pickup, and no arrival kit', () => {
    renderConfirmation(paidDeparture);
    const section = screen.getByRole('region', { name: 'Departure Pickup' });
    expect(within(section).getByRole('link', { name: 'Add to calendar' })).toBeTruthy();
    expect(screen.queryByText(/timeshare/)).toBeNull();
  });

  it.each(['pending', 'cancelled', 'refunded'] as const)(
    'offers no calendar file for a %s booking',
    (status) => {
      renderConfirmation({ ...paidArrival, status });
      expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
      expect(screen.getByRole('region', { name: 'Arrival Instructions' })).toBeTruthy();
    },
  );

  it('names the driver and company once the ride has one, and no driver before', () => {
    const driverFact = () =>
      screen.queryByText('Driver', { selector: 'dt' })?.nextElementSibling?.textContent;
    const { unmount } = renderConfirmation(paidArrival);
    expect(driverFact()).toBeUndefined();
    unmount();
    renderConfirmation({
      ...paidArrival,
      status: 'confirmed',
      driverName: 'Efraín Poot',
      driverCompany: 'Transportes Mayab',
    });
    expect(driverFact()).toBe('Efraín Poot (Transportes Mayab)');
  });

  it('tells an arrival where the driver waits at its terminal, and names the terminal', () => {
    const meetingPoint = 'Terminal 4: leave the building through the exit doors; your driver waits outside.';
    renderConfirmation({ ...paidArrival, terminal: '4', meetingPoint });
    const section = screen.getByRole('region', { name: 'Arrival Instructions' });
    expect(within(section).getByText(`Where your driver waits: ${meetingPoint}`)).toBeTruthy();
    expect(screen.getByText('Terminal', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      'Terminal 4',
    );
  });

  it("says 'Not sure' for an arrival that gave no terminal, and names none for a departure", () => {
    const { unmount } = renderConfirmation(paidArrival);
    expect(screen.getByText('Terminal', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Not sure');
    unmount();
    renderConfirmation({ ...paidDeparture, meetingPoint: null });
    expect(screen.queryByText('Terminal', { selector: 'dt' })).toBeNull();
  });
});

describe('the sign code on the confirmed booking', () => {
  it('shows the sign as the last name and the code, with what it is for', () => {
    renderConfirmation(customerBooking({ lastName: `O'Brien <b>&"</script> 🚐`, signCode: 'Coral Turtle' }));
    const label = screen.getByText('Your Driver’s Sign');
    expect(label.nextElementSibling?.textContent).toBe(
      `O'Brien <b>&"</script> 🚐 · Coral Turtle (Go only with a driver whose sign shows this code.)`,
    );
  });

  it('shows no sign for a booking made before sign codes', () => {
    renderConfirmation(customerBooking({ signCode: null }));
    expect(screen.queryByText('Your Driver’s Sign')).toBeNull();
  });
});

describe('the 24/7 line in the arrival block', () => {
  it('names SUPPORT_PHONE in the kit and links it to call and to WhatsApp', () => {
    render(
      <MemoryRouter>
        <ConfirmedBooking
          booking={paidArrival}
          supportEmail="help@example.com"
          supportPhone="+529980001111"
        />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Arrival Instructions' });
    expect(within(section).getAllByRole('listitem').at(-1)?.textContent).toBe(
      'Cannot find your driver? Call or WhatsApp us 24/7 on +529980001111, or write to help@example.com with your booking reference.',
    );
    expect(within(section).getByRole('link', { name: '+529980001111' }).getAttribute('href')).toBe(
      'tel:+529980001111',
    );
    expect(within(section).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/529980001111',
    );
  });
});
