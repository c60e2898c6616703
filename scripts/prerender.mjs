// Writes the public pages (home, terms, privacy, Check My Booking, the booking step's shell, the
// confirmation page's loading state, the admin login, Page Not Found) as static HTML into
// dist/web/prerendered/, from the SSR builds of src/web/entry-server.tsx and entry-server-home.tsx, so their
// first content shows in the first round trip, before any script runs. They load the single-page app
// (main.tsx) like dist/web/index.html, the plain shell for every other route; the home, confirmation, legal
// and Page Not Found pages load their own router-free scripts instead (entry-home.tsx,
// entry-confirmation.tsx, entry-static-page.tsx, on Preact: docs/decisions/008, 027, 029, 030).
// Every HTML document, the shell included, carries the app's whole style sheet inline instead of a link to
// it: no request blocks the first paint (docs/decisions/023). Run by `npm run build` after both Vite builds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootClosure, HOME_MANIFEST, readViteManifest, staticClosure } from './vite-manifest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'prerendered');

/**
 * The single-page app's prerendered pages: file name (src/server/site/serve-web-app.ts serves each at its
 * path), the URL rendered, and the sources of its lazily loaded screen (modulepreloaded).
 */
const APP_PAGES = [
  {
    name: 'check-my-booking',
    url: '/check-my-booking',
    sources: ['components/QueryProvider.tsx', 'pages/CheckMyBookingPage.tsx'],
  },
  { name: 'booking', url: '/booking', sources: ['components/QueryProvider.tsx', 'pages/BookingPage.tsx'] },
  { name: 'admin', url: '/admin', sources: ['components/QueryProvider.tsx', 'pages/AdminLoginPage.tsx'] },
];

/** The light build's entries in its own manifest (vite.home.config.ts, on Preact). */
const HOME_ENTRY = 'entry-home.tsx';
const CONFIRMATION_ENTRY = 'entry-confirmation.tsx';
const STATIC_PAGE_ENTRY = 'entry-static-page.tsx';

// Same ids as src/web/bootIds.ts.
const HYDRATION_DATA_ID = 'router-hydration-data';
const PAGE_MODULES_ID = 'page-modules';
/** The end of the home page's first screen (src/web/components/home/Hero.tsx), awaited by index.html. */
const FIRST_SCREEN_END_ID = 'first-screen-end';
/** The app that src/web/main.tsx loads (after the first paint of a prerendered page). */
const APP_START = 'start-app.tsx';

const { renderPage } = await import(path.join(root, 'dist/ssr/entry-server.js'));
const { renderHomePage, renderConfirmationPage, renderStaticPage, STATIC_PAGE_NAMES } = await import(
  path.join(root, 'dist/ssr-home/entry-server-home.js')
);
const manifest = readViteManifest(webDir);
const homeManifest = readViteManifest(webDir, HOME_MANIFEST);

/** Each `<link rel="stylesheet">` of the build swapped for a `<style>` block holding that sheet. */
function withInlineStyles(html) {
  let count = 0;
  const inlined = html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (_tag, file) => {
    count += 1;
    // A sheet cannot end the <style> block early: Tailwind's output has no '</style'.
    const css = readFileSync(path.join(webDir, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} holds '</style'`);
    return `<style>${css}</style>`;
  });
  if (count === 0) throw new Error('no style sheet link to inline');
  return inlined;
}

/** React emits the page's <title>, <meta> and <link> first; they belong in <head>. */
function splitHoistables(html) {
  const match = html.match(/^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)+/);
  const head = match ? match[0] : '';
  return { head, body: html.slice(head.length) };
}

/**
 * The shell's own title gives way to the page's, and its description (marked data-shell-meta in
 * index.html) too when the page has one: a page without keeps the site's.
 */
function withoutShellMeta(html, pageHead) {
  const withoutTitle = html.replace(/<title>[^<]*<\/title>\s*/, '');
  return pageHead.includes('name="description"')
    ? withoutTitle.replace(/<meta\s[^>]*data-shell-meta[^>]*>\s*/g, '')
    : withoutTitle;
}

/** JSON that cannot close the <script> block it sits in. */
function safeJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const preloadTags = (files) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/**
 * The modules of the app's start and of the page's lazily loaded screen, but the entry's own, as a JSON
 * block: main.tsx preloads them all at once when the page is painted (docs/decisions/024), then imports
 * React DOM and the app one after the other, each evaluated in a task of its own, without a round trip
 * between them.
 */
function pageModulesBlock(sources) {
  const entryFiles = new Set(staticClosure(manifest, ['index.html']).map((chunk) => chunk.file));
  const files = staticClosure(manifest, [APP_START, ...sources])
    .map((chunk) => `/${chunk.file}`)
    .filter((file) => !entryFiles.has(file.slice(1)));
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${safeJson(files)}</script>`;
}

/**
 * The plain shell (every route not prerendered) has nothing to paint first: the app's chunks are
 * preloaded with its script, so they come in one round trip rather than after main.tsx.
 */
function withAppPreloads(html) {
  const entryFiles = new Set(staticClosure(manifest, ['index.html']).map((chunk) => chunk.file));
  const files = staticClosure(manifest, [APP_START])
    .map((chunk) => chunk.file)
    .filter((file) => !entryFiles.has(file));
  return html.replace('</head>', `${preloadTags(files)}</head>`);
}

/**
 * The shell with the single-page app's script, modulepreloads and style sheet swapped for those of an entry
 * of the light build, so the page downloads no router. The shell's own tags are found, or the build fails.
 * With `preloadHydration`: the modules the entry imports after the first paint are modulepreloaded too (at low
 * priority), for a page whose largest content waits for them anyway (the confirmation's booking).
 */
function withLightEntry(html, entryKey, { preloadHydration = false } = {}) {
  const entry = homeManifest[entryKey];
  if (!entry?.isEntry) throw new Error(`${entryKey} is not an entry of the Vite manifest`);
  const appTags =
    /\s*<(?:script type="module"[^>]*><\/script|link rel="(?:modulepreload|stylesheet)"[^>]*)>/g;
  const stripped = html.replace(appTags, '');
  if (stripped === html || /<script/.test(stripped)) {
    throw new Error('index.html does not have the script and link tags Vite writes');
  }
  const [entryChunk, ...imported] = preloadHydration
    ? bootClosure(homeManifest, [entryKey])
    : staticClosure(homeManifest, [entryKey]);
  // The style sheet belongs to whichever chunk holds styles.css (shared with the app's entry).
  const styleSheets = new Set([entryChunk, ...imported].flatMap((chunk) => chunk.css ?? []));
  if (styleSheets.size === 0) throw new Error(`${entryKey} has no style sheet in the Vite manifest`);
  const tags = [
    `<script type="module" crossorigin src="/${entryChunk.file}"></script>`,
    preloadTags(imported.map((chunk) => chunk.file)),
    ...[...styleSheets].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
  return stripped.replace('</head>', `${tags}</head>`);
}

/** The shell around a page's markup, its hoistable head tags moved into <head>. */
function fillShell(shellHtml, html, extraHead, afterRoot) {
  const { head, body } = splitHoistables(html);
  if (!head.includes('<title>')) throw new Error('the page rendered no <title>');
  const document = withoutShellMeta(shellHtml, head)
    .replace('</head>', `${head}${extraHead}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${afterRoot}`);
  if (!document.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return document;
}

/**
 * The shell's render-blocking hint waits for the home page's first-screen marker (Hero.tsx); a document
 * without that element drops it, as the browser would otherwise warn on every page that it never came
 * (and paints at the end of the parse anyway).
 */
function withoutUnmetRenderHint(html) {
  if (html.includes(`id="${FIRST_SCREEN_END_ID}"`)) return html;
  const hint = /<link rel="expect" href="#[^"]*" blocking="render"\s*\/?>\s*/;
  if (!hint.test(html)) throw new Error('index.html has no render-blocking hint to drop');
  return html.replace(hint, '');
}

function write(name, url, built) {
  const document = withLowPriorityScripts(withoutUnmetRenderHint(built));
  writeFileSync(path.join(outDir, `${name}.html`), document);
  console.log(`prerendered ${url} -> dist/web/prerendered/${name}.html (${document.length} bytes)`);
}

/**
 * Scripts and their modulepreloads fetched at low priority: a module script never blocks the first paint,
 * and the page's content is already in the HTML, so the browser (and Lighthouse's simulation, which
 * counts a high-priority script finished before the first paint as blocking it) puts the content first.
 */
function withLowPriorityScripts(html) {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

const builtShell = readFileSync(path.join(webDir, 'index.html'), 'utf8');
// The light build's pages swap the app's tags for their own, stylesheet link included: done before inlining.
const homeShell = withInlineStyles(withLightEntry(builtShell, HOME_ENTRY));
const confirmationShell = withInlineStyles(
  withLightEntry(builtShell, CONFIRMATION_ENTRY, { preloadHydration: true }),
);
const staticPageShell = withInlineStyles(withLightEntry(builtShell, STATIC_PAGE_ENTRY));
const shell = withInlineStyles(builtShell);
// The plain shell of the pages not prerendered gets its styles inline too.
writeFileSync(
  path.join(webDir, 'index.html'),
  withLowPriorityScripts(withAppPreloads(withoutUnmetRenderHint(shell))),
);

mkdirSync(outDir, { recursive: true });

// No hydration data: the home page has no router state to take over.
const home = renderHomePage();
write('home', '/', fillShell(homeShell, home.head + home.body, '', ''));
// Any booking's id: the page shows its loading state until the browser's storage is read.
const confirmation = renderConfirmationPage();
write(
  'booking-confirmation',
  '/booking-confirmation/:id',
  fillShell(confirmationShell, confirmation.head + confirmation.body, '', ''),
);

// The legal pages and Page Not Found (src/web/StaticPageApp.tsx), each in the file of its name
// ('not-found': the server answers every unknown path with it, and 404).
for (const name of STATIC_PAGE_NAMES) {
  const { head, body, pathname } = renderStaticPage(name);
  write(name, pathname, fillShell(staticPageShell, head + body, '', ''));
}

for (const page of APP_PAGES) {
  const { html, hydrationData } = await renderPage(page.url);
  const stateBlock = `<script type="application/json" id="${HYDRATION_DATA_ID}">${safeJson(hydrationData)}</script>`;
  write(page.name, page.url, fillShell(shell, html, '', stateBlock + pageModulesBlock(page.sources)));
}
