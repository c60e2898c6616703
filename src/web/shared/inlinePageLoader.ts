/**
 * The one script written inline into every prerendered page (docs/decisions/041): it queues what the visitor
 * does, and only once the page is painted does it add the page's entry script and the modules to preload
 * beside it. Lighthouse's simulation of a slow phone counts every request started before the largest paint
 * into that paint, so a module script in the HTML, fetched at once even at low priority, put about 0.25 s
 * on every page's LCP; a script added after the paint costs it nothing. An inline script is allowed by its
 * hash in the Content Security Policy, which the build writes beside the pages.
 *
 * Self-contained on purpose: the build (scripts/build/inline-loader.ts) copies this function's own code into
 * the page and calls it with its config, so it may use nothing from outside its body (types aside).
 */

export interface InlineLoaderConfig {
  /** The id of the JSON block naming the page's scripts (`PageScripts`). */
  scriptsId: string;
  /** The window property that holds the queue (`EarlyEventQueue`) for earlyInteractions.ts. */
  queueKey: string;
  /** The events queued until the page's script takes over. */
  events: readonly string[];
  /** Longest wait for a paint that is not reported (as afterFirstPaint.ts). */
  paintWaitMs: number;
}

/** The page's entry script and the modules to fetch beside it. */
export interface PageScripts {
  entry: string;
  preload: string[];
}

/** What was done on the page before its script ran, in order; `stop` ends the queueing. */
export interface EarlyEventQueue {
  events: Event[];
  stop: () => void;
}

/**
 * Queues the visitor's events and adds the page's scripts after the first paint. No module imports it: the
 * build copies its code into the page, and its tests call it.
 * @public
 */
export function loadPageScriptsAfterPaint(config: InlineLoaderConfig): void {
  const events: Event[] = [];
  const record = (event: Event) => {
    // Sent before the script ran: held for earlyInteractions.ts to send through the form's own code, as the
    // browser would otherwise submit it itself and reload the page, losing what was typed.
    if (event.type === 'submit') event.preventDefault();
    events.push(event);
  };
  const stop = () => {
    for (const type of config.events) window.removeEventListener(type, record, true);
  };
  for (const type of config.events) {
    window.addEventListener(type, record, { capture: true, passive: type !== 'submit' });
  }
  (window as unknown as Record<string, EarlyEventQueue>)[config.queueKey] = { events, stop };

  let started = false;
  const start = () => {
    if (started) return;
    // The first paint can come before the whole document is parsed (a long page): the page's script, run
    // as soon as it arrives, must find every island, so it is added once the parse is done.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    const listed = document.getElementById(config.scriptsId)?.textContent;
    if (!listed) return stop();
    const scripts = JSON.parse(listed) as PageScripts;
    for (const href of scripts.preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = scripts.entry;
    // No script (offline, say): the page is plain HTML again, and its forms send themselves.
    script.onerror = stop;
    document.head.append(script);
  };
  // A task after the one that saw the paint, so the browser finishes its frame first.
  const afterThisTask = () => setTimeout(start, 0);

  // A hidden tab paints nothing: nothing to wait for.
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, config.paintWaitMs);
  document.addEventListener('visibilitychange', start, { once: true });
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(afterThisTask);
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterThisTask();
  });
  observer.observe({ type: 'paint', buffered: true });
}
