// Writes the public pages of src/domain/prerendered-pages.ts as static HTML into web/prerendered/, from the
// SSR builds of src/web/app/entry-server.tsx and src/web/light/entry-server.tsx, so their first content shows in the
// first round trip, before any script runs. The single-page app's pages load main.tsx like web/index.html,
// the plain shell for every other route; the light build's pages load their own router-free entry instead
// (on Preact: docs/decisions/008, 027, 029, 030), added by an inline loader after the first paint (041).
// Every HTML document, the shell included, carries the app's whole style sheet inline instead of a link to
// it: no request blocks the first paint (decision 023).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import {
  INLINE_SCRIPT_HASHES_FILE,
  type PrerenderedPageName,
  prerenderedFile,
  prerenderedPages,
} from '../../src/domain/prerendered-pages.ts';
import { PAGE_MODULES_ID, PAGE_SCRIPTS_ID, PRERENDERED_MARK_ID } from '../../src/web/shared/bootIds.ts';
import type { PageScripts } from '../../src/web/shared/inlinePageLoader.ts';
import type { BuildDirs } from './build-dirs.ts';
import { type InlineScript, inlineLoaderScript } from './inline-loader.ts';
import {
  fillShell,
  intoHead,
  withInlineStyles,
  withLowPriorityScripts,
  withoutAppTags,
  withoutUnmetRenderHint,
} from './page-document.ts';
import { APP_ENTRY, bootClosure, manifestOf, staticClosure } from './vite-manifest.ts';

type AppRenderer = typeof import('../../src/web/app/entry-server.tsx');
type LightRenderer = typeof import('../../src/web/light/entry-server.tsx');
type Page = ReturnType<typeof prerenderedPages>[number]['page'];

/** The app that src/web/app/main.tsx loads (after the first paint of a prerendered page). */
const APP_START = 'app/start-app.tsx';

/** JSON that cannot close the <script> block it sits in. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const preloadTags = (files: readonly string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

/** The app's modules for these keys, less those its entry (index.html) already loads. */
function appModules(manifest: Manifest, keys: readonly string[]): string[] {
  const entryFiles = new Set(staticClosure(manifest, [APP_ENTRY]).map((chunk) => chunk.file));
  return staticClosure(manifest, keys)
    .map((chunk) => chunk.file)
    .filter((file) => !entryFiles.has(file));
}

/**
 * The modules of the app's start and of the page's lazily loaded screen, as a JSON block: main.tsx
 * preloads them all at once when the page is painted (docs/decisions/024), then imports React DOM and the
 * app one after the other, each evaluated in a task of its own, without a round trip between them.
 */
function pageModulesBlock(manifest: Manifest, screen: readonly string[]): string {
  const files = appModules(manifest, [APP_START, ...screen]).map((file) => `/${file}`);
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${safeJson(files)}</script>`;
}

/**
 * The tags that load an entry of the light build: the JSON block naming its script and the modules it
 * imports at once (with `preloadHydration`, also those it imports after the first paint, for a page whose
 * largest content waits for them anyway: the confirmation's booking), the inline loader that adds them once
 * the page is painted (docs/decisions/041), and its style sheet.
 */
function lightEntryTags(manifest: Manifest, entry: string, page: Page, loader: InlineScript): string {
  // A page of islands preloads those of its first screen, not every island it may load.
  const hydration = page.firstScreenIslands
    ? staticClosure(manifest, [entry, ...page.firstScreenIslands])
    : bootClosure(manifest, [entry]);
  const [entryChunk, ...imported] = page.preloadHydration ? hydration : staticClosure(manifest, [entry]);
  if (!entryChunk) throw new Error(`${entry} has no chunk in the Vite manifest`);
  // The style sheet belongs to whichever chunk holds styles.css (shared with the app's entry).
  const styleSheets = new Set([entryChunk, ...imported].flatMap((chunk) => chunk.css ?? []));
  if (styleSheets.size === 0) throw new Error(`${entry} has no style sheet in the Vite manifest`);
  const scripts: PageScripts = {
    entry: `/${entryChunk.file}`,
    preload: imported.map((chunk) => `/${chunk.file}`),
  };
  return [
    // Before the loader: in a hidden tab it reads the block at once, while <head> is being parsed.
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${safeJson(scripts)}</script>`,
    `<script>${loader.text}</script>`,
    ...[...styleSheets].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
}

/** What goes through every document before it is written: the hint's drop, low-priority scripts. */
const finished = (document: string) => withLowPriorityScripts(withoutUnmetRenderHint(document));

export async function prerender(dirs: BuildDirs): Promise<void> {
  const { renderPage } = (await import(
    pathToFileURL(path.join(dirs.ssr, 'entry-server.js')).href
  )) as AppRenderer;
  const light = (await import(
    pathToFileURL(path.join(dirs.ssrLight, 'entry-server.js')).href
  )) as LightRenderer;
  const readSheet = (file: string) => readFileSync(path.join(dirs.web, file), 'utf8');
  const appManifest = manifestOf(dirs.web, APP_ENTRY);
  const builtShell = readFileSync(path.join(dirs.web, 'index.html'), 'utf8');
  const appShell = withInlineStyles(builtShell, readSheet);
  const loader = await inlineLoaderScript();

  /** The shell a page is filled into: the app's, or with an entry of the light build in its place. */
  function shellFor(page: Page): string {
    if (page.entry === APP_ENTRY) return appShell;
    const tags = lightEntryTags(manifestOf(dirs.web, page.entry), page.entry, page, loader);
    // The light entry's tags, stylesheet link included, go in before the styles are inlined.
    return withInlineStyles(intoHead(withoutAppTags(builtShell), tags), readSheet);
  }

  /** The page's markup (head tags first) and what follows <div id="root">. */
  async function render(name: PrerenderedPageName, page: Page): Promise<{ html: string; afterRoot: string }> {
    if (page.entry === APP_ENTRY) {
      const { html, hydrationData } = await renderPage(page.path);
      const state = `<script type="application/json" id="${PRERENDERED_MARK_ID}">${safeJson(hydrationData)}</script>`;
      return { html, afterRoot: state + pageModulesBlock(appManifest, page.screen ?? []) };
    }
    // No hydration data: the light pages have no router state to take over. Each page's App renders it.
    const { head, body } = light.renderPage(name);
    return { html: head + body, afterRoot: '' };
  }

  // The plain shell of the routes not prerendered has nothing to paint first: the app's chunks are
  // preloaded with its script, so they come in one round trip rather than after main.tsx.
  writeFileSync(
    path.join(dirs.web, 'index.html'),
    finished(intoHead(appShell, preloadTags(appModules(appManifest, [APP_START])))),
  );

  mkdirSync(path.join(dirs.web, 'prerendered'), { recursive: true });
  // What the server's Content Security Policy allows inline (src/server/site/inline-script-hashes.ts).
  writeFileSync(path.join(dirs.web, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([loader.hash]));
  for (const { name, page } of prerenderedPages()) {
    const { html, afterRoot } = await render(name, page);
    const document = finished(fillShell(shellFor(page), html, afterRoot));
    writeFileSync(path.join(dirs.web, prerenderedFile(name)), document);
    console.log(`prerendered ${page.path} -> dist/web/${prerenderedFile(name)} (${document.length} bytes)`);
  }
}
