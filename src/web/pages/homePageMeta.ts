import { BRAND_TAGLINE } from '../../domain/brand';

/** The home page's title and description (its PageMeta; the prerender also writes them into <head>). */
export const HOME_PAGE_META = {
  title: BRAND_TAGLINE,
  description:
    'Book a private, fixed-price transfer between Cancun Airport and the Hotel Zone, Playa del Carmen or Tulum. Your driver waits even if your flight is late. From $49 per vehicle.',
};
