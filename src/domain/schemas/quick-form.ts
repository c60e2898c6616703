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

export const quickFormSchema = z.object(quickFormShape).superRefine(checkRouteOffered);

export type QuickForm = z.infer<typeof quickFormSchema>;
