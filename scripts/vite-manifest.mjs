// Vite's build manifest of dist/web, read by the build's own scripts (the prerender and the JS budget).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The single-page app's manifest (vite.config.ts `build.manifest`). */
export const APP_MANIFEST = '.vite/manifest.json';
/** The home page's manifest, of its own build on Preact (vite.home.config.ts, docs/decisions/027). */
export const HOME_MANIFEST = '.vite/home-manifest.json';

/** A manifest Vite writes with `build.manifest`. */
export function readViteManifest(webDir, file = APP_MANIFEST) {
  return JSON.parse(readFileSync(path.join(webDir, file), 'utf8'));
}

/**
 * The chunks the browser needs at once for these manifest keys: each chunk and its static imports,
 * transitively (lazy imports are not followed), in the order first met.
 */
export function staticClosure(manifest, keys) {
  const chunks = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (chunks.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...chunks.values()];
}

/**
 * What the browser fetches for these entries before the page works: each entry's static closure and the
 * static closure of the modules the entry itself imports lazily (src/web/main.tsx and entry-home.tsx load
 * the app or the hydration right after the first paint, unconditionally), then the extra keys' closures.
 */
export function bootClosure(manifest, entryKeys, extraKeys = []) {
  const lazilyBooted = entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return staticClosure(manifest, [...entryKeys, ...lazilyBooted, ...extraKeys]);
}
