import { PageSection } from '../components/PageSection';

/** Placeholder until the booking details feature lands. */
export function BookingPage() {
  return (
    <PageSection title="Booking Details">
      <p>Enter your details to book your private transfer.</p>
    </PageSection>
  );
}
