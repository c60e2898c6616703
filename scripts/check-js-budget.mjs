// Prints each public route's initial JavaScript (its entry chunk, the entry's static imports and the route's
// own chunk, all gzipped) from Vite's manifest, and fails the build when the home page is over its budget.
// "Initial" is what the browser must fetch before the page works: the entry, what it loads right after the
// first paint (the app or the home page's hydration), modulepreloads; lazy imports of screens not shown not.
// The home page has its own entry without a router (docs/decisions/008-home-page-javascript-budget.md);
// every other route is the single-page app's entry plus the route's lazily loaded screen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bootClosure, HOME_MANIFEST, readViteManifest } from './vite-manifest.mjs';

const webDir = fileURLToPath(new URL('../dist/web', import.meta.url));

/** Issue 18: the home page's first download, gzipped, at most 60 KB (issue 3 had 90); counted here in KiB. */
const HOME_BUDGET_KIB = 60;

const HOME_ENTRY = 'entry-home.tsx';
const CONFIRMATION_ENTRY = 'entry-confirmation.tsx';
const STATIC_PAGE_ENTRY = 'entry-static-page.tsx';
const APP_ENTRY = 'index.html';
// The home, confirmation, legal and Page Not Found pages are their own build, on Preact
// (vite.home.config.ts, docs/decisions/027, 029, 030), with its own manifest.
const lightManifest = readViteManifest(webDir, HOME_MANIFEST);
const manifests = {
  [HOME_ENTRY]: lightManifest,
  [CONFIRMATION_ENTRY]: lightManifest,
  [STATIC_PAGE_ENTRY]: lightManifest,
  [APP_ENTRY]: readViteManifest(webDir),
};

/** Route, entry, and the sources of the lazily loaded screen(s) it needs besides the entry. */
const PUBLIC_ROUTES = [
  ['/', HOME_ENTRY, []],
  ['/terms', STATIC_PAGE_ENTRY, []],
  ['/privacy', STATIC_PAGE_ENTRY, []],
  ['/booking', APP_ENTRY, ['components/QueryProvider.tsx', 'pages/BookingPage.tsx']],
  ['/check-my-booking', APP_ENTRY, ['components/QueryProvider.tsx', 'pages/CheckMyBookingPage.tsx']],
  ['/booking-confirmation', CONFIRMATION_ENTRY, []],
  ['(404)', STATIC_PAGE_ENTRY, []],
];

for (const entry of [HOME_ENTRY, CONFIRMATION_ENTRY, STATIC_PAGE_ENTRY, APP_ENTRY]) {
  if (!manifests[entry][entry]?.isEntry) throw new Error(`${entry} is not an entry of the Vite manifest`);
}

const gzipKib = (file) => gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length / 1024;

let homeKib = 0;
console.log('Initial JavaScript per public route (gzip -9):');
for (const [route, entry, lazySources] of PUBLIC_ROUTES) {
  const files = bootClosure(manifests[entry], [entry], lazySources).map((chunk) => chunk.file);
  const kib = files.reduce((sum, file) => sum + gzipKib(file), 0);
  if (route === '/') homeKib = kib;
  console.log(`  ${route.padEnd(22)} ${kib.toFixed(1).padStart(6)} KiB  (${files.length} files)`);
}

if (homeKib > HOME_BUDGET_KIB) {
  console.error(
    `Home page initial JavaScript is ${homeKib.toFixed(1)} KiB gzipped, over its budget of ${HOME_BUDGET_KIB} KiB.`,
  );
  process.exit(1);
}
console.log(`Home page within its budget: ${homeKib.toFixed(1)} of ${HOME_BUDGET_KIB} KiB.`);
