// Vite's build manifests of dist/web, read by the build's own steps (the prerender and the JS budget).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, ManifestChunk } from 'vite';

/** The single-page app's manifest (vite.config.ts `build.manifest`). */
const APP_MANIFEST = '.vite/manifest.json';
/** The light build's manifest, on Preact (vite.light.config.ts, docs/decisions/027). */
const LIGHT_MANIFEST = '.vite/light-manifest.json';

/** The single-page app's entry in its manifest; every other entry is the light build's. */
export const APP_ENTRY = 'index.html';

/** The manifest an entry is in (docs/decisions/027: the light build has its own), read from `webDir`. */
export function manifestOf(webDir: string, entry: string): Manifest {
  const file = entry === APP_ENTRY ? APP_MANIFEST : LIGHT_MANIFEST;
  const manifest = JSON.parse(readFileSync(path.join(webDir, file), 'utf8')) as Manifest;
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry of the Vite manifest ${file}`);
  return manifest;
}

/**
 * The chunks the browser needs at once for these manifest keys: each chunk and its static imports,
 * transitively (lazy imports are not followed), in the order first met.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
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
 * The islands' hydration (src/web/light/islands/bootIslands.ts): the chunk that imports it lazily is the islands'
 * boot, in a chunk of its own once several entries share it, and imports every island lazily too.
 */
const ISLAND_HYDRATION = 'light/islands/hydrateIsland.tsx';

/**
 * What the browser fetches for these entries before the page works: each entry's static closure and the
 * static closure of the modules the entry itself imports lazily (src/web/app/main.tsx and entry-home.tsx load
 * the app or the hydration right after the first paint, unconditionally) or its islands' boot does (every
 * island counts, docs/decisions/039), then the extra keys' closures.
 */
export function bootClosure(
  manifest: Manifest,
  entryKeys: readonly string[],
  extraKeys: readonly string[] = [],
): ManifestChunk[] {
  const islandsBoot = staticClosure(manifest, entryKeys).filter((chunk) =>
    chunk.dynamicImports?.includes(ISLAND_HYDRATION),
  );
  const lazilyBooted = [
    ...entryKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []),
    ...islandsBoot.flatMap((chunk) => chunk.dynamicImports ?? []),
  ];
  return staticClosure(manifest, [...entryKeys, ...lazilyBooted, ...extraKeys]);
}
