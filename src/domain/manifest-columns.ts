/**
 * The daily manifest's columns, written once for the page's table and the CSV download
 * (docs/decisions/013-manifest-and-csv.md): each a header and how to read its value from a ride. The sheet
 * keeps one value per cell and times as 24-hour 'HH:mm', which a spreadsheet sorts; the table stacks
 * related values in one cell and prints times as people read them.
 */
import { routeText, yesNo } from './booking-text';
import { CANCUN_TIME_LABEL, cancunDateAndTime, formatCancunTime } from './cancun-time';
import { landingText } from './landing';
import { childSeatsText } from './manage-booking';
import type { ManifestRide } from './schemas/manifest';
import { SERVICE_TYPE_SHORT_LABELS } from './service-type-short-labels';
import { statusLabel } from './statuses';
import { TERMINAL_LABELS } from './terminals';

/** A cell's value: text, a number, or nothing (an empty cell). */
export type ManifestValue = string | number | null;
type ReadRide = (ride: ManifestRide) => ManifestValue;

export interface ManifestField {
  label: string;
  read: ReadRide;
}

const sheetTime = (instant: string) => cancunDateAndTime(new Date(instant));

/** An arrival's landing words ('Scheduled 2:30 PM · Expected 3:05 PM (+35 min)'); nothing for a departure. */
function arrivalLandingText(ride: ManifestRide): string | null {
  if (ride.serviceType !== 'arrival') return null;
  return landingText({
    scheduled: ride.flightDateTime,
    expected: ride.expectedLandingAt,
    landed: ride.landed,
  });
}

/** Every value of a ride the manifest shows, once. */
export const MANIFEST_FIELDS = {
  date: { label: 'Date', read: (ride) => sheetTime(ride.time).date },
  time: { label: `Time (${CANCUN_TIME_LABEL})`, read: (ride) => sheetTime(ride.time).time },
  service: { label: 'Service', read: (ride) => SERVICE_TYPE_SHORT_LABELS[ride.serviceType] },
  from: { label: 'From', read: (ride) => ride.from },
  to: { label: 'To', read: (ride) => ride.to },
  passengers: { label: 'Passengers', read: (ride) => ride.passengers },
  bulkyLuggage: { label: 'Bulky luggage', read: (ride) => yesNo(ride.hasBulkyLuggage) },
  childSeats: { label: 'Child Seats', read: (ride) => childSeatsText(ride.childSeats) },
  flightNumber: { label: 'Flight number', read: (ride) => ride.flightNumber },
  airline: { label: 'Airline', read: (ride) => ride.flightAirline },
  flightTime: {
    label: `Flight time (${CANCUN_TIME_LABEL})`,
    read: (ride) => sheetTime(ride.flightDateTime).time,
  },
  /** Arrivals: the terminal ('Not sure' left empty), the landing's words and the meeting point. */
  terminal: {
    label: 'Terminal',
    read: (ride) => (ride.terminal === null ? null : TERMINAL_LABELS[ride.terminal]),
  },
  landing: { label: 'Landing', read: (ride) => arrivalLandingText(ride) },
  meetingPoint: { label: 'Meeting point', read: (ride) => ride.meetingPoint },
  hotel: { label: 'Hotel', read: (ride) => ride.hotelName },
  traveller: { label: 'Traveller', read: (ride) => `${ride.firstName} ${ride.lastName}` },
  phone: { label: 'Phone', read: (ride) => ride.phone },
  driver: { label: 'Driver', read: (ride) => ride.driverName },
  driverCompany: { label: 'Driver company', read: (ride) => ride.driverCompany },
  provider: { label: 'Provider', read: (ride) => ride.provider },
  driverPhone: { label: 'Driver phone', read: (ride) => ride.driverPhone },
  vehicle: { label: 'Vehicle', read: (ride) => ride.driverVehicle },
  plate: { label: 'Plate', read: (ride) => ride.driverPlate },
  specialInstructions: { label: 'Special instructions', read: (ride) => ride.specialInstructions },
  bookingId: { label: 'Booking ID', read: (ride) => ride.id },
  status: { label: 'Status', read: (ride) => statusLabel(ride.status) },
} satisfies Record<string, ManifestField>;

const F = MANIFEST_FIELDS;

/** The CSV file's columns, in order: one value per cell. */
export const MANIFEST_SHEET_COLUMNS: readonly ManifestField[] = [
  F.date,
  F.time,
  F.service,
  F.from,
  F.to,
  F.passengers,
  F.bulkyLuggage,
  F.childSeats,
  F.flightNumber,
  F.airline,
  F.flightTime,
  F.terminal,
  F.landing,
  F.meetingPoint,
  F.hotel,
  F.traveller,
  F.phone,
  F.driver,
  F.driverCompany,
  F.provider,
  F.driverPhone,
  F.vehicle,
  F.plate,
  F.specialInstructions,
  F.bookingId,
  F.status,
];

/** 'Efraín Poot (Transportes Mayab)', either one alone, or 'Not assigned'. */
export function driverText(ride: Pick<ManifestRide, 'driverName' | 'driverCompany'>): string {
  if (!ride.driverName && !ride.driverCompany) return 'Not assigned';
  if (ride.driverName && ride.driverCompany) return `${ride.driverName} (${ride.driverCompany})`;
  return (ride.driverName ?? ride.driverCompany) as string;
}

/** 'Toyota Hiace, white · YZX-123-A', either one alone, or nothing. */
function vehicleText(ride: Pick<ManifestRide, 'driverVehicle' | 'driverPlate'>): string | null {
  const parts = [ride.driverVehicle, ride.driverPlate].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The flight's departure time, under a departure's flight; an arrival is timed by its landing already. */
const departs: ReadRide = (ride) =>
  ride.serviceType === 'departure' ? `Departs ${formatCancunTime(new Date(ride.flightDateTime))}` : null;

export interface ManifestTableColumn {
  key: string;
  label: string;
  /** The values the cell stacks, the main one first; a value of null is left out. */
  lines: readonly ReadRide[];
}

/** The page's table, in order: the first column heads its row, a column may stack several values. */
export const MANIFEST_TABLE_COLUMNS = [
  { key: 'time', label: F.time.label, lines: [(ride) => formatCancunTime(new Date(ride.time))] },
  { key: 'service', label: F.service.label, lines: [F.service.read] },
  { key: 'route', label: 'Route', lines: [(ride) => routeText(ride.from, ride.to)] },
  { key: 'passengers', label: F.passengers.label, lines: [F.passengers.read] },
  { key: 'bulkyLuggage', label: F.bulkyLuggage.label, lines: [F.bulkyLuggage.read] },
  { key: 'childSeats', label: F.childSeats.label, lines: [F.childSeats.read] },
  // An arrival's landing under its flight, its terminal over its meeting point, so the table
  // gains one column, not three, and still fits a laptop's screen and a landscape page.
  {
    key: 'flight',
    label: 'Flight',
    lines: [F.flightNumber.read, F.airline.read, departs, F.landing.read],
  },
  { key: 'meetingPoint', label: F.meetingPoint.label, lines: [F.terminal.read, F.meetingPoint.read] },
  { key: 'hotel', label: F.hotel.label, lines: [F.hotel.read] },
  {
    key: 'traveller',
    label: F.traveller.label,
    lines: [F.traveller.read, F.phone.read, (ride) => ride.sign],
  },
  {
    key: 'driver',
    label: F.driver.label,
    lines: [driverText, F.driverPhone.read, (ride) => vehicleText(ride)],
  },
  { key: 'specialInstructions', label: F.specialInstructions.label, lines: [F.specialInstructions.read] },
  { key: 'bookingId', label: F.bookingId.label, lines: [F.bookingId.read, F.status.read] },
] as const satisfies readonly ManifestTableColumn[];

export type ManifestTableColumnKey = (typeof MANIFEST_TABLE_COLUMNS)[number]['key'];
