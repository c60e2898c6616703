import { APP_ROUTES } from './routes';

/**
 * The pages the build prerenders, once for all who read them: the build (scripts/build/prerender.ts) writes
 * each to `prerendered/{name}.html` under dist/web, the server (src/server/site/serve-web-app.ts) answers
 * its path with that file, and a light page's row is all the light build needs to know of it: its entry is
 * one of the build's inputs (vite.light.config.ts), its App renders it (src/web/light/entry-server.tsx) and
 * its budget is checked (scripts/build/js-budget.ts). The static pages (src/web/light/StaticPageApp.tsx) are
 * those whose entry is `light/entry-static-page.tsx`. Here because server and web may both import the domain,
 * and neither the other. To prerender a page, add it here (docs/adding-a-page.md); the type checker then asks
 * StaticPageApp for its component if it is a static page, and the build fails when its entry, App or screen
 * is missing.
 */
/** An entry of the light build, by its source under src/web. */
export type LightEntry = `light/entry-${string}.tsx`;

interface PrerenderedPage {
  /** The path it is rendered for and the server answers with it ('/booking-confirmation/:id': every id). */
  readonly path: string;
  /**
   * The script it loads, by its source under src/web as Vite's manifest names it: the single-page app
   * (`index.html`, app/main.tsx), or an entry of the light build on Preact (decisions 027, 029, 030), whose
   * page src/web/light's App of the same name renders (`light/entry-check-my-booking.tsx`:
   * `CheckMyBookingApp.tsx`).
   */
  readonly entry: 'index.html' | LightEntry;
  /**
   * The single-page app's pages: the sources of the lazily loaded screen rendered at `path`, whose modules
   * the page lists for main.tsx to preload with the app's (decision 024).
   */
  readonly screen?: readonly string[];
  /**
   * A page of islands (docs/decisions/039): the sources of what its first screen hydrates at once (the boot
   * of an island and the islands in view at the start), the page's initial script with its entry. Its
   * other islands come when scrolled to or touched, so the build's budget (scripts/build/js-budget.ts)
   * does not count them.
   */
  readonly firstScreenIslands?: readonly string[];
  /**
   * The modules the entry imports after the first paint are preloaded too (a page of islands: those of its
   * first screen): its content waits for them.
   */
  readonly preloadHydration?: true;
  /**
   * The most JavaScript the page may ship first, gzipped, in KiB (what counts: scripts/build/js-budget.ts);
   * the build fails over it. Without one, the page's weight is printed only.
   */
  readonly budgetKib?: number;
  /** Shows something else with a query (Check My Booking lists `?email=&lastName=`): the shell then. */
  readonly queryDependent?: true;
  /** Answered, with 404, for every path the app does not know, instead of at its own `path`. */
  readonly notFound?: true;
}

/**
 * The home page's first download, gzipped: at most 20 KB (20,000 bytes; it was 60 KB, and 90 before). Its
 * islands (docs/decisions/039) count when its first screen hydrates them (`firstScreenIslands`): 38.4 KiB
 * while the page was hydrated whole.
 */
export const HOME_BUDGET_KIB = 20_000 / 1024;

/**
 * The legal pages and Page Not Found hydrate only their islands (docs/decisions/039). Every island of their
 * entry counts, those hydrated later on too: 30.7 KiB when they became islands (33.7 before); 23.8 once the
 * domain's rules were split by the islands that use them.
 */
const STATIC_PAGE_BUDGET_KIB = 25;

/**
 * The provider's ride page (docs/decisions/061), a driver's phone at the airport: its entry with the ride's
 * island and the dispatch line, which the page hydrates at once. It was the whole single-page app.
 */
const PROVIDER_RIDE_BUDGET_KIB = 47;

/** By name: the name is the file's under prerendered/. In the order the build writes them. */
export const PRERENDERED_PAGES = {
  home: {
    path: APP_ROUTES.home,
    entry: 'light/entry-home.tsx',
    budgetKib: HOME_BUDGET_KIB,
    firstScreenIslands: [
      'light/islands/hydrateIsland.tsx',
      'shell/HeaderIsland.tsx',
      'features/booking/QuickBookingForm.tsx',
    ],
  },
  // Any booking's id: the page shows its loading state until the browser has read the booking.
  'booking-confirmation': {
    path: APP_ROUTES.bookingConfirmation,
    entry: 'light/entry-confirmation.tsx',
    firstScreenIslands: [
      'light/islands/hydrateIsland.tsx',
      'shell/HeaderIsland.tsx',
      'pages/ConfirmationIsland.tsx',
    ],
    preloadHydration: true,
  },
  terms: { path: APP_ROUTES.terms, entry: 'light/entry-static-page.tsx', budgetKib: STATIC_PAGE_BUDGET_KIB },
  privacy: {
    path: APP_ROUTES.privacy,
    entry: 'light/entry-static-page.tsx',
    budgetKib: STATIC_PAGE_BUDGET_KIB,
  },
  'not-found': {
    path: '/page-not-found',
    entry: 'light/entry-static-page.tsx',
    budgetKib: STATIC_PAGE_BUDGET_KIB,
    notFound: true,
  },
  // The pages that left the single-page app for islands (docs/decisions/039) have budgets of their own, each
  // with every island of its entry counted, but the booking step, whose first screen is named (the header and
  // the form): the footer's islands are below a screen-tall form. The admin login was 183.5 KiB as a page of
  // the app, 50.0 as islands; Check My Booking 181.6, 60.9 as islands (about 24 KiB of each was zod, for the
  // forms' checks and the answers); the booking step 197.0, 48.9 as islands (its target: 60 KB). The forms'
  // checks (zod) are fetched at their first check and the answers' schemas with the call, and Check My
  // Booking's list (with the booking's rules and the date library) with a search: the admin login 26.0 KiB,
  // Check My Booking 25.7.
  //
  // A light page of islands (docs/decisions/039); with a query, the single-page app's shell.
  'check-my-booking': {
    path: APP_ROUTES.checkMyBooking,
    entry: 'light/entry-check-my-booking.tsx',
    budgetKib: 27,
    queryDependent: true,
  },
  // A light page of islands (docs/decisions/039): the shell the form fills from the tab's draft. Its first
  // screen is the header and the form; the footer's islands come when scrolled to.
  booking: {
    path: APP_ROUTES.booking,
    entry: 'light/entry-booking.tsx',
    budgetKib: 60,
    firstScreenIslands: [
      'light/islands/hydrateIsland.tsx',
      'shell/HeaderIsland.tsx',
      'pages/BookingIsland.tsx',
    ],
    preloadHydration: true,
  },
  // A light page of islands (docs/decisions/039); after sign-in, the dashboard is the single-page app.
  admin: { path: APP_ROUTES.adminLogin, entry: 'light/entry-admin-login.tsx', budgetKib: 27 },
  // Any ride link's token: the server renders the page with the link's ride (docs/decisions/061); this
  // file, which asks for the ride once hydrated, is the page when a render fails and at /provider/rides.
  // Its first screen is the ride's island (the dispatch line is light).
  'provider-ride': {
    path: APP_ROUTES.providerRide,
    entry: 'light/entry-provider-ride.tsx',
    budgetKib: PROVIDER_RIDE_BUDGET_KIB,
    firstScreenIslands: [
      'light/islands/hydrateIsland.tsx',
      'pages/ProviderRideIsland.tsx',
      'shell/DispatchContactIsland.tsx',
    ],
    preloadHydration: true,
  },
} as const satisfies Record<string, PrerenderedPage>;

export type PrerenderedPageName = keyof typeof PRERENDERED_PAGES;

/** The legal pages and Page Not Found: StaticPageApp.tsx renders them, one component each. */
export type StaticPageName = {
  [Name in PrerenderedPageName]: (typeof PRERENDERED_PAGES)[Name]['entry'] extends 'light/entry-static-page.tsx'
    ? Name
    : never;
}[PrerenderedPageName];

/** Every page with its name, in the table's order. */
export const prerenderedPages = (): { name: PrerenderedPageName; page: PrerenderedPage }[] =>
  (Object.keys(PRERENDERED_PAGES) as PrerenderedPageName[]).map((name) => ({
    name,
    page: PRERENDERED_PAGES[name],
  }));

/** The page answered for every unknown path (the table has one: its test says so). */
export function notFoundPageName(): PrerenderedPageName {
  const found = prerenderedPages().find(({ page }) => page.notFound);
  if (!found) throw new Error('PRERENDERED_PAGES has no page marked notFound');
  return found.name;
}

/** The prerendered file of a page, relative to dist/web. */
export const prerenderedFile = (name: PrerenderedPageName): string => `prerendered/${name}.html`;

/** Whether the page is one of StaticPageApp's. */
export const isStaticPage = (name: PrerenderedPageName): name is StaticPageName =>
  PRERENDERED_PAGES[name].entry === 'light/entry-static-page.tsx';

/**
 * The hashes of the scripts the build writes inline into the pages (docs/decisions/041), relative to
 * dist/web: the server allows them in its Content Security Policy. Under prerendered/, which is not served.
 */
export const INLINE_SCRIPT_HASHES_FILE = 'prerendered/inline-script-hashes.json';
