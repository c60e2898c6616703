import { useEffect, useState } from 'react';
import { providerRideTokenOf } from '../../domain/provider-ride-path';
import type { ProviderRideResponse } from '../../domain/schemas/dispatch';
import { ProviderRide } from '../features/provider-ride/ProviderRide';
import { useProviderRideToken } from '../features/provider-ride/useProviderRideToken';

/** The address's token once in the browser; none on the server (which renders no token into the page). */
function useTokenOfAddress(): string | null {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const token = useProviderRideToken(inBrowser ? providerRideTokenOf(window.location.pathname) : undefined);
  return inBrowser ? token : null;
}

/**
 * The provider's ride as an island of the light page (docs/decisions/061): the ride, its state and every
 * act, all redrawn from each answer. Rendered by the server with the ride the link opens (`shown`, the
 * wrapper's props), it is hydrated with that ride and asks for nothing at the start; on the prerendered
 * page (a render that failed, /provider/rides after a reload) it asks for the ride once hydrated. Its token
 * is the address's (then this tab's session storage), read once hydrated, never written into the page.
 */
export function ProviderRideIsland({ shown }: { shown?: ProviderRideResponse }) {
  const token = useTokenOfAddress();
  return <ProviderRide token={token} shown={shown} />;
}
