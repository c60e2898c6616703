import type { Page } from '@playwright/test';

/**
 * Cumulative layout shift as a visitor's browser measures it: a PerformanceObserver from each document's
 * very start (an init script), summing every shift not caused by the visitor's own input.
 */

type Shifts = {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};
declare global {
  interface Window {
    __layoutShift?: { total: number; observer: PerformanceObserver; moved: string[] };
  }
}

/** Sums every layout shift of each document the page opens, from its very start. */
export async function measureLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { total: 0, observer: undefined as unknown as PerformanceObserver, moved: [] as string[] };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as Shifts[]) {
        if (entry.hadRecentInput) continue;
        record.total += entry.value;
        // What moved, for the failure's message: a shift seen only now and then is otherwise a riddle.
        for (const { node, previousRect, currentRect } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `<${element.tagName.toLowerCase()} class="${element.className}">` : '(node)';
          record.moved.push(
            `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${name} "${(node?.textContent ?? '').slice(0, 40)}" ${rect(previousRect)} -> ${rect(currentRect)}`,
          );
        }
      }
    };
    record.observer = new PerformanceObserver((list) => add(list.getEntries()));
    record.observer.observe({ type: 'layout-shift', buffered: true });
    window.__layoutShift = record;
    // takeRecords() hands over what is queued but not yet delivered, so a read sees every shift so far.
    const flush = () => add(record.observer.takeRecords());
    Object.defineProperty(window, '__flushLayoutShift', { value: flush });
  });
}

/**
 * The shifts so far, read once the next frame is painted: a change the test just saw in the DOM is laid out
 * and its shift, if any, reported by then.
 */
export async function layoutShiftSoFar(page: Page): Promise<number> {
  const { total, moved } = await page.evaluate(async () => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    (window as unknown as { __flushLayoutShift: () => void }).__flushLayoutShift();
    return { total: window.__layoutShift?.total ?? Number.NaN, moved: window.__layoutShift?.moved ?? [] };
  });
  if (total > 0) console.log(`layout shifts on ${page.url()}:\n  ${moved.join('\n  ')}`);
  return total;
}
