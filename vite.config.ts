import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BOOT_CHUNK_GROUP, BUILD_YEAR_DEFINE, fromRoot } from './vite.shared.ts';

// The web app lives in src/web; the server serves dist/web in production and owns /api in development.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss()],
  define: BUILD_YEAR_DEFINE,
  resolve: {
    alias:
      command === 'build'
        ? [
            // react-router's package exports only its development build, warnings and all; the production
            // build is the same API without them, several KB lighter on the home page.
            {
              find: /^react-router$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  build: isSsrBuild
    ? // The prerender's renderer (src/web/app/entry-server.tsx), run by scripts/build/prerender.ts, never served.
      { outDir: '../../dist/ssr', emptyOutDir: true }
    : {
        // Relative to root, so dist/web at the repo root, where the server looks for it. `npm run build` gives
        // each build a folder of its own beside dist/, put in its place when complete (scripts/build/steps.ts).
        outDir: '../../dist/web',
        emptyOutDir: true,
        // Read by the prerender (the modules a page's boot preloads) and the budget check.
        manifest: true,
        rolldownOptions: {
          input: {
            // The single-page app: every route, and the shell of the pages that are not prerendered. The
            // light pages' entries are built on Preact by vite.light.config.ts (docs/decisions/027).
            index: fromRoot('./src/web/index.html'),
          },
          // The boot chunk (docs/decisions/024); the light build groups its own the same way.
          output: { codeSplitting: { groups: [BOOT_CHUNK_GROUP] } },
        },
      },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': 'http://localhost:3001',
    },
  },
}));
