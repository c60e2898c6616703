/**
 * The routes of SPEC section 2, and the admin screens later issues added. The web router registers them
 * and the server answers 200 for them (404 with the Page Not Found screen for anything else), so both
 * read this one list.
 */
export const APP_ROUTES = {
  home: '/',
  booking: '/booking',
  checkMyBooking: '/check-my-booking',
  bookingConfirmation: '/booking-confirmation/:id',
  success: '/success',
  bookingSuccess: '/booking-success',
  adminLogin: '/admin',
  adminDashboard: '/admin/dashboard',
  /** Ours: the day's rides for the operator, printable. */
  adminManifest: '/admin/manifest',
  /** The signed-in admin's two-factor sign-in and active sessions. */
  adminSecurity: '/admin/security',
  /** Admins and staff, invitations, roles, the audit table. */
  adminAccounts: '/admin/accounts',
  /** Ours: the business's figures over a range of days, with a chart and a CSV. */
  adminReports: '/admin/reports',
  /** Ours: the price of every route, and who changed what. */
  adminPrices: '/admin/prices',
  /** The transport providers rides are offered to. */
  adminProviders: '/admin/providers',
  /** One provider's page, its rides and statement per month. */
  adminProvider: '/admin/providers/:id',
  /** The dispatch board, every ride of a day live. */
  adminDispatch: '/admin/dispatch',
  /** The embedded database's backups, and 'Back Up Now'. */
  adminBackups: '/admin/backups',
  /** Each part of the running product: OK, Warning or Problem, and what to do. */
  adminSystem: '/admin/system',
  /** Find, download or erase what is held about a person. */
  adminPrivacy: '/admin/privacy',
  /** Where the driver meets an arriving traveller at each terminal. */
  adminMeetingPoints: '/admin/meeting-points',
  /** A provider's own page of a ride offered to them, by the offer e-mail's link (no account). */
  providerRide: '/provider/rides/:token',
  /**
   * The same page once it has taken the token out of the address bar and the history (kept for
   * the tab in session storage, as the feedback page does), so a reload still opens the ride.
   */
  providerRideOpened: '/provider/rides',
  /** Ours: the traveller's answer to 'How was your transfer?', by the e-mail's link. */
  feedback: '/feedback/:token',
  /**
   * The same page once it has taken the token out of the address bar and the history (kept for
   * the tab in session storage, so a reload still works): `/feedback?rating=N`.
   */
  feedbackForm: '/feedback',
  resetPassword: '/reset-password',
  /** Ours: a traveller changes or cancels their booking. */
  manageBooking: '/manage-booking/:id',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/**
 * The routes' patterns as expressions, made at their first use: built when the module loads, they stayed
 * in every light page's script (a bundler cannot tell that building them changes nothing), unused there.
 */
let routeMatchers: RegExp[] | undefined;

/** True when the web app has a screen for this path (a trailing slash is tolerated). */
export function isAppRoute(pathname: string): boolean {
  routeMatchers ??= Object.values(APP_ROUTES).map(
    (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
  );
  return routeMatchers.some((matcher) => matcher.test(pathname));
}

/** Check My Booking with the lookup filled in (the payment link of e-mails, the checkout's way back). */
export function checkMyBookingPath(query: {
  email: string;
  lastName: string;
  paymentSuccessful?: boolean;
}): string {
  const params = new URLSearchParams({ email: query.email, lastName: query.lastName });
  if (query.paymentSuccessful) params.set('paymentSuccessful', 'true');
  return `${APP_ROUTES.checkMyBooking}?${params.toString()}`;
}

/** A booking's confirmation page. */
export function bookingConfirmationPath(id: string): string {
  return `/booking-confirmation/${encodeURIComponent(id)}`;
}

const BOOKING_CONFIRMATION_PATH = /^\/booking-confirmation\/([^/]+)\/?$/;

/** The booking id of a confirmation page's path (a trailing slash tolerated), or null for any other. */
export function bookingConfirmationIdOf(pathname: string): string | null {
  const encodedId = BOOKING_CONFIRMATION_PATH.exec(pathname)?.[1];
  if (!encodedId) return null;
  try {
    return decodeURIComponent(encodedId);
  } catch {
    // A malformed escape ('%E0%A4%A') names no booking.
    return null;
  }
}

/** The manage page of a booking, without its token. */
export function manageBookingPath(id: string): string {
  return `/manage-booking/${encodeURIComponent(id)}`;
}

/**
 * Where the admin finds a booking's card (the dispatch board links each ride to it): the dashboard searching
 * for the booking's id, which the search matches exactly (domain/admin-search.ts), so that card alone.
 */
export function adminBookingCardPath(booking: { bookingId: string }): string {
  return `/admin/dashboard?${new URLSearchParams({ search: booking.bookingId })}`;
}

/** A transport provider's page in the admin. */
export function adminProviderPath(id: string): string {
  return `/admin/providers/${encodeURIComponent(id)}`;
}

/** The feedback request's page, with a rating already chosen by the e-mail's link. */
export function feedbackPath(token: string, rating?: number): string {
  return `/feedback/${encodeURIComponent(token)}${rating === undefined ? '' : `?rating=${rating}`}`;
}
