/**
 * The bench's browser's own floor for the journey's paint: a blank page on a bare node:http server,
 * navigated to from another blank page of the same origin, from the navigation's start to its first
 * contentful paint. What the browser itself takes on this machine to leave a page and paint the next,
 * whatever the pages hold: printed beside the journey's paint so a slow machine's browser reads as such.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';

const BLANK = '<!doctype html><html lang="en"><title>Blank</title><p>Blank</p></html>';

/**
 * The page's first contentful paint, in milliseconds from its navigation's start (its
 * first-contentful-paint entry, waited for when the page has not painted yet).
 */
export function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

/** Milliseconds from each navigation's start to its first contentful paint, `count` of them. */
export async function timeBlankNavigations(browser: Browser, count: number): Promise<number[]> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(BLANK);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const painted: number[] = [];
    // The first two warm the browser, as the journeys' do.
    for (let i = 0; i < count + 2; i++) {
      await page.goto(`${origin}/from?${i}`);
      const next = `${origin}/to?${i}`;
      // Left by the page itself, as the booking page leaves for the checkout (not the driver's goto).
      await page.evaluate((url) => {
        setTimeout(() => location.assign(url), 0);
      }, next);
      await page.waitForURL(next);
      const paint = await firstContentfulPaint(page);
      if (i >= 2) painted.push(paint);
    }
    return painted;
  } finally {
    await context.close();
    server.close();
  }
}
