import type { z } from 'zod';
import { QUICK_FORM_MESSAGES } from '../messages';
import { destinationOptions, pickupOptions, type ServiceType } from '../service-types';

/**
 * Only the routes the form can offer may be booked: the pickup must be one of the type's pickups (else the
 * From message), the destination one of its destinations (else the To message).
 */
export function checkRouteOffered(
  value: { serviceType: ServiceType; from: string; to: string },
  ctx: z.RefinementCtx,
): void {
  if (!(pickupOptions(value.serviceType) as string[]).includes(value.from)) {
    ctx.addIssue({ code: 'custom', message: QUICK_FORM_MESSAGES.from, path: ['from'] });
    return;
  }
  if (!(destinationOptions(value.serviceType, value.from) as string[]).includes(value.to)) {
    ctx.addIssue({ code: 'custom', message: QUICK_FORM_MESSAGES.to, path: ['to'] });
  }
}
