import { fileURLToPath } from 'node:url';

// What the single-page app's build (vite.config.ts), the light pages' build (vite.light.config.ts) and the
// tests (vitest.config.ts) share.

export const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The copyright year the prerendered HTML shows; the client starts from the same so hydration matches. */
export const BUILD_YEAR_DEFINE = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

/**
 * What an entry runs before the first paint (docs/decisions/024) in one small chunk, so a page fetches two
 * scripts before it is painted, side by side, rather than a handful.
 */
export const BOOT_CHUNK_GROUP = {
  name: 'boot',
  test: /src\/web\/(shared\/(afterFirstPaint|bootIds|earlyInteractions)|light\/islands\/(bootIslands|islandModules))\.ts$|vite\/preload-helper/,
};

/**
 * The light pages (src/web/light) run on Preact's React-compatible layer instead of React DOM
 * (docs/decisions/027): the same components, written against React's API, built and prerendered with these
 * aliases by the light build only (vite.light.config.ts), and tested with them (vitest.config.ts, project
 * 'web-light-preact').
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
