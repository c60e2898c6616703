import { AIRPORT, type LocationName } from './locations';
import { DEFAULT_PICKUP_HOURS } from './pickup';
import type { ServiceType } from './service-types';
import type { Terminal } from './terminal-ids';

/**
 * What the traveller has entered so far, carried from the quick form to the details step. Empty strings
 * stand for "not chosen yet" so form inputs stay controlled.
 */
export type BookingDraft = {
  serviceType: ServiceType;
  from: LocationName | '';
  to: LocationName | '';
  passengers: number;
  hasBulkyLuggage: boolean;
  totalPrice: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  hotelName: string;
  reservationName: string;
  flightNumber: string;
  flightAirline: string;
  flightDate: string;
  flightTime: string;
  specialInstructions: string;
  pickupHours: number;
  /** 0 to 4. */
  childSeats: number;
  /** An arrival's terminal; null for 'Not sure' (and for departures). */
  terminal: Terminal | null;
};

/** SPEC section 3, booking draft defaults: an arrival from the airport for one passenger. */
export const DEFAULT_BOOKING_DRAFT: Readonly<BookingDraft> = Object.freeze({
  serviceType: 'arrival',
  from: AIRPORT,
  to: '',
  passengers: 1,
  hasBulkyLuggage: false,
  totalPrice: 0,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  hotelName: '',
  reservationName: '',
  flightNumber: '',
  flightAirline: '',
  flightDate: '',
  flightTime: '',
  specialInstructions: '',
  pickupHours: DEFAULT_PICKUP_HOURS,
  childSeats: 0,
  terminal: null,
});

/**
 * 'Book Your Return': after an arrival, the departure from that destination back to the airport,
 * with the stay, the passengers and the traveller's details filled in and the flight left to choose.
 */
export function returnTripDraft(
  arrival: { to: LocationName } & Pick<
    BookingDraft,
    | 'passengers'
    | 'hasBulkyLuggage'
    | 'totalPrice'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'hotelName'
    | 'reservationName'
    | 'childSeats'
  >,
): BookingDraft {
  return {
    ...DEFAULT_BOOKING_DRAFT,
    serviceType: 'departure',
    from: arrival.to,
    to: AIRPORT,
    passengers: arrival.passengers,
    hasBulkyLuggage: arrival.hasBulkyLuggage,
    totalPrice: arrival.totalPrice,
    firstName: arrival.firstName,
    lastName: arrival.lastName,
    email: arrival.email,
    phone: arrival.phone,
    hotelName: arrival.hotelName,
    reservationName: arrival.reservationName,
    childSeats: arrival.childSeats,
  };
}
