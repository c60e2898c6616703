import { dispatchContact } from '../../domain/provider-texts';
import { travellerRateLimit } from '../http/traveller-limit';
import type { DispatchDeps } from './dispatch-deps';
import { openProviderRide } from './provider-ride.service';

/**
 * What the server renders the provider's ride page with (docs/decisions/061): the link's answer as the
 * provider's API gives it (`POST /api/provider/ride`, which changes nothing), the dispatch line, and the
 * API's per-address limit for the page's route, so that guessing tokens through the page costs as much.
 */
export function providerRidePages(deps: DispatchDeps & { lookupsPerHour: number }) {
  return {
    shownFor: async (token: string) => ({
      answer: await openProviderRide(deps, token),
      contact: dispatchContact(deps.mail.dispatchPhone, deps.mail.supportEmail),
    }),
    routeConfig: travellerRateLimit(deps.lookupsPerHour),
  };
}
