import { APP_ROUTES } from '../../../domain/routes';

/** The header's links, shared by the wide bar and the mobile menu so the two never drift apart. */
export const NAV_ITEMS = [
  { label: 'Why Us', to: `${APP_ROUTES.home}#why-choose-us` },
  { label: 'Our Destinations', to: `${APP_ROUTES.home}#our-destinations` },
  { label: 'Check My Booking', to: APP_ROUTES.checkMyBooking },
] as const;
