import { driverWaitsText, landingText } from '../../../domain/landing';
import type { CustomerBooking } from '../../../domain/schemas/booking';
import { type Fact, FactList } from '../../components/booking/FactList';

/**
 * The manage page of an arrival: where the driver meets the traveller, what is known of the
 * flight (the scheduled landing, or the delay an operator, the provider or a flight feed reported), and
 * until when the driver waits for free, counted from the later of the two.
 */
export function ArrivalPickup({ booking }: { booking: CustomerBooking }) {
  const facts: Fact[] = [
    { label: 'Meeting point', value: booking.meetingPoint ?? '—' },
    {
      label: 'Your flight',
      value: landingText({
        scheduled: booking.flightDateTime,
        expected: booking.expectedLandingAt,
        landed: booking.landed,
      }),
    },
  ];
  return (
    <section
      aria-labelledby="manage-arrival-heading"
      className="rounded-lg border border-slate-200 bg-white p-5"
    >
      <h2 id="manage-arrival-heading" className="text-xl font-bold text-ocean-900">
        Your Pickup at the Airport
      </h2>
      <div className="mt-4">
        <FactList facts={facts} />
      </div>
      {booking.freeWaitUntil ? (
        <p className="mt-4 font-semibold text-ocean-900">{driverWaitsText(booking.freeWaitUntil)}</p>
      ) : null}
    </section>
  );
}
