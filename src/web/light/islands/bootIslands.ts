import { HYDRATED_ATTRIBUTE } from '../../shared/bootIds';
import { eventsBeforeScript } from '../../shared/earlyInteractions';
import { ISLAND_ATTRIBUTE } from '../../shared/islands/islandNames';
import { inTurn } from './inTurn';
import { ISLAND_MODULES, type IslandModules } from './islandModules';

/** A visitor starting to use an island: it is hydrated at once, what they did replayed (IslandReplay). */
const FIRST_TOUCH = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'submit'] as const;

/**
 * The script of a page of islands (docs/decisions/039), after its first paint: every island is hydrated
 * when it comes into view or when the visitor first touches it, whichever comes first, each on its own
 * with its own component fetched then and in a task of its own; the rest of the page is never hydrated. <html> gets
 * `data-hydrated` (what browser tests and the bench wait for) once the islands in view at the start are, and
 * those the visitor touched before the start was known (a menu pressed, then the page scrolled past it).
 * `modules` are the page's islands (its entry's map: the site frame's unless given).
 */
export function bootIslands(modules: IslandModules = ISLAND_MODULES): void {
  const wrappers = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  /** Each island started, by its wrapper: its hydration, finished or on its way. */
  const started = new Map<Element, Promise<void>>();
  // A wrapper has no box (`display: contents`): what comes into view is its content.
  const wrapperOf = new Map<Element, Element>();
  let firstReportSeen = false;

  const start = (wrapper: Element): Promise<void> => {
    const load = modules[wrapper.getAttribute(ISLAND_ATTRIBUTE) as keyof IslandModules];
    const already = started.get(wrapper);
    if (already || !load) return already ?? Promise.resolve();
    for (const [child, owner] of wrapperOf) if (owner === wrapper) observer?.unobserve(child);
    for (const type of FIRST_TOUCH) wrapper.removeEventListener(type, onTouch, true);
    // Each island is hydrated in a task of its own, one after the other (inTurn.ts): those of the first
    // screen, whose modules arrive together, would otherwise be hydrated in one long task.
    const hydrated = Promise.all([load(), import('./hydrateIsland')]).then(
      ([Component, { hydrateIsland }]) =>
        new Promise<void>((resolve, reject) => {
          inTurn(() => hydrateIsland(wrapper, Component, resolve)).catch(reject);
        }),
    );
    started.set(wrapper, hydrated);
    return hydrated;
  };
  function onTouch(this: Element) {
    void start(this);
  }

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const wrapper = wrapperOf.get(entry.target);
            if (entry.isIntersecting && wrapper) void start(wrapper);
          }
          // The first report covers every island: those in view then are the page's first screen, and
          // started now. Those touched before it (before this script ran, or since) count too, though
          // scrolled away since: every island started so far.
          if (!firstReportSeen) {
            firstReportSeen = true;
            void Promise.all(started.values()).then(() =>
              document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''),
            );
          }
        });
  for (const wrapper of wrappers) {
    for (const type of FIRST_TOUCH) wrapper.addEventListener(type, onTouch, true);
    for (const child of wrapper.children) {
      wrapperOf.set(child, wrapper);
      observer?.observe(child);
    }
  }
  // Touched before this script ran (the inline loader queued it, or the page's script recorded it while
  // waiting for the first paint): at once, as if touched now.
  for (const { target } of eventsBeforeScript(FIRST_TOUCH)) {
    const touched = wrappers.find((wrapper) => target instanceof Node && wrapper.contains(target));
    if (touched) void start(touched);
  }
  // Without IntersectionObserver (an old browser, a test's DOM): every island at once.
  if (!observer) {
    void Promise.all(wrappers.map(start)).then(() =>
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''),
    );
  }
}
