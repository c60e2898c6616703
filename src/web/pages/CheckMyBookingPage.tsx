import { PageSection } from '../components/PageSection';

/** Placeholder until the booking lookup feature lands. */
export function CheckMyBookingPage() {
  return (
    <PageSection title="Check My Booking">
      <p>Find your bookings with your email and last name.</p>
    </PageSection>
  );
}
