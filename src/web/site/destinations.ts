import type { LocationName } from '../../domain/locations';

/** The three places the service drives to from Cancun Airport, as the home page and footer present them. */
export interface Destination {
  location: LocationName;
  title: string;
  driveTime: string;
  blurb: string;
}

export const DESTINATIONS: readonly Destination[] = [
  {
    location: 'Cancun',
    title: 'Cancun Hotel Zone',
    driveTime: 'About 20–30 minutes from the airport',
    blurb:
      'Straight to your resort on the 22 km strip between the lagoon and the Caribbean, from Punta Nizuc to Playa Langosta.',
  },
  {
    location: 'Playa del Carmen',
    title: 'Playa del Carmen',
    driveTime: 'About 45–55 minutes from the airport',
    blurb:
      'Door to door to your hotel, condo or Airbnb near Quinta Avenida, Playacar or the ferry pier to Cozumel.',
  },
  {
    location: 'Tulum',
    title: 'Tulum',
    driveTime: 'About 1 hour 45 minutes from the airport',
    blurb:
      'A calm, air-conditioned ride down the coast to the beach road, Aldea Zama or Tulum town, with no stops on the way.',
  },
];
