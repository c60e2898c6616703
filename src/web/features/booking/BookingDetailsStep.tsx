import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { BookingDraft } from '../../../domain/booking-draft';
import { isShortNotice } from '../../../domain/booking-timing';
import { cancunDateTimeToInstant, cancunToday } from '../../../domain/cancun-time';
import { DEFAULT_PICKUP_HOURS, isPickupHoursAllowed } from '../../../domain/pickup';
import { checkBookingTiming, latestFlightDate } from '../../../domain/request-timing';
import type { BookingDetails, BookingDetailsInput } from '../../../domain/schemas/booking-details';
import { TerminalField } from '../../components/form/TerminalField';
import { useUniqueId } from '../../components/uniqueId';
import { BookingDetailsFields } from './BookingDetailsFields';
import { BookingSummary } from './BookingSummary';
import { DRAFT_TEXT_FIELDS, saveDraft } from './draftStorage';
import { LateNightNotice } from './LateNightNotice';
import { PickupTimeField } from './PickupTimeField';
import type { RouteChoice } from './routeChoice';
import { ShortNoticeWarning } from './ShortNoticeWarning';
import { SubmissionFeedback } from './SubmissionFeedback';
import { prefetchBookingCall, useSubmitBooking } from './useSubmitBooking';

/**
 * The module of the form's checks (zod and the shared schema): fetched once, at the first need, and kept.
 * Kept, not imported again at each check: an import() answers in a later task even when its module is in,
 * behind whatever else the page has queued (an island coming into view as the button is scrolled to), and
 * the click on 'Proceed to Payment' waited for all of it before its request left.
 */
let checks: typeof import('./bookingDetailsResolver') | undefined;
const loadChecks = async () => (checks ??= await import('./bookingDetailsResolver'));

/**
 * The form's checks, with the shared schema, fetched at the first check (a field changed or left, the
 * first send) rather than with the page (docs/decisions/039), and the booking call with them. react-hook-form waits for a resolver anyway
 * (zod's is asynchronous too), and what was typed meanwhile stays in the fields and is what gets checked.
 */
const checkDetails: Resolver<BookingDetailsInput, unknown, BookingDetails> = async (
  values,
  context,
  options,
) => {
  // The booking call is fetched beside the checks, so it is in before the traveller sends the form.
  void prefetchBookingCall().catch(() => {});
  return (await loadChecks()).bookingDetailsResolver(values, context, options);
};

// The details form's inputs: a server message about one of them goes under it.
const FORM_FIELDS = new Set<string>([
  ...DRAFT_TEXT_FIELDS,
  'hasBulkyLuggage',
  'childSeats',
  'terminal',
  'messagesConsent',
]);

function detailsOf(draft: BookingDraft, route: RouteChoice): BookingDetailsInput {
  const { firstName, lastName, email, phone, hotelName, reservationName, flightNumber, flightAirline } =
    draft;
  const { flightDate, flightTime, hasBulkyLuggage, specialInstructions } = draft;
  return {
    ...{ firstName, lastName, email, phone, hotelName, reservationName, flightNumber, flightAirline },
    ...{ flightDate, flightTime, hasBulkyLuggage, specialInstructions },
    childSeats: draft.childSeats,
    // Only arrivals are asked, so a departure sends none.
    ...(route.serviceType === 'arrival' ? { terminal: draft.terminal } : {}),
  };
}

/**
 * The details step (SPEC section 2): the live summary, the form validated on change and blur with the
 * shared schema, and the submission that sends the traveller to the card checkout.
 */
export function BookingDetailsStep({ draft, route }: { draft: BookingDraft; route: RouteChoice }) {
  const idPrefix = useUniqueId();
  const [pickupHours, setPickupHours] = useState(
    isPickupHoursAllowed(route.from, draft.pickupHours) ? draft.pickupHours : DEFAULT_PICKUP_HOURS,
  );
  const [pickupError, setPickupError] = useState<string | undefined>();
  const form = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver: checkDetails,
    mode: 'all',
    defaultValues: detailsOf(draft, route),
  });
  const { register, handleSubmit, setError, control, formState } = form;
  const [flightDate = '', flightTime = '', hasBulkyLuggage = false] = useWatch({
    control,
    name: ['flightDate', 'flightTime', 'hasBulkyLuggage'],
  });
  const { submit, busy, unpaid, error } = useSubmitBooking();
  const sending = useRef(false);

  // Keep what the traveller typed, so a reload of /booking loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft({ ...draft, ...values, ...route, pickupHours }));
    return () => subscription.unsubscribe();
  }, [form, draft, route, pickupHours]);

  const now = new Date();
  const flight = cancunDateTimeToInstant(flightDate, flightTime);
  const shortNotice = flight !== null && flight.getTime() > now.getTime() && isShortNotice(flight, now);

  const onValid = async (details: BookingDetails) => {
    if (sending.current) return;
    const pickup = route.serviceType === 'departure' ? pickupHours : undefined;
    const timing = checkBookingTiming(
      { ...details, serviceType: route.serviceType, pickupHours: pickup },
      new Date(),
    );
    setPickupError(timing.fieldErrors.pickupHours);
    if (timing.fieldErrors.flightDate) {
      setError('flightDate', { message: timing.fieldErrors.flightDate }, { shouldFocus: true });
    }
    if (timing.fieldErrors.flightDate || timing.fieldErrors.pickupHours) return;
    sending.current = true;
    try {
      await submit({ ...route, ...details, pickupHours: pickup });
    } catch (caught) {
      // The server's per-input messages go back under their inputs; the rest shows in the alert.
      const fields = (caught as { fields?: Record<string, string> }).fields ?? {};
      let focused = false;
      for (const [name, message] of Object.entries(fields)) {
        if (FORM_FIELDS.has(name)) {
          setError(name as keyof BookingDetailsInput, { message }, { shouldFocus: !focused });
          focused = true;
        }
      }
      if (fields.pickupHours) setPickupError(fields.pickupHours);
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className="mt-6 space-y-8">
      <BookingSummary
        route={route}
        flightDate={flightDate}
        flightTime={flightTime}
        pickupHours={pickupHours}
        hasBulkyLuggage={hasBulkyLuggage}
      />
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        // A traveller entering the form is about to be checked: the checks start on their way.
        onFocus={() => void loadChecks()}
        aria-labelledby={`${idPrefix}-heading`}
      >
        <h2 id={`${idPrefix}-heading`} className="mb-4 text-xl font-bold text-ocean-900">
          Passenger and Flight Details
        </h2>
        <BookingDetailsFields
          idPrefix={idPrefix}
          register={register}
          errors={formState.errors}
          minFlightDate={cancunToday(now)}
          maxFlightDate={latestFlightDate(now)}
          flightExtras={
            route.serviceType === 'departure' ? (
              <PickupTimeField
                id={`${idPrefix}-pickupHours`}
                from={route.from}
                hours={pickupHours}
                flightDate={flightDate}
                flightTime={flightTime}
                error={pickupError}
                onChange={(hours) => {
                  setPickupHours(hours);
                  setPickupError(undefined);
                }}
              />
            ) : (
              <>
                <TerminalField idPrefix={idPrefix} register={register} errors={formState.errors} />
                <LateNightNotice flightDate={flightDate} flightTime={flightTime} />
              </>
            )
          }
        />
        {shortNotice ? <ShortNoticeWarning /> : null}
        <SubmissionFeedback error={error} unpaid={unpaid} />
        <button
          type="submit"
          disabled={busy || unpaid !== null}
          aria-disabled={busy || unpaid !== null}
          className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-md bg-sand-700 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-sand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {busy ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              Processing...
            </>
          ) : (
            'Proceed to Payment'
          )}
        </button>
      </form>
    </div>
  );
}
