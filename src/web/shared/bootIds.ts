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

/**
 * A page of islands names its entry and the modules to preload beside it in a JSON block of this id
 * (`PageScripts`), which the inline loader (inlinePageLoader.ts) reads once the page is painted.
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * The window property under which the inline loader keeps the events it queued before the page's script
 * ran, for earlyInteractions.ts to take over (`EarlyEventQueue`).
 */
export const EARLY_EVENTS_KEY = '__earlyEvents';

/**
 * What the inline loader queues until the page's script takes over: every event earlyInteractions.ts
 * records, and those that start an island's hydration (islands/bootIslands.ts). Its handler table is
 * keyed by this list, so the type checker keeps the two the same.
 */
export const EARLY_EVENT_TYPES = [
  'change',
  'input',
  'click',
  'submit',
  'wheel',
  'touchstart',
  'keydown',
  'pointerdown',
  'focusin',
] as const;

export type EarlyEventType = (typeof EARLY_EVENT_TYPES)[number];
