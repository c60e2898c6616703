import { useEffect } from 'react';
import { APP_ROUTES } from '../../domain/routes';
import { BookingStepForm } from '../features/booking/BookingStepSection';
import { useBookingStep } from '../features/booking/useBookingStep';

/**
 * The booking step's island on its light page (docs/decisions/039): hydrated with the prerendered shell,
 * then the form drawn from the tab's draft. Without a route to book, the home page in this history entry's
 * place, as the single-page app's redirect does.
 */
export function BookingIsland() {
  const { noRoute, form } = useBookingStep();
  useEffect(() => {
    if (noRoute) window.location.replace(APP_ROUTES.home);
  }, [noRoute]);
  return <BookingStepForm form={noRoute ? null : form} />;
}
