// Prints each prerendered page's initial JavaScript (its entry chunk, the entry's static imports and the
// page's own screen, all gzipped) from Vite's manifests, and fails the build when the home page is over its
// budget. "Initial" is what the browser must fetch before the page works: the entry, what it loads right
// after the first paint (the app or the page's hydration), modulepreloads; lazy imports of screens not shown
// not. The light pages have their own entries without a router (docs/decisions/008, 027, 029, 030); the
// single-page app's pages are its entry plus the route's lazily loaded screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  isStaticPage,
  type PrerenderedPageName,
  prerenderedPages,
} from '../../src/domain/prerendered-pages.ts';
import { bootClosure, manifestOf, staticClosure } from './vite-manifest.ts';

/**
 * Issue 32: the home page's first download, gzipped, at most 20 KB (20,000 bytes; issue 18 had 60 KB, issue
 * 3 90). Its islands (docs/decisions/039) count when its first screen hydrates them (the page table's
 * `firstScreenIslands`): 38.4 KiB while the page was hydrated whole.
 */
export const HOME_BUDGET_KIB = 20_000 / 1024;
/**
 * Issue 32: the legal pages and Page Not Found hydrate only their islands (docs/decisions/039). Every island
 * of their entry counts here, those hydrated later on too: 30.7 KiB when they became islands (33.7 before);
 * 23.8 once the domain's rules were split by the islands that use them.
 */
export const STATIC_PAGE_BUDGET_KIB = 25;

/**
 * Issue 32: the pages that left the single-page app for islands (docs/decisions/039), each with every island
 * of its entry counted, but the booking step, whose first screen is named (the header and the form): the
 * footer's islands are below a screen-tall form. The admin login was 183.5 KiB as a page of the app, 50.0
 * as islands; Check My Booking 181.6, 60.9 as islands (about 24 KiB of each was zod, for the forms' checks
 * and the answers); the booking step 197.0, 48.9 as islands (the issue's target: 60 KB). The forms' checks
 * (zod) are fetched at their first check and the answers' schemas with the call, and Check My Booking's
 * list (with the booking's rules and the date library) with a search: the admin login 26.0 KiB, Check My
 * Booking 25.7.
 */
export const LIGHT_PAGE_BUDGETS_KIB: Partial<Record<PrerenderedPageName, number>> = {
  admin: 27,
  'check-my-booking': 27,
  booking: 60,
};

export function checkJsBudget(webDir: string): void {
  const gzipKib = (file: string) =>
    gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length / 1024;
  let homeKib = 0;
  console.log('Initial JavaScript per prerendered page (gzip -9):');
  for (const { name, page } of prerenderedPages()) {
    const manifest = manifestOf(webDir, page.entry);
    // A page of islands whose first screen is named: the entry and those islands. The static pages: every
    // island their boot can load (it sits in a chunk the entry shares with the home page's). Else every
    // module the entry loads after the first paint.
    let chunks = page.firstScreenIslands
      ? staticClosure(manifest, [page.entry, ...page.firstScreenIslands])
      : bootClosure(manifest, [page.entry], page.screen ?? []);
    if (isStaticPage(name)) {
      const islands = chunks.flatMap((chunk) => chunk.dynamicImports ?? []);
      chunks = staticClosure(manifest, [page.entry, ...islands]);
    }
    const files = chunks.map((chunk) => chunk.file);
    const kib = files.reduce((sum, file) => sum + gzipKib(file), 0);
    if (name === 'home') homeKib = kib;
    if (isStaticPage(name) && kib > STATIC_PAGE_BUDGET_KIB) {
      throw new Error(
        `${page.path} initial JavaScript is ${kib.toFixed(1)} KiB gzipped, over its budget of ${STATIC_PAGE_BUDGET_KIB} KiB.`,
      );
    }
    const budget = LIGHT_PAGE_BUDGETS_KIB[name];
    if (budget !== undefined && kib > budget) {
      throw new Error(
        `${page.path} initial JavaScript is ${kib.toFixed(1)} KiB gzipped, over its budget of ${budget} KiB.`,
      );
    }
    const label = page.notFound ? '(404)' : page.path;
    console.log(`  ${label.padEnd(26)} ${kib.toFixed(1).padStart(6)} KiB  (${files.length} files)`);
  }
  if (homeKib > HOME_BUDGET_KIB) {
    throw new Error(
      `Home page initial JavaScript is ${homeKib.toFixed(1)} KiB gzipped, over its budget of ${HOME_BUDGET_KIB.toFixed(1)} KiB (20 KB).`,
    );
  }
  console.log(
    `Home page within its budget: ${homeKib.toFixed(1)} of ${HOME_BUDGET_KIB.toFixed(1)} KiB (20 KB).`,
  );
}
