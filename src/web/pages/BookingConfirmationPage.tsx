import { PageSection } from '../components/PageSection';

/** Placeholder until the booking confirmation feature lands. */
export function BookingConfirmationPage() {
  return (
    <PageSection title="Booking Successful">
      <p>Your booking details will appear here.</p>
    </PageSection>
  );
}
