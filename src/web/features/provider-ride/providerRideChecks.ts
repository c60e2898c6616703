// zod's setting for the site's Content Security Policy, before any schema is built (zodConfig.ts).
import '../../api/zodConfig';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  declineRideSchema,
  driverDetailsSchema,
  providerContactSchema,
  providerRideResponseSchema,
} from '../../../domain/schemas/dispatch';

/**
 * The provider page's checks and its answers' schema, with the API's own schemas. A module of its own,
 * fetched with the page's first call or a form's first check rather than with the page: zod is most of
 * the page's script, and a driver reads the ride before typing (docs/decisions/051, 061).
 */
export const driverResolver = zodResolver(driverDetailsSchema);

export const reasonResolver = zodResolver(declineRideSchema.pick({ reason: true }));

export { providerContactSchema, providerRideResponseSchema };
