// Writes the public pages (home, terms, privacy) as static HTML into dist/web/prerendered/, from the SSR
// build of src/web/entry-server.tsx, so they show before any script runs. dist/web/index.html stays the
// plain shell for every other route. Run by `npm run build` after both Vite builds.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'dist/web');
const outDir = path.join(webDir, 'prerendered');

/** Page file name, URL, and the source of its lazily loaded screen (to modulepreload it). */
const PAGES = [
  { name: 'home', url: '/', source: undefined },
  { name: 'terms', url: '/terms', source: 'pages/TermsPage.tsx' },
  { name: 'privacy', url: '/privacy', source: 'pages/PrivacyPage.tsx' },
];

// Same id as src/web/hydration.ts.
const HYDRATION_DATA_ID = 'router-hydration-data';

const { renderPage } = await import(path.join(root, 'dist/ssr/entry-server.js'));
const shell = readFileSync(path.join(webDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite/manifest.json'), 'utf8'));

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

/** The page's own chunk and its imports, so the browser fetches them with the entry, not after it. */
function modulePreloads(source) {
  if (!source) return '';
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

mkdirSync(outDir, { recursive: true });
for (const page of PAGES) {
  const { html, hydrationData } = await renderPage(page.url);
  const { head, body } = splitHoistables(html);
  if (!head.includes('<title>')) throw new Error(`${page.url} rendered no <title>`);
  const document = withoutShellMeta(shell)
    .replace('</head>', `${head}${modulePreloads(page.source)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="${HYDRATION_DATA_ID}">${safeJson(hydrationData)}</script>`,
    );
  if (!document.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  writeFileSync(path.join(outDir, `${page.name}.html`), document);
  console.log(`prerendered ${page.url} -> dist/web/prerendered/${page.name}.html (${document.length} bytes)`);
}
