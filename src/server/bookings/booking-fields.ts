/**
 * The one list of a booking's API fields and the column each is stored in (only `from` and `to` are named
 * otherwise). The customer and admin mappers, the admin list's SQL shape, the manifest's and the CSV's
 * reads, and the copies of a new booking's request and of an admin's edit into the row all take their
 * fields from here, so a new field is added here once (besides the API schemas of src/domain and the
 * table). The `satisfies` clauses hold this list to the customer and admin shapes, field for field.
 */
import type { AdminBooking, CustomerBooking } from '../../domain/schemas/booking';
import { type BookingRow, bookings } from '../db/schema';

/** Fields worked out from the row and the meeting points, not stored (arrival-fields.ts). */
type ComputedField = 'meetingPoint' | 'scheduledLandingAt' | 'freeWaitUntil';
/** The customer's field read apart from the list (bookings.mapper.ts), so the admin's shapes never carry it. */
type TravellerOnlyField = 'signCode';

/** The customer shape (customerBookingSchema), in its order. */
const CUSTOMER_COLUMN_OF = {
  id: 'id',
  serviceType: 'serviceType',
  from: 'fromLocation',
  to: 'toLocation',
  passengers: 'passengers',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  hotelName: 'hotelName',
  reservationName: 'reservationName',
  flightNumber: 'flightNumber',
  flightAirline: 'flightAirline',
  flightDateTime: 'flightDateTime',
  hasBulkyLuggage: 'hasBulkyLuggage',
  specialInstructions: 'specialInstructions',
  childSeats: 'childSeats',
  totalPrice: 'totalPrice',
  status: 'status',
  pickupTimeCalc: 'pickupTimeCalc',
  pickupTime: 'pickupTime',
  driverName: 'driverName',
  driverCompany: 'driverCompany',
  driverPhone: 'driverPhone',
  driverVehicle: 'driverVehicle',
  driverPlate: 'driverPlate',
  createdAt: 'createdAt',
  terminal: 'terminal',
  expectedLandingAt: 'expectedLandingAt',
  landingSource: 'landingSource',
  landingLearntAt: 'landingLearntAt',
  landed: 'landed',
} as const satisfies {
  [Field in Exclude<keyof CustomerBooking, ComputedField | TravellerOnlyField>]: keyof BookingRow;
};

/** Every stored field of the admin shape: the customer's, then the admin-only ones. */
export const BOOKING_COLUMN_OF = {
  ...CUSTOMER_COLUMN_OF,
  driverOrdered: 'driverOrdered',
  adminNotes: 'adminNotes',
  driverDetailsSentAt: 'driverDetailsSentAt',
  refundFailure: 'refundFailure',
} as const satisfies {
  [Field in Exclude<keyof AdminBooking, 'driverDetailsSent' | ComputedField>]: keyof BookingRow;
};

export type BookingField = keyof typeof BOOKING_COLUMN_OF;
type ColumnOf<Field extends BookingField> = (typeof BOOKING_COLUMN_OF)[Field];

export const CUSTOMER_BOOKING_FIELDS = Object.keys(CUSTOMER_COLUMN_OF) as (keyof typeof CUSTOMER_COLUMN_OF)[];

/** The admin shape's stored fields; `driverDetailsSent` is worked out from them. */
export const ADMIN_BOOKING_FIELDS = Object.keys(BOOKING_COLUMN_OF) as BookingField[];

export function isBookingField(name: string): name is BookingField {
  return Object.hasOwn(BOOKING_COLUMN_OF, name);
}

/** The column of a field as the database names it ('flight_date_time'), for SQL written by hand. */
export function sqlColumnName(field: BookingField): string {
  return bookings[BOOKING_COLUMN_OF[field]].name;
}

/** The fields stored as instants: JSON carries them as ISO strings. */
export const INSTANT_FIELDS = ADMIN_BOOKING_FIELDS.filter(
  (field) => bookings[BOOKING_COLUMN_OF[field]].dataType === 'date',
);

/** A Drizzle select of these fields' columns under the row's names: each row is part of a BookingRow. */
export function bookingColumns<Field extends BookingField>(
  fields: readonly Field[],
): { [Column in ColumnOf<Field>]: (typeof bookings)[Column] } {
  return Object.fromEntries(
    fields.map((field) => [BOOKING_COLUMN_OF[field], bookings[BOOKING_COLUMN_OF[field]]]),
  ) as { [Column in ColumnOf<Field>]: (typeof bookings)[Column] };
}

type AsJson<Value> = Value extends Date ? string : Value;

/**
 * These fields of a row under their API names, instants as ISO strings. The enum columns are plain text
 * here; the table's check constraints hold them to the domain's values, and the caller's shape says so.
 */
export function apiFields<Field extends BookingField>(
  row: Pick<BookingRow, ColumnOf<Field>>,
  fields: readonly Field[],
): { [Name in Field]: AsJson<BookingRow[ColumnOf<Name>]> } {
  return Object.fromEntries(
    fields.map((field) => {
      const value: unknown = row[BOOKING_COLUMN_OF[field]];
      return [field, value instanceof Date ? value.toISOString() : value];
    }),
  ) as { [Name in Field]: AsJson<BookingRow[ColumnOf<Name>]> };
}

/** These fields of API-shaped values (a request) under their columns' names, to write into the row. */
export function rowValues<
  Values extends Partial<Record<BookingField, unknown>>,
  Field extends keyof Values & BookingField,
>(values: Values, fields: readonly Field[]): { [Name in Field as ColumnOf<Name>]: Values[Name] } {
  return Object.fromEntries(fields.map((field) => [BOOKING_COLUMN_OF[field], values[field]])) as {
    [Name in Field as ColumnOf<Name>]: Values[Name];
  };
}
