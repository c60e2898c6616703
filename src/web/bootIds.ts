// Ids the prerender (scripts/build/prerender.ts, which imports them) writes into a page or looks for in it,
// and the attribute a hydrated page carries.

/** The router state the page was rendered with (hydration.ts): its presence marks a prerendered page. */
export const PRERENDERED_MARK_ID = 'router-hydration-data';

/** The modules of the page's lazily loaded screen, as a JSON list of URLs, for main.tsx to preload. */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * Set on <html> once a prerendered page is hydrated (ReplayEarlyInteractions): from then on its controls
 * are the app's. Browser tests and the bench wait for it, whichever runtime hydrated the page.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * The end of the home page's first screen (components/home/Hero.tsx): index.html's render-blocking hint
 * waits for it, and the prerender drops that hint from every page without it.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
