import { Navigate } from 'react-router';
import { APP_ROUTES } from '../../domain/routes';
import { BookingStepForm, BookingStepSection } from '../features/booking/BookingStepSection';
import { useBookingStep } from '../features/booking/useBookingStep';

/**
 * /booking reached inside the single-page app: the details step (useBookingStep). Loaded as a document,
 * the page is a light page of islands instead (BookingApp.tsx, docs/decisions/039).
 */
export function BookingPage() {
  const { noRoute, form } = useBookingStep();
  if (noRoute) return <Navigate to={APP_ROUTES.home} replace />;
  return (
    <BookingStepSection>
      <BookingStepForm form={form} />
    </BookingStepSection>
  );
}
