import { isLocationName } from './locations';
import { MAX_PASSENGERS } from './passengers';
import { LIMIT_MESSAGES, QUICK_FORM_MESSAGES } from './quick-form-messages';
import { destinationOptions, isServiceType, pickupOptions } from './service-types';

/**
 * The quick form's rules without zod: the home page carries this form and has a tight script budget, so
 * it checks with plain functions. It gives the same messages as `quickFormSchema` (the tests hold both
 * to one table), which the booking request still uses on the server.
 */
export type QuickFormValues = {
  serviceType: string;
  from: string;
  to: string;
  passengers: number;
};

export type QuickFormErrors = Partial<Record<keyof QuickFormValues, string>>;

export function validateQuickForm(values: QuickFormValues): QuickFormErrors {
  const errors: QuickFormErrors = {};
  if (!isServiceType(values.serviceType)) errors.serviceType = QUICK_FORM_MESSAGES.serviceType;
  if (!isLocationName(values.from)) errors.from = QUICK_FORM_MESSAGES.from;
  if (!isLocationName(values.to)) errors.to = QUICK_FORM_MESSAGES.to;
  if (!Number.isSafeInteger(values.passengers) || values.passengers < 1) {
    errors.passengers = QUICK_FORM_MESSAGES.passengers;
  } else if (values.passengers > MAX_PASSENGERS) {
    errors.passengers = LIMIT_MESSAGES.passengersMax;
  }
  if (hasQuickFormErrors(errors) || !isServiceType(values.serviceType)) return errors;
  // Every field is well-formed: now the route itself must be one the form offers.
  if (!(pickupOptions(values.serviceType) as string[]).includes(values.from)) {
    errors.from = QUICK_FORM_MESSAGES.from;
  } else if (!(destinationOptions(values.serviceType, values.from) as string[]).includes(values.to)) {
    errors.to = QUICK_FORM_MESSAGES.to;
  }
  return errors;
}

export function hasQuickFormErrors(errors: QuickFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
