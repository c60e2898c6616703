import type { AdminBookingList } from '../../domain/schemas/admin-api';
import type { AdminBooking, CustomerBooking } from '../../domain/schemas/booking';
import { GENERIC_ARRIVAL_MEETING_POINT } from '../../domain/terminals';

/** A booking as the customer API answers it (lookup, confirmation), for the web's component tests. */
export function customerBooking(overrides: Partial<CustomerBooking> = {}): CustomerBooking {
  return {
    id: 'ABCDEFGHJK',
    serviceType: 'arrival',
    from: 'Cancun Airport',
    to: 'Tulum',
    passengers: 2,
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana@example.com',
    phone: '+1 555 123 4567',
    hotelName: 'Hotel Tulum',
    reservationName: '',
    flightNumber: 'AA100',
    flightAirline: 'American',
    flightDateTime: '2030-03-01T18:30:00.000Z',
    hasBulkyLuggage: false,
    specialInstructions: '',
    childSeats: 0,
    totalPrice: 199,
    status: 'paid',
    pickupTimeCalc: null,
    pickupTime: null,
    driverName: null,
    driverCompany: null,
    driverPhone: null,
    driverVehicle: null,
    driverPlate: null,
    createdAt: '2030-01-01T12:00:00.000Z',
    signCode: 'Coral Turtle',
    terminal: null,
    meetingPoint: GENERIC_ARRIVAL_MEETING_POINT,
    scheduledLandingAt: '2030-03-01T18:30:00.000Z',
    expectedLandingAt: null,
    landingSource: null,
    landingLearntAt: null,
    landed: false,
    freeWaitUntil: '2030-03-01T19:30:00.000Z',
    ...overrides,
  };
}

/** The same booking as the admin API answers it, for the dashboard's component tests. */
export function adminBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const { signCode: _travellerOnly, ...customer } = customerBooking();
  return {
    ...customer,
    driverOrdered: false,
    adminNotes: null,
    driverDetailsSentAt: null,
    driverDetailsSent: false,
    refundFailure: null,
    ...overrides,
  };
}

export function adminList(
  bookings: AdminBooking[],
  overrides: Partial<AdminBookingList> = {},
): AdminBookingList {
  const counts = { pending: 0, paid: 0, confirmed: 0, completed: 0, cancelled: 0, refunded: 0 };
  for (const booking of bookings) counts[booking.status] += 1;
  return {
    bookings,
    page: 1,
    pageSize: 50,
    total: bookings.length,
    totalPages: bookings.length > 0 ? 1 : 0,
    counts,
    allStatusesTotal: bookings.length,
    ...overrides,
  };
}
