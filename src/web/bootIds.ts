// Ids of the blocks the prerender (scripts/prerender.mjs, which repeats them) writes beside a page's markup.

/** The router state the page was rendered with (hydration.ts): its presence marks a prerendered page. */
export const PRERENDERED_MARK_ID = 'router-hydration-data';

/** The modules of the page's lazily loaded screen, as a JSON list of URLs, for main.tsx to preload. */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * Set on <html> once a prerendered page is hydrated (ReplayEarlyInteractions): from then on its controls
 * are the app's. Browser tests and the bench wait for it, whichever runtime hydrated the page.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
