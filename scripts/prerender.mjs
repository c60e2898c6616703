// Writes the public pages (home, terms, privacy) as static HTML into dist/web/prerendered/, from the SSR
// build of src/web/entry-server.tsx, so they show before any script runs. Terms and privacy load the
// single-page app (main.tsx) like dist/web/index.html, the plain shell for every other route; the home page
// loads its own router-free script instead (entry-home.tsx, docs/decisions/008). Run by `npm run build`
// after both Vite builds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readViteManifest, staticClosure } from './vite-manifest.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'prerendered');

/** The single-page app's prerendered pages: file name, URL, and the source of its lazily loaded screen. */
const APP_PAGES = [
  { name: 'terms', url: '/terms', source: 'pages/TermsPage.tsx' },
  { name: 'privacy', url: '/privacy', source: 'pages/PrivacyPage.tsx' },
];

/** The home page's entry in the Vite manifest (vite.config.ts, build input `home`). */
const HOME_ENTRY = 'entry-home.tsx';

// Same id as src/web/hydration.ts.
const HYDRATION_DATA_ID = 'router-hydration-data';

const { renderPage, renderHomePage } = await import(path.join(root, 'dist/ssr/entry-server.js'));
const shell = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const manifest = readViteManifest(webDir);

/** React emits the page's <title>, <meta> and <link> first; they belong in <head>. */
function splitHoistables(html) {
  const match = html.match(/^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)+/);
  const head = match ? match[0] : '';
  return { head, body: html.slice(head.length) };
}

/** The shell's own title and description give way to the page's (marked data-shell-meta in index.html). */
function withoutShellMeta(html) {
  return html.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta\s[^>]*data-shell-meta[^>]*>\s*/g, '');
}

/** JSON that cannot close the <script> block it sits in. */
function safeJson(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const preloadTags = (files) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/** The page's own chunk and its imports, so the browser fetches them with the entry, not after it. */
function modulePreloads(source) {
  return source ? preloadTags(staticClosure(manifest, [source]).map((chunk) => chunk.file)) : '';
}

/**
 * The shell with the single-page app's script, modulepreloads and style sheet swapped for those of the home
 * entry, so the home page downloads no router. The shell's own tags are found, or the build fails.
 */
function withHomeEntry(html) {
  const entry = manifest[HOME_ENTRY];
  if (!entry?.isEntry) throw new Error(`${HOME_ENTRY} is not an entry of the Vite manifest`);
  const appTags =
    /\s*<(?:script type="module"[^>]*><\/script|link rel="(?:modulepreload|stylesheet)"[^>]*)>/g;
  const stripped = html.replace(appTags, '');
  if (stripped === html || /<script/.test(stripped)) {
    throw new Error('index.html does not have the script and link tags Vite writes');
  }
  const [entryChunk, ...imported] = staticClosure(manifest, [HOME_ENTRY]);
  // The style sheet belongs to whichever chunk holds styles.css (shared with the app's entry).
  const styleSheets = new Set([entryChunk, ...imported].flatMap((chunk) => chunk.css ?? []));
  if (styleSheets.size === 0) throw new Error(`${HOME_ENTRY} has no style sheet in the Vite manifest`);
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
  const document = withoutShellMeta(shellHtml)
    .replace('</head>', `${head}${extraHead}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>${afterRoot}`);
  if (!document.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return document;
}

function write(name, url, document) {
  writeFileSync(path.join(outDir, `${name}.html`), document);
  console.log(`prerendered ${url} -> dist/web/prerendered/${name}.html (${document.length} bytes)`);
}

mkdirSync(outDir, { recursive: true });

// No hydration data: the home page has no router state to take over.
write('home', '/', fillShell(withHomeEntry(shell), await renderHomePage(), '', ''));

for (const page of APP_PAGES) {
  const { html, hydrationData } = await renderPage(page.url);
  const stateBlock = `<script type="application/json" id="${HYDRATION_DATA_ID}">${safeJson(hydrationData)}</script>`;
  write(page.name, page.url, fillShell(shell, html, modulePreloads(page.source), stateBlock));
}
