/**
 * The daily manifest's and the CSV downloads' API shapes: the server declares its routes with
 * them and the manifest page parses answers with them.
 */
import { z } from 'zod';
import { LOCATION_NAMES } from '../locations';
import { isCalendarDate } from '../manifest-day';
import { MANIFEST_MESSAGES } from '../messages';
import { SERVICE_TYPES } from '../service-types';
import { BOOKING_STATUSES } from '../statuses';
import { TERMINALS } from '../terminals';
import { adminBookingListQuerySchema } from './admin-api';
import { isoInstant } from './fields';

export const MANIFEST_DATE_MESSAGE = MANIFEST_MESSAGES.dateInvalid;

/** A real calendar date, yyyy-MM-dd: '2026-02-30' and '2026-3-1' are refused with the same message. */
export const calendarDate = z
  .string({ error: MANIFEST_DATE_MESSAGE })
  .refine(isCalendarDate, { error: MANIFEST_DATE_MESSAGE });

/** GET /api/admin/manifest?date= and /manifest.csv?date=: without a date, tomorrow in Cancun. */
export const manifestQuerySchema = z.object({ date: calendarDate.optional() });
export type ManifestQuery = z.infer<typeof manifestQuerySchema>;

/** One ride of the day: what the driver and the operator need, nothing about money. */
export const manifestRideSchema = z.object({
  id: z.string(),
  /** The ride's reference time: a departure's pickup, an arrival's landing. */
  time: isoInstant,
  serviceType: z.enum(SERVICE_TYPES),
  from: z.enum(LOCATION_NAMES),
  to: z.enum(LOCATION_NAMES),
  passengers: z.int(),
  hasBulkyLuggage: z.boolean(),
  /** 0 to 4, on request. */
  childSeats: z.int(),
  flightNumber: z.string(),
  flightAirline: z.string(),
  flightDateTime: isoInstant,
  hotelName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  driverName: z.string().nullable(),
  driverCompany: z.string().nullable(),
  /** The accepted provider, and its driver's phone, vehicle and plate. */
  provider: z.string().nullable(),
  driverPhone: z.string().nullable(),
  driverVehicle: z.string().nullable(),
  driverPlate: z.string().nullable(),
  specialInstructions: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Arrivals (null or false for departures): terminal, meeting point, expected landing, landed. */
  terminal: z.enum(TERMINALS).nullable(),
  meetingPoint: z.string().nullable(),
  expectedLandingAt: isoInstant.nullable(),
  landed: z.boolean(),
  /**
   * 'Sign: López · Coral Turtle' once a provider accepted the ride, for the driver's sign; null before, and
   * never in the CSV.
   */
  sign: z.string().nullable(),
});
export type ManifestRide = z.infer<typeof manifestRideSchema>;

export const manifestSchema = z.object({
  /** The Cancun day shown (yyyy-MM-dd). */
  date: z.string(),
  /** In time order, arrivals and departures together. */
  rides: z.array(manifestRideSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** GET /api/admin/bookings.csv?status=&search=: the dashboard list's filter and search, every page. */
export const bookingsCsvQuerySchema = adminBookingListQuerySchema.omit({ page: true });
export type BookingsCsvQuery = z.infer<typeof bookingsCsvQuerySchema>;
