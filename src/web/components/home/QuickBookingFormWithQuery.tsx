import { QuickBookingForm } from '../../features/booking/QuickBookingForm';
import { QueryProvider } from '../QueryProvider';

/**
 * The quick booking form with the query client it may need, as one lazily loaded piece: the form's
 * libraries (forms, validation, queries) load beside the page instead of inside its first download.
 */
export default function QuickBookingFormWithQuery() {
  return (
    <QueryProvider>
      <QuickBookingForm />
    </QueryProvider>
  );
}
