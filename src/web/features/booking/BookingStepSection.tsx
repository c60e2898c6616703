import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageMeta';
import { PageSection } from '../../components/PageSection';
import { BookingDetailsStep } from './BookingDetailsStep';
import type { useBookingStep } from './useBookingStep';

/** The booking step's heading and lead (SPEC section 2), around its form: static text on the light page. */
export function BookingStepSection({ children }: { children: ReactNode }) {
  return (
    <PageSection title="Booking Details">
      <PageTitle title="Booking Details" />
      <p>Tell us who is travelling and when. All times are Cancun time.</p>
      {children}
    </PageSection>
  );
}

/** The details form once the draft is read, else the shell the prerendered page has in its place. */
export function BookingStepForm({ form }: { form: ReturnType<typeof useBookingStep>['form'] }) {
  return form ? (
    <BookingDetailsStep draft={form.draft} route={form.route} />
  ) : (
    // As tall as a screen, so the footer stays below it until the form is there.
    <div role="status" className="min-h-dvh">
      <span className="sr-only">Loading the booking form...</span>
    </div>
  );
}
