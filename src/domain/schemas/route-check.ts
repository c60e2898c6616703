import type { z } from 'zod';
import { QUICK_FORM_MESSAGES } from '../messages';
import { destinationOptions, pickupOptions, type ServiceType } from '../service-types';

/**
 * Only the routes the form can offer may be booked: the pickup must be one of the type's pickups (else the
 * From message), the destination one of its destinations (else the To message). Null when it is offered.
 */
export function routeProblem(value: {
  serviceType: ServiceType;
  from: string;
  to: string;
}): { field: 'from' | 'to'; message: string } | null {
  if (!(pickupOptions(value.serviceType) as string[]).includes(value.from)) {
    return { field: 'from', message: QUICK_FORM_MESSAGES.from };
  }
  if (!(destinationOptions(value.serviceType, value.from) as string[]).includes(value.to)) {
    return { field: 'to', message: QUICK_FORM_MESSAGES.to };
  }
  return null;
}

/** routeProblem as a zod refinement. */
export function checkRouteOffered(
  value: { serviceType: ServiceType; from: string; to: string },
  ctx: z.RefinementCtx,
): void {
  const problem = routeProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
}
