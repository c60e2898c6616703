import './styles.css';
import { PAGE_MODULES_ID, PRERENDERED_MARK_ID } from './bootIds';
import { recordEarlyInteractions } from './earlyInteractions';

// The single-page app's script, kept to a few hundred bytes: it fetches the app and, on a prerendered page,
// the modules of the page's own screen side by side (the prerender lists them), at once. The app then
// waits for the page's first paint before hydrating (start-app.tsx). Unlike the home page
// (entry-home.tsx), it does not wait for the paint before fetching: a page with a router hydrating late
// raced with links and buttons used at once in the browser tests (docs/decisions/024). The style sheet
// stays imported here so that it is this entry's (inlined into the HTML by the prerender).
if (document.getElementById(PRERENDERED_MARK_ID)) {
  recordEarlyInteractions();
  preloadPageModules();
}
await import('./start-app');

/** Starts fetching the modules of the prerendered page's screen, listed by the prerender. */
function preloadPageModules(): void {
  const listed = document.getElementById(PAGE_MODULES_ID)?.textContent;
  if (!listed) return;
  for (const href of JSON.parse(listed) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
