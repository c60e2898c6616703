import { providerRidePath } from '../../../domain/provider-ride-path';
import { APP_ROUTES } from '../../../domain/routes';
import { useTokenLeavingAddress } from '../../navigation/useTokenLeavingAddress';

/** `/provider/rides/{token}` becomes `/provider/rides`, as the feedback page's link does. */
const PROVIDER_RIDE_LINK = {
  storageKey: 'providerRideToken',
  tokenPath: providerRidePath,
  openedPath: APP_ROUTES.providerRideOpened,
  keepQuery: false,
};

/** The ride link's token: from the path, or once it has left it, from session storage. */
export function useProviderRideToken(fromPath: string | undefined): string {
  return useTokenLeavingAddress(fromPath, PROVIDER_RIDE_LINK);
}
