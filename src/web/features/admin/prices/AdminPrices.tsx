import { useQuery } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '../../../../domain/messages';
import { errorMessage } from '../../../api/fetchJson';
import { QueryState } from '../../../components/kit/QueryState';
import { PriceHistoryTable } from './PriceHistoryTable';
import { PricesForm } from './PricesForm';
import { fetchAdminPrices } from './pricesApi';
import { PRICES_KEY } from './pricesKeys';

/**
 * The Prices page: the price per vehicle of each route in both directions, saved together
 * with 'Save Prices'; below, every change with who made it and when (Cancun time).
 */
export function AdminPrices() {
  const prices = useQuery({ queryKey: PRICES_KEY, queryFn: ({ signal }) => fetchAdminPrices(signal) });
  return (
    <QueryState
      query={prices}
      loadingText="Loading prices..."
      errorText={(error) => errorMessage(error, GENERIC_MESSAGES.unexpectedTryAgain)}
    >
      {({ routes, history }) => (
        <div className="space-y-10">
          <PricesForm routes={routes} />
          <section aria-labelledby="price-history-heading" className="space-y-3">
            <h2 id="price-history-heading" className="text-xl font-bold text-ocean-900">
              Price History
            </h2>
            <PriceHistoryTable history={history} />
          </section>
        </div>
      )}
    </QueryState>
  );
}
