import { useParams } from 'react-router';
import { pageTitle } from '../components/pageTitle';
import { ProviderRide } from '../features/provider-ride/ProviderRide';
import { useProviderRideToken } from '../features/provider-ride/useProviderRideToken';

/**
 * /provider/rides/{token}: a transport provider's page of a ride offered to them, by the offer
 * e-mail's link, without an account. Once read, the token leaves the address bar for this tab's session
 * storage: the page then stands at /provider/rides.
 */
export function ProviderRidePage() {
  const token = useProviderRideToken(useParams().token);
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <title>{pageTitle('Ride')}</title>
      <meta name="robots" content="noindex" />
      <ProviderRide token={token} />
    </section>
  );
}
