import '../styles.css';
import { afterFirstPaint } from '../shared/afterFirstPaint';
import { PAGE_MODULES_ID, PRERENDERED_MARK_ID } from '../shared/bootIds';
import { afterLinkFollowed, recordEarlyInteractions } from '../shared/earlyInteractions';

// The single-page app's script, kept to a few hundred bytes. On a prerendered page, the browser paints the
// page before it fetches any of the app: a download started before the first paint competes with the page
// for the network and the main thread, and Lighthouse's simulation of a slow phone then counts the whole
// app into the largest text's paint (docs/decisions/024). The app and the page's own screen are then
// fetched side by side (the prerender lists the modules of both), not one after the other. What the
// traveller does meanwhile is recorded from here on (earlyInteractions.ts): a link followed holds the app
// back while its page is on its way. The plain shell of every other route has nothing to paint: the app
// loads at once. The style sheet stays imported here so that it is this entry's (inlined into the HTML by
// the prerender), not a lazy chunk's.
if (document.getElementById(PRERENDERED_MARK_ID)) {
  recordEarlyInteractions();
  await afterFirstPaint();
  await afterLinkFollowed();
  preloadPageModules();
}
// React DOM is evaluated in a task of its own, then the rest of the app in the next: evaluated together
// they are one long task on a slow phone (about 150 ms at 4x CPU slow-down), which holds back a tap.
// Both are already on their way (the prerender lists the app's modules too), so this adds no round trip.
await import('react-dom/client');
await new Promise((resolve) => setTimeout(resolve, 0));
await import('./start-app');

/** Starts fetching the modules of the app and of the prerendered page's screen, listed by the prerender. */
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
