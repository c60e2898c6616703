import { useDeferredValue, useState } from 'react';
import type { BookingDraft } from '../../../domain/booking-draft';
import { useHydrated } from '../../components/useHydrated';
import { loadDraft } from './draftStorage';
import { type RouteChoice, routeChoiceOf } from './routeChoice';

/**
 * The booking step's state, the same in the single-page app (pages/BookingPage.tsx) and on its light page
 * (pages/BookingIsland.tsx): the draft lives in this tab's session storage, which the prerender cannot
 * read, so the prerendered page is the step's shell and the form comes right after hydration. `noRoute`:
 * no route was chosen on the quick form, so there is nothing to book (the page goes back home).
 */
export function useBookingStep(): {
  noRoute: boolean;
  form: { draft: BookingDraft; route: RouteChoice } | null;
} {
  const hydrated = useHydrated();
  // React renders again at once when hydration is over (useHydrated), and that render, the urgent one,
  // keeps the shell; the form comes in a render of its own that gives the browser its turn every few
  // milliseconds, so its size is never one long task on a slow phone. A page the browser renders itself
  // (reached inside the app) has the form in its first render.
  const formShown = useDeferredValue(hydrated);
  const [draft] = useState(loadDraft);
  const route = routeChoiceOf(draft);
  return {
    noRoute: hydrated && (!draft || !route),
    form: formShown && draft && route ? { draft, route } : null,
  };
}
