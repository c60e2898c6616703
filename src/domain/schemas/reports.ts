/**
 * The Reports page's API shapes: the server declares its routes with them and the page parses
 * answers with them. Money is in cents; the page and the CSV format it.
 */
import { z } from 'zod';
import { LOCATION_NAMES } from '../locations';
import { SERVICE_TYPES } from '../service-types';
import { calendarDate } from './manifest';

/** GET /api/admin/reports?from=&to= and /reports.csv: Cancun dates, the current month without them. */
export const reportQuerySchema = z.object({ from: calendarDate.optional(), to: calendarDate.optional() });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const figures = {
  bookings: z.int().min(0),
  rides: z.int().min(0),
  revenueCents: z.int().min(0),
  refundsCents: z.int().min(0),
  netCents: z.int(),
  /** What the providers are owed for the rides driven (or waited for: no-shows) in the period. */
  providerCostCents: z.int().min(0),
  /** What travellers paid, less refunds, less provider cost (Net less Provider Cost). */
  marginCents: z.int(),
};

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object(figures),
  days: z.array(z.object({ date: z.string(), ...figures })),
  byRoute: z.array(z.object({ from: z.enum(LOCATION_NAMES), to: z.enum(LOCATION_NAMES), ...figures })),
  byServiceType: z.array(z.object({ serviceType: z.enum(SERVICE_TYPES), ...figures })),
  /** Feedback after the ride, per Cancun month of the answer (yyyy-MM): how many ratings, their average. */
  ratings: z.array(z.object({ month: z.string(), ratings: z.int().min(0), average: z.number() })),
});
export type ReportAnswer = z.infer<typeof reportSchema>;
