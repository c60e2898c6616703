// The operator's screens, signed in, measured the way they are used: Lighthouse's timespan mode (desktop
// settings: the operator's screen, no network or CPU throttling) around loading the screen until its rows
// are shown, then around opening one card. The load gives its total blocking time; the opening gives its
// total blocking time and its interaction to next paint, with how long the card took to show. puppeteer
// drives the tab; Lighthouse records the trace.
import { desktopConfig, startTimespan } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';

export interface SignedInScreen {
  label: string;
  path: string;
  /** Resolves once the screen shows what the operator came for. */
  ready: (tab: Page) => Promise<unknown>;
  /** Opens a card and resolves once it is shown. */
  open: (tab: Page) => Promise<unknown>;
}

export interface ScreenFigures {
  /** Total blocking time while the screen loads, ms. */
  loadTbt: number;
  /** Total blocking time while a card opens, ms. */
  openTbt: number;
  /** Interaction to next paint of the click that opens the card, ms. */
  inp: number;
  /** From the click to the card shown, ms (this script's clock). */
  shown: number;
}

const CARDS = 'ul[aria-label="Bookings"] > li';

/** Waits for two frames: the paint after the last change is in the trace and its event timing recorded. */
const painted = (tab: Page) =>
  tab.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );

/** What the screen must show before the wait ends: how many elements match, and on which path. */
interface Shown {
  selector: string;
  /** At least this many, or exactly this many when `exactly`. */
  count: number;
  exactly?: boolean;
  path?: string;
}

/**
 * Waits until the page shows `shown`, checked once a frame by one plain evaluation. Not puppeteer's
 * waitForFunction or waitForSelector: they inject puppeteer's helper library into the page inside the
 * span Lighthouse times, a task of its own ('pptr:internal' in the long-tasks audit) of 80 to 200 ms on a
 * slow machine, counted as the screen's blocking time. The function has no named inner function (the
 * loader would wrap one in a helper the page does not have).
 */
const until = (tab: Page, shown: Shown) =>
  tab.evaluate(async ({ selector, count, exactly, path }) => {
    for (;;) {
      const matched = document.querySelectorAll(selector).length;
      const enough = exactly ? matched === count : matched >= count;
      if (enough && (path === undefined || location.pathname === path)) return;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, shown);

/**
 * A real click (a trusted input event, so Lighthouse reads its interaction to next paint) on the first
 * element matching `selector`, at its centre: puppeteer's mouse, without its element queries' helper.
 */
async function clickFirst(tab: Page, selector: string): Promise<void> {
  const centre = await tab.evaluate((target) => {
    const element = document.querySelector(target);
    if (!element) return null;
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  if (!centre) throw new Error(`nothing to click: ${selector}`);
  await tab.mouse.click(centre.x, centre.y);
}

/** The admin dashboard's first page of cards; opening a card is its 'More details'. */
export function dashboardScreen(cards: number): SignedInScreen {
  return {
    label: 'dashboard (signed in)',
    path: '/admin/dashboard',
    ready: (tab) => until(tab, { selector: CARDS, count: cards }),
    open: async (tab) => {
      await clickFirst(tab, `${CARDS}:first-child details > summary`);
      await until(tab, { selector: `${CARDS}:first-child details[open]`, count: 1 });
    },
  };
}

/** The dispatch board's day; opening a card is a ride's booking link, which shows its card on the dashboard. */
export function boardScreen(day: string, rides: number): SignedInScreen {
  return {
    label: 'board (signed in)',
    path: `/admin/dispatch?day=${day}`,
    ready: (tab) => until(tab, { selector: 'table tbody tr', count: rides }),
    open: async (tab) => {
      await clickFirst(tab, 'table tbody tr a[href^="/admin/dashboard"]');
      await until(tab, { selector: CARDS, count: 1, exactly: true, path: '/admin/dashboard' });
    },
  };
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? Number.NaN;

/** One run of `screen` at `origin` in a fresh tab holding the admin's session cookie. */
export async function measureScreen(
  browser: Browser,
  origin: string,
  session: { name: string; value: string },
  screen: SignedInScreen,
): Promise<ScreenFigures> {
  const tab = await browser.newPage();
  try {
    await tab.setCookie({ ...session, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' });
    const options = { config: desktopConfig, flags: { logLevel: 'error' as const } };
    const loading = await startTimespan(tab, options);
    await tab.goto(`${origin}${screen.path}`);
    await screen.ready(tab);
    await painted(tab);
    const load = await loading.endTimespan();

    const opening = await startTimespan(tab, options);
    const start = performance.now();
    await screen.open(tab);
    const shown = performance.now() - start;
    await painted(tab);
    const open = await opening.endTimespan();
    if (!load || !open) throw new Error(`Lighthouse gave no timespan result for ${screen.label}`);
    return {
      loadTbt: numeric(load.lhr, 'total-blocking-time'),
      openTbt: numeric(open.lhr, 'total-blocking-time'),
      inp: numeric(open.lhr, 'interaction-to-next-paint'),
      shown,
    };
  } finally {
    await tab.close();
  }
}
