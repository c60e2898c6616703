/** Longest wait for a paint that is not reported (a browser without paint timing that also skips frames). */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once the browser has shown the page's first content: when its first-contentful-paint entry is
 * reported (paint timing reports the frame as presented, later than an animation frame callback runs),
 * after the next frame where paint timing is missing, and at once in a hidden tab (which paints nothing).
 * A script fetched or run before then competes with the page's first paint for the network and the main
 * thread (docs/decisions/024).
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      // A task after the one that reported the paint: the browser finishes its frame first.
      setTimeout(resolve, 0);
    };
    setTimeout(settle, PAINT_WAIT_LIMIT_MS);
    document.addEventListener('visibilitychange', settle, { once: true });
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      requestAnimationFrame(settle);
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      settle();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
