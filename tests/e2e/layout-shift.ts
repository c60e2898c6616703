import type { Page } from '@playwright/test';

/**
 * Cumulative layout shift as a visitor's browser measures it: a PerformanceObserver from each document's
 * very start (an init script), summing every shift not caused by the visitor's own input.
 */

type LayoutShiftEntry = {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};
/** One shift as the page saw it: when, how much, and what moved (for the failure's message). */
type Shift = { value: number; startTime: number; moved: string[] };
declare global {
  interface Window {
    __layoutShift?: { shifts: Shift[]; observer: PerformanceObserver };
  }
}

/** Sums every layout shift of each document the page opens, from its very start. */
export async function measureLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = { shifts: [] as Shift[], observer: undefined as unknown as PerformanceObserver };
    const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}x${r.height}`;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        // What moved, for the failure's message: a shift seen only now and then is otherwise a riddle.
        const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element ? `<${element.tagName.toLowerCase()} class="${element.className}">` : '(node)';
          return `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${name} "${(node?.textContent ?? '').slice(0, 40)}" ${rect(previousRect)} -> ${rect(currentRect)}`;
        });
        record.shifts.push({ value: entry.value, startTime: entry.startTime, moved });
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
 * Which shifts count. 'load' is every shift from the document's start, as a visitor's CLS. 'after parsing'
 * leaves out those made while the HTML was still being parsed: a busy browser may paint a half-parsed page
 * (seen: a card's title parsed after its icon was painted, the icon moving up as the title arrived), which
 * says nothing of what a script changes later, and a script of ours runs only once the document is parsed
 * (docs/decisions/041).
 */
export type ShiftsCounted = 'load' | 'after parsing';

/**
 * The shifts so far, read once the next frame is painted: a change the test just saw in the DOM is laid out
 * and its shift, if any, reported by then.
 */
export async function layoutShiftSoFar(page: Page, counted: ShiftsCounted = 'load'): Promise<number> {
  const { total, moved } = await page.evaluate(async (afterParsing) => {
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    (window as unknown as { __flushLayoutShift: () => void }).__flushLayoutShift();
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const parsedAt = afterParsing ? (navigation?.domInteractive ?? 0) : 0;
    const counted = (window.__layoutShift?.shifts ?? []).filter((shift) => shift.startTime >= parsedAt);
    return {
      total: window.__layoutShift ? counted.reduce((sum, shift) => sum + shift.value, 0) : Number.NaN,
      moved: counted.flatMap((shift) => shift.moved),
    };
  }, counted === 'after parsing');
  if (total > 0) console.log(`layout shifts on ${page.url()}:\n  ${moved.join('\n  ')}`);
  return total;
}
