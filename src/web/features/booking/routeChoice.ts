import type { BookingDraft } from '../../../domain/booking-draft';
import type { LocationName } from '../../../domain/locations';
import { isRouteOffered, type ServiceType } from '../../../domain/service-types';

/** What the quick form decided: a draft whose route is complete. /booking needs one. */
export type RouteChoice = {
  serviceType: ServiceType;
  from: LocationName;
  to: LocationName;
  passengers: number;
};

export function routeChoiceOf(draft: BookingDraft | null): RouteChoice | null {
  if (!draft || draft.from === '' || draft.to === '') return null;
  if (!isRouteOffered(draft.serviceType, draft.from, draft.to)) return null;
  const passengers = Number.isInteger(draft.passengers) && draft.passengers >= 1 ? draft.passengers : 1;
  return { serviceType: draft.serviceType, from: draft.from, to: draft.to, passengers };
}
