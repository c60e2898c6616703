import { useDeferredValue, useState } from 'react';
import { Navigate } from 'react-router';
import { APP_ROUTES } from '../../domain/routes';
import { PageSection } from '../components/PageSection';
import { pageTitle } from '../components/pageTitle';
import { useHydrated } from '../components/useHydrated';
import { BookingDetailsStep } from '../features/booking/BookingDetailsStep';
import { loadDraft } from '../features/booking/draftStorage';
import { routeChoiceOf } from '../features/booking/routeChoice';

/**
 * /booking: the details step. Without a route chosen on the quick form there is nothing to book. The draft
 * lives in this tab's session storage, which the prerender cannot read: the prerendered page is the step's
 * shell (its heading and a space the form fills), and the form comes right after hydration, without
 * moving what is already on screen.
 */
export function BookingPage() {
  const hydrated = useHydrated();
  // React renders again at once when hydration is over (useHydrated), and that render, the urgent one,
  // keeps the shell; the form comes in a render of its own that gives the browser its turn every few
  // milliseconds, so its size is never one long task on a slow phone. A page the browser renders itself
  // (reached inside the app) has the form in its first render.
  const formShown = useDeferredValue(hydrated);
  const [draft] = useState(loadDraft);
  const route = routeChoiceOf(draft);
  if (hydrated && (!draft || !route)) return <Navigate to={APP_ROUTES.home} replace />;
  return (
    <PageSection title="Booking Details">
      <title>{pageTitle('Booking Details')}</title>
      <p>Tell us who is travelling and when. All times are Cancun time.</p>
      {formShown && draft && route ? (
        <BookingDetailsStep draft={draft} route={route} />
      ) : (
        // As tall as a screen, so the footer stays below it until the form is there.
        <div role="status" className="min-h-dvh">
          <span className="sr-only">Loading the booking form...</span>
        </div>
      )}
    </PageSection>
  );
}
