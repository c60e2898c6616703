import { ArrowLeftRight } from 'lucide-react';
import { AIRPORT } from '../../../domain/locations';
import { formatUsd } from '../../../domain/money';
import { findBasePrice } from '../../../domain/prices';
import { DESTINATIONS } from '../../site/destinations';
import { usePriceRoutes } from '../../site/usePriceRoutes';

/** 'Our Services': the airport routes and their prices per vehicle (built-in first, then the API's). */
export function FooterPrices() {
  const routes = usePriceRoutes();
  return (
    <ul className="mt-4 space-y-3 text-sm">
      {DESTINATIONS.map((destination) => (
        <li key={destination.location} className="flex items-start justify-between gap-4">
          <span className="flex items-start gap-2 text-ocean-100">
            <ArrowLeftRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sand-300" />
            {/* One text each, not several side by side: the prerendered HTML has one text node there, and
                hydrating it (an island, docs/decisions/039) then changes no node. */}
            <span>{`${AIRPORT} – ${destination.title}`}</span>
          </span>
          {/* Room for 'from $10,000', from its left edge: a price swapped in grows to the right only. */}
          <span className="min-w-24 shrink-0 font-semibold whitespace-nowrap text-white">
            {`from ${formatUsd(findBasePrice(routes, AIRPORT, destination.location))}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
