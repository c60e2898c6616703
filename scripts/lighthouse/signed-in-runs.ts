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

/** The admin dashboard's first page of cards; opening a card is its 'More details'. */
export function dashboardScreen(cards: number): SignedInScreen {
  return {
    label: 'dashboard (signed in)',
    path: '/admin/dashboard',
    ready: (tab) =>
      tab.waitForFunction(
        (selector, count) => document.querySelectorAll(selector).length >= count,
        {},
        CARDS,
        cards,
      ),
    open: async (tab) => {
      await tab.click(`${CARDS}:first-child details > summary`);
      await tab.waitForSelector(`${CARDS}:first-child details[open]`, { visible: true });
    },
  };
}

/** The dispatch board's day; opening a card is a ride's booking link, which shows its card on the dashboard. */
export function boardScreen(day: string, rides: number): SignedInScreen {
  return {
    label: 'board (signed in)',
    path: `/admin/dispatch?day=${day}`,
    ready: (tab) =>
      tab.waitForFunction((count) => document.querySelectorAll('table tbody tr').length >= count, {}, rides),
    open: async (tab) => {
      await tab.click('table tbody tr a[href^="/admin/dashboard"]');
      await tab.waitForFunction(
        (selector) =>
          location.pathname === '/admin/dashboard' && document.querySelectorAll(selector).length === 1,
        {},
        CARDS,
      );
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
