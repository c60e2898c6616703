import { z } from 'zod';
import { QUICK_FORM_MESSAGES } from '../messages';
import { locationName, passengerCount, serviceType } from './fields';
import { checkRouteOffered } from './route-check';

/** The fields of the home page's quick form; the booking request reuses them. */
export const quickFormShape = {
  serviceType: serviceType(QUICK_FORM_MESSAGES.serviceType),
  from: locationName(QUICK_FORM_MESSAGES.from),
  to: locationName(QUICK_FORM_MESSAGES.to),
  passengers: passengerCount(QUICK_FORM_MESSAGES.passengers),
};

/**
 * The quick form's rules as one zod schema.
 *
 * @internal The home page checks the quick form without zod (quick-form-check.ts, docs/decisions/007);
 * its tests hold those plain checks to this schema, message for message.
 */
export const quickFormSchema = z.object(quickFormShape).superRefine(checkRouteOffered);
