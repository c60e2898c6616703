import { fileURLToPath } from 'node:url';

/**
 * The home page runs on Preact's React-compatible layer instead of React DOM (docs/decisions/027): the
 * same components, written against React's API, built and prerendered with these aliases for the home
 * entry only (vite.home.config.ts), and tested with them (vitest.config.ts, project 'web-home').
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

export const fromRoot = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
