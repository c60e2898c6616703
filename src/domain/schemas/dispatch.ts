/**
 * The API shapes of dispatching rides to providers: the Providers page, the offer from a booking
 * card, and the provider's own page. Every text has its limit, which the database's CHECKs repeat.
 */
import { z } from 'zod';
import { OFFER_STATUSES } from '../dispatch';
import { LOCATION_NAMES } from '../locations';
import { TIMED_MARKS } from '../mark-times';
import { isPricedRoute } from '../price-admin';
import { RIDE_MARKS } from '../ride-marks';
import { TERMINALS } from '../terminals';
import { TEXT_LIMITS } from '../text-limits';
import { boundedText, emailAddress, isoInstant, phoneNumber, requiredText } from './fields';

export const DISPATCH_TEXT_LIMITS = {
  note: { label: 'Note to Provider', max: 1000 },
  reason: { label: 'Reason', max: 500 },
  vehicle: { label: 'Vehicle', max: TEXT_LIMITS.vehicle },
  plateNumber: { label: 'Plate Number', max: TEXT_LIMITS.plateNumber },
  token: 100,
} as const;

/** Ours: the words of the Providers form. */
export const PROVIDER_MESSAGES = {
  companyRequired: 'Please enter the company name',
  dispatchEmailRequired: 'Please enter the dispatch e-mail address',
  dispatchEmailInvalid: 'Please enter a valid e-mail address',
  cost: 'Please enter a whole number of dollars from 0 to 10,000',
  companyTaken: 'A provider with this company name already exists',
  notFound: 'Provider not found',
  driverNameRequired: 'Please enter the driver’s name',
  vehicleRequired: 'Please enter the vehicle (make, model and colour)',
  plateRequired: 'Please enter the plate number',
  reasonRequired: 'Please say why you decline the ride',
} as const;

export const MAX_PROVIDER_COST_DOLLARS = 10_000;

const costDollars = z
  .number({ error: PROVIDER_MESSAGES.cost })
  .int(PROVIDER_MESSAGES.cost)
  .min(0, PROVIDER_MESSAGES.cost)
  .max(MAX_PROVIDER_COST_DOLLARS, PROVIDER_MESSAGES.cost);

const route = { from: z.enum(LOCATION_NAMES), to: z.enum(LOCATION_NAMES) };

/** The Providers page's form: 'Add Provider' / 'Save Provider'. */
export const providerFormSchema = z.object({
  companyName: requiredText(PROVIDER_MESSAGES.companyRequired, {
    label: 'Company Name',
    max: TEXT_LIMITS.name,
  }),
  dispatchEmail: emailAddress(
    PROVIDER_MESSAGES.dispatchEmailRequired,
    PROVIDER_MESSAGES.dispatchEmailInvalid,
  ),
  phone: phoneNumber,
  active: z.boolean(),
  costs: z
    .array(
      z
        .object({ ...route, costDollars })
        .refine((row) => isPricedRoute(row.from, row.to), { error: 'Not a route we price' }),
    )
    .max(12),
});
export type ProviderForm = z.infer<typeof providerFormSchema>;

export const providerSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  dispatchEmail: z.string(),
  phone: z.string(),
  active: z.boolean(),
  costs: z.array(z.object({ ...route, costDollars: z.int() })),
  /** Offers accepted for rides of this month in Cancun. */
  ridesThisMonth: z.int(),
});
export type Provider = z.infer<typeof providerSchema>;

export const providerChangeSchema = z.object({
  at: isoInstant,
  by: z.string(),
  company: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
});

export const providersResponseSchema = z.object({
  providers: z.array(providerSchema),
  changes: z.array(providerChangeSchema),
});
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

export const providerIdParams = z.object({ id: z.uuid({ error: PROVIDER_MESSAGES.notFound }) });

/** 'Send Offer': the provider, what they are paid, a note, and until when they may answer (Cancun time). */
export const sendOfferSchema = z.object({
  providerId: z.uuid({ error: 'Please choose a provider' }),
  costDollars,
  note: boundedText(DISPATCH_TEXT_LIMITS.note),
  /** As the `datetime-local` input gives it: yyyy-MM-ddTHH:mm, read as Cancun time. */
  respondBy: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Please enter a date and time'),
});
export type SendOffer = z.infer<typeof sendOfferSchema>;

const marksSchema = z.object({
  atMeetingPointAt: isoInstant.nullable(),
  onBoardAt: isoInstant.nullable(),
  completedAt: isoInstant.nullable(),
  noShowAt: isoInstant.nullable(),
});

const driverSchema = z.object({
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  vehicle: z.string().nullable(),
  plateNumber: z.string().nullable(),
});

/** An offer as the booking card shows it. */
export const rideOfferSchema = z.object({
  id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  providerId: z.uuid(),
  company: z.string(),
  costCents: z.int(),
  note: z.string(),
  respondBy: isoInstant,
  offeredAt: isoInstant,
  offeredBy: z.string(),
  respondedAt: isoInstant.nullable(),
  declineReason: z.string().nullable(),
  changesUnconfirmedSince: isoInstant.nullable(),
  ...driverSchema.shape,
  ...marksSchema.shape,
});
export type RideOffer = z.infer<typeof rideOfferSchema>;

/** GET /api/admin/bookings/:id/dispatch: the latest offer, and what the form starts from. */
export const bookingDispatchSchema = z.object({
  offer: rideOfferSchema.nullable(),
  providers: z.array(z.object({ id: z.uuid(), companyName: z.string(), costDollars: z.int().nullable() })),
  /** The default Respond By, as the form's input holds it (yyyy-MM-ddTHH:mm, Cancun time). */
  defaultRespondBy: z.string(),
});
export type BookingDispatch = z.infer<typeof bookingDispatchSchema>;

/** The provider's calls carry the link's token in their body, never in a URL. */
const token = z.string().min(1).max(DISPATCH_TEXT_LIMITS.token);
export const providerTokenSchema = z.object({ token });

export const driverDetailsSchema = z.object({
  driverName: requiredText(PROVIDER_MESSAGES.driverNameRequired, {
    label: 'Driver Name',
    max: TEXT_LIMITS.name,
  }),
  driverPhone: phoneNumber,
  vehicle: requiredText(PROVIDER_MESSAGES.vehicleRequired, DISPATCH_TEXT_LIMITS.vehicle),
  plateNumber: requiredText(PROVIDER_MESSAGES.plateRequired, DISPATCH_TEXT_LIMITS.plateNumber),
});
export type DriverDetailsForm = z.infer<typeof driverDetailsSchema>;

export const acceptRideSchema = z.object({ token, driver: driverDetailsSchema });
export const declineRideSchema = z.object({
  token,
  reason: requiredText(PROVIDER_MESSAGES.reasonRequired, DISPATCH_TEXT_LIMITS.reason),
});
export const rideMarkSchema = z.object({ token, mark: z.enum(RIDE_MARKS) });

/** The provider's page: the ride as a driver needs it; the traveller's name and phone once accepted. */
export const providerRideSchema = z.object({
  bookingId: z.string(),
  status: z.enum(OFFER_STATUSES),
  serviceType: z.enum(['arrival', 'departure']),
  from: z.enum(LOCATION_NAMES),
  to: z.enum(LOCATION_NAMES),
  /** The ride's reference time (landing or pickup) and, for departures, the pickup time. */
  rideAt: isoInstant,
  pickupAt: isoInstant.nullable(),
  passengers: z.int(),
  childSeats: z.int(),
  hasBulkyLuggage: z.boolean(),
  hotelName: z.string(),
  flightNumber: z.string(),
  flightAirline: z.string(),
  flightDateTime: isoInstant,
  specialInstructions: z.string(),
  note: z.string(),
  costCents: z.int(),
  respondBy: isoInstant,
  company: z.string(),
  traveller: z
    .object({
      name: z.string(),
      phone: z.string(),
      /** 'Sign: López · Coral Turtle': what the driver's sign must show; null for a booking without a code. */
      sign: z.string().nullable(),
      /** 'Traveller: I’ve landed' or 'Traveller: Waiting for bags', their last reply by WhatsApp or SMS. */
      says: z.string().nullable(),
    })
    .nullable(),
  driver: driverSchema.nullable(),
  marks: marksSchema,
  /** The marks the driver may set now, in order; each only once it can be true (domain/mark-times.ts). */
  nextMarks: z.array(z.enum(RIDE_MARKS)),
  /** The acts next in turn that may not be pressed yet ('Flight Landed' among them), and from when. */
  laterMarks: z.array(z.object({ mark: z.enum(TIMED_MARKS), from: isoInstant })),
  /** When the driver's free wait ends (a no-show may be marked from then). */
  freeWaitEndsAt: isoInstant,
  /**
   * Arrivals (null or false for departures): the terminal and its meeting point, the scheduled
   * and the expected or actual landing, whether it landed, the free wait's end by the landing ('Wait until
   * {time}'), and whether 'Flight Landed' may be pressed now (accepted, before 'Driver at Meeting Point',
   * from 2 hours before the expected landing).
   */
  terminal: z.enum(TERMINALS).nullable(),
  meetingPoint: z.string().nullable(),
  scheduledLandingAt: isoInstant.nullable(),
  expectedLandingAt: isoInstant.nullable(),
  landed: z.boolean(),
  freeWaitUntil: isoInstant.nullable(),
  mayMarkLanded: z.boolean(),
  /** What changed since acceptance and is not confirmed yet ('Confirm Changes'). */
  changes: z.array(z.object({ label: z.string(), before: z.string(), after: z.string() })),
  /** Where and how the driver meets the traveller, in the driver's words (domain/provider-texts.ts). */
  instructions: z.string(),
});
export type ProviderRide = z.infer<typeof providerRideSchema>;

/** Either the ride, or the words of a link that opens nothing. */
export const providerRideResponseSchema = z.union([
  z.object({ ride: providerRideSchema }),
  z.object({ closed: z.literal(true), message: z.string() }),
]);
export type ProviderRideResponse = z.infer<typeof providerRideResponseSchema>;

/** The operator and its dispatch, for the provider's page's own frame. */
export const providerContactSchema = z.object({
  operator: z.string(),
  contact: z.object({ label: z.string(), value: z.string(), href: z.string() }),
});
export type ProviderContact = z.infer<typeof providerContactSchema>;
