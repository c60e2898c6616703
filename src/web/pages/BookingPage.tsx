import { useState } from 'react';
import { Navigate } from 'react-router';
import { APP_ROUTES } from '../../domain/routes';
import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';
import { BookingDetailsStep } from '../features/booking/BookingDetailsStep';
import { loadDraft } from '../features/booking/draftStorage';
import { routeChoiceOf } from '../features/booking/routeChoice';

/** /booking: the details step. Without a route chosen on the quick form there is nothing to book. */
export function BookingPage() {
  const [draft] = useState(loadDraft);
  const route = routeChoiceOf(draft);
  if (!draft || !route) return <Navigate to={APP_ROUTES.home} replace />;
  return (
    <PageSection title="Booking Details">
      <title>{pageTitle('Booking Details')}</title>
      <p>Tell us who is travelling and when. All times are Cancun time.</p>
      <BookingDetailsStep draft={draft} route={route} />
    </PageSection>
  );
}
