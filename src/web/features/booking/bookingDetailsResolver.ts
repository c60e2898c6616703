// zod's setting for the site's Content Security Policy, before the schema is built (zodConfig.ts): its
// probe of `new Function` would otherwise be a CSP violation in the console at the form's first check.
import '../../api/zodConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookingDetailsSchema } from '../../../domain/schemas/booking-details';

/**
 * The details form's checks with the shared schema. A module of its own, fetched at the form's first check
 * (BookingDetailsStep.tsx): zod and the resolver are a third of the booking step's script, and a traveller
 * reads the summary before they type (docs/decisions/039).
 */
export const bookingDetailsResolver = zodResolver(bookingDetailsSchema);
