import { Clock, MapPin, Users } from 'lucide-react';
import { Island } from '../../shared/islands/Island';
import { DESTINATIONS } from '../../site/destinations';
import { BookNowButton } from './BookNowButton';
import { DestinationPrice } from './DestinationPrice';

/** Tints per card so the three read as different places without photos; each keeps white text at 4.5:1. */
const CARD_ACCENTS = [
  'from-ocean-700 to-ocean-900',
  'from-ocean-600 to-ocean-800',
  'from-sand-700 to-sand-900',
];

/**
 * 'Our Destinations': the three routes with their price per vehicle. The header's link lands here. Only the
 * prices and the 'Book Now' links are islands (docs/decisions/039).
 */
export function Destinations() {
  return (
    <section id="our-destinations" aria-labelledby="our-destinations-heading" className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-bold tracking-wide text-sand-700 uppercase">Where we drive</p>
          <h2
            id="our-destinations-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-ocean-900 sm:text-4xl"
          >
            Our Destinations
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-700">
            From Cancun International Airport to anywhere in the Hotel Zone, Playa del Carmen or Tulum, and
            back again when your holiday ends.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {DESTINATIONS.map((destination, index) => (
            <li
              key={destination.location}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200"
            >
              <div
                className={`flex min-h-40 items-end justify-between gap-4 bg-linear-to-br p-6 text-white ${CARD_ACCENTS[index] ?? CARD_ACCENTS[0]}`}
              >
                <div>
                  <MapPin aria-hidden="true" className="size-7 text-sand-200" />
                  <h3 className="mt-3 text-2xl font-bold">{destination.title}</h3>
                </div>
                <Island name="destination-price" props={{ location: destination.location }}>
                  <DestinationPrice location={destination.location} />
                </Island>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="leading-relaxed text-slate-700">{destination.blurb}</p>
                <ul className="mt-5 space-y-2 text-sm text-slate-700">
                  <li className="flex min-h-5 items-center gap-2">
                    <Clock aria-hidden="true" className="size-4 text-ocean-700" />
                    {destination.driveTime}
                  </li>
                  <li className="flex min-h-5 items-center gap-2">
                    <Users aria-hidden="true" className="size-4 text-ocean-700" />
                    Up to 4 passengers per vehicle
                  </li>
                </ul>
                <div className="mt-6 flex flex-1 items-end">
                  <Island name="book-now" props={{ accessibleLabel: `Book Now: ${destination.title}` }}>
                    <BookNowButton accessibleLabel={`Book Now: ${destination.title}`} />
                  </Island>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
