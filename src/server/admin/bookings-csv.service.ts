/**
 * The dashboard's Download CSV (issue 9): every booking matching the list's status filter and search, in
 * the list's order, written batch by batch so a list of 100,000 bookings is never in memory at once.
 */
import { readAdminSearch } from '../../domain/admin-search';
import { cancunToday } from '../../domain/cancun-time';
import { type CsvCell, csvHeader, csvRows, yesNo } from '../../domain/csv';
import type { BookingsCsvQuery } from '../../domain/schemas/manifest';
import { SERVICE_TYPE_SHORT_LABELS, type ServiceType } from '../../domain/service-types';
import { type BookingStatus, statusLabel } from '../../domain/statuses';
import type { Database } from '../db/client';
import { type ExportFilter, type ExportRow, findExportBatch, type ListCursor } from './bookings-csv.queries';
import { cancunSheetDateTime } from './csv-labels';

/** Bookings per query: a few milliseconds of the database each, a few hundred kilobytes of memory. */
export const EXPORT_BATCH_SIZE = 500;

const COLUMNS = [
  'Booking ID',
  'Status',
  'Service',
  'From',
  'To',
  'Passengers',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Hotel',
  'Reservation name',
  'Flight number',
  'Airline',
  'Flight (Cancun time)',
  'Pickup (Cancun time)',
  'Pickup hours before flight',
  'Bulky luggage',
  'Special instructions',
  'Total (USD)',
  'Driver',
  'Driver company',
  'Driver ordered',
  'Admin notes',
  'Created (Cancun time)',
];

function toCells(row: ExportRow): CsvCell[] {
  return [
    row.id,
    statusLabel(row.status as BookingStatus),
    SERVICE_TYPE_SHORT_LABELS[row.serviceType as ServiceType],
    row.fromLocation,
    row.toLocation,
    row.passengers,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.hotelName,
    row.reservationName,
    row.flightNumber,
    row.flightAirline,
    cancunSheetDateTime(row.flightDateTime),
    cancunSheetDateTime(row.pickupTimeCalc),
    row.pickupTime,
    yesNo(row.hasBulkyLuggage),
    row.specialInstructions,
    row.totalPrice,
    row.driverName,
    row.driverCompany,
    yesNo(row.driverOrdered),
    row.adminNotes,
    cancunSheetDateTime(row.createdAt),
  ];
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
    yield csvHeader(COLUMNS);
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
