// Prints each prerendered page's initial JavaScript (its entry chunk, the entry's static imports and the
// page's own screen, all gzipped) from Vite's manifests, and fails the build when a page is over its budget
// (its row's `budgetKib`). "Initial" is what the browser must fetch before the page works: the entry, what it loads right
// after the first paint (the app or the page's hydration), modulepreloads; lazy imports of screens not shown
// not. The light pages have their own entries without a router (docs/decisions/008, 027, 029, 030); the
// single-page app's pages are its entry plus the route's lazily loaded screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HOME_BUDGET_KIB, isStaticPage, prerenderedPages } from '../../src/domain/prerendered-pages.ts';
import { bootClosure, manifestOf, staticClosure } from './vite-manifest.ts';

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
    // Each page's budget is its row's (src/domain/prerendered-pages.ts); the home page's is reported below.
    const budget = name === 'home' ? undefined : page.budgetKib;
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
