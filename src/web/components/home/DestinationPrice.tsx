import { AIRPORT, type LocationName } from '../../../domain/locations';
import { formatUsd } from '../../../domain/money';
import { findBasePrice } from '../../../domain/prices';
import { usePriceRoutes } from '../../site/usePriceRoutes';

/**
 * A destination card's 'from' price per vehicle: the build's, then the current one from the API.
 * An island of the home page of its own (docs/decisions/039): the card around it is never hydrated.
 */
export function DestinationPrice({ location }: { location: LocationName }) {
  const routes = usePriceRoutes();
  return (
    // Room for a price up to $10,000, and the text from its left edge: the build's price swapped for the
    // current one grows to the right and moves nothing.
    <p className="min-w-32 shrink-0 whitespace-nowrap">
      <span className="block text-sm text-white">from</span>
      <span className="text-3xl font-extrabold">{formatUsd(findBasePrice(routes, AIRPORT, location))}</span>
      <span className="block text-sm text-white">per vehicle</span>
    </p>
  );
}
