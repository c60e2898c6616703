/**
 * The dashboard's Download CSV: every booking matching the list's status filter and search, in
 * the list's order, written batch by batch so a list of 100,000 bookings is never in memory at once.
 */
import { readAdminSearch } from '../../../domain/admin-search';
import { yesNo } from '../../../domain/booking-text';
import { cancunToday } from '../../../domain/cancun-time';
import { type CsvCell, csvHeader, csvRows } from '../../../domain/csv';
import { childSeatsText } from '../../../domain/manage-booking';
import type { BookingsCsvQuery } from '../../../domain/schemas/manifest';
import { SERVICE_TYPE_SHORT_LABELS } from '../../../domain/service-type-short-labels';
import type { ServiceType } from '../../../domain/service-types';
import { type BookingStatus, statusLabel } from '../../../domain/statuses';
import type { Database } from '../../db/client';
import { type ExportFilter, type ExportRow, findExportBatch, type ListCursor } from './bookings-csv.queries';
import { cancunSheetDateTime } from './csv-labels';

/** Bookings per query: a few milliseconds of the database each, a few hundred kilobytes of memory. */
export const EXPORT_BATCH_SIZE = 500;

/** The sheet's columns, in order: each a header and how to read its cell from a booking. */
const COLUMNS: readonly { label: string; cell: (row: ExportRow) => CsvCell }[] = [
  { label: 'Booking ID', cell: (row) => row.id },
  { label: 'Status', cell: (row) => statusLabel(row.status as BookingStatus) },
  { label: 'Service', cell: (row) => SERVICE_TYPE_SHORT_LABELS[row.serviceType as ServiceType] },
  { label: 'From', cell: (row) => row.fromLocation },
  { label: 'To', cell: (row) => row.toLocation },
  { label: 'Passengers', cell: (row) => row.passengers },
  { label: 'First name', cell: (row) => row.firstName },
  { label: 'Last name', cell: (row) => row.lastName },
  { label: 'Email', cell: (row) => row.email },
  { label: 'Phone', cell: (row) => row.phone },
  { label: 'Hotel', cell: (row) => row.hotelName },
  { label: 'Reservation name', cell: (row) => row.reservationName },
  { label: 'Flight number', cell: (row) => row.flightNumber },
  { label: 'Airline', cell: (row) => row.flightAirline },
  { label: 'Flight (Cancun time)', cell: (row) => cancunSheetDateTime(row.flightDateTime) },
  { label: 'Pickup (Cancun time)', cell: (row) => cancunSheetDateTime(row.pickupTimeCalc) },
  { label: 'Pickup hours before flight', cell: (row) => row.pickupTime },
  { label: 'Bulky luggage', cell: (row) => yesNo(row.hasBulkyLuggage) },
  { label: 'Child Seats', cell: (row) => childSeatsText(row.childSeats) },
  { label: 'Special instructions', cell: (row) => row.specialInstructions },
  { label: 'Total (USD)', cell: (row) => row.totalPrice },
  { label: 'Driver', cell: (row) => row.driverName },
  { label: 'Driver company', cell: (row) => row.driverCompany },
  { label: 'Driver ordered', cell: (row) => yesNo(row.driverOrdered) },
  { label: 'Provider', cell: (row) => row.provider },
  { label: 'Driver phone', cell: (row) => row.driverPhone },
  { label: 'Vehicle', cell: (row) => row.driverVehicle },
  { label: 'Plate', cell: (row) => row.driverPlate },
  { label: 'Admin notes', cell: (row) => row.adminNotes },
  { label: 'Created (Cancun time)', cell: (row) => cancunSheetDateTime(row.createdAt) },
];

const HEADER = COLUMNS.map((column) => column.label);

function toCells(row: ExportRow): CsvCell[] {
  return COLUMNS.map((column) => column.cell(row));
}

/** The matching bookings, batch after batch, each batch one query; the list's two parts in turn. */
async function* exportBatches(db: Database, filter: ExportFilter, batchSize: number) {
  for (const part of ['with-pickup', 'without-pickup'] as const) {
    let cursor: ListCursor | null = null;
    while (true) {
      const batch = await findExportBatch(db, filter, part, cursor, batchSize);
      if (batch.length > 0) yield batch;
      if (batch.length < batchSize) break;
      const last = batch[batch.length - 1] as ExportRow;
      cursor = { pickupTimeCalc: last.pickupTimeCalc, flightDateTime: last.flightDateTime, id: last.id };
    }
  }
}

/**
 * The CSV text in pieces: the header, then one piece per batch. The first batch is read before anything
 * is answered, so a database that fails at once gets the usual error answer instead of a file cut short.
 */
export async function openBookingsCsv(
  db: Database,
  query: BookingsCsvQuery,
  batchSize = EXPORT_BATCH_SIZE,
): Promise<AsyncGenerator<string>> {
  const batches = exportBatches(
    db,
    { search: readAdminSearch(query.search), status: query.status },
    batchSize,
  );
  const first = await batches.next();
  async function* chunks(): AsyncGenerator<string> {
    yield csvHeader(HEADER);
    if (first.done) return;
    yield csvRows(first.value.map(toCells));
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      yield csvRows(next.value.map(toCells));
    }
  }
  return chunks();
}

/** bookings-2026-03-01.csv: the Cancun day it was taken, so several downloads sort by date. */
export function bookingsCsvFilename(now: Date): string {
  return `bookings-${cancunToday(now)}.csv`;
}
