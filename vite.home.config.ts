import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompatImports } from './scripts/build/preact-compat-imports.ts';
import { BOOT_CHUNK_GROUP, BUILD_YEAR_DEFINE, fromRoot, PREACT_ALIASES } from './vite.shared.ts';

// The light build (docs/decisions/008, 027, 029, 030, 039): the entries of the home page, the confirmation
// page, the static pages (legal, Page Not Found), the admin login and Check My Booking, and their prerenderer, on Preact's
// React-compatible layer. Run after the single-page app's build (vite.config.ts), into the same dist/web, with a manifest of its own
// that the prerender and the budget check read.
/**
 * The business rules the light pages share, in one chunk rather than one per module that two entries
 * import: the confirmation page fetched eleven files over HTTP/1.1's six connections, and its booking's
 * request waited behind them (docs/decisions/029). Not the schemas: zod stays off the pages' thread. Not
 * the table of prerendered pages either: only the static pages read it, and the home page would download it.
 */
const DOMAIN_CHUNK_GROUP = { name: 'domain', test: /src\/domain\/(?!schemas\/|prerendered-pages\.ts)/ };

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  // Our modules use no React API that Preact lacks (scripts/build/preact-compat-imports.ts).
  plugins: [react(), tailwindcss(), preactCompatImports()],
  define: BUILD_YEAR_DEFINE,
  resolve: { alias: PREACT_ALIASES },
  // The prerenderer bundles every package, so that each one's own `react` import meets the aliases too.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr-home', emptyOutDir: true }
    : {
        outDir: '../../dist/web',
        // The single-page app's build is already there.
        emptyOutDir: false,
        manifest: '.vite/home-manifest.json',
        rolldownOptions: {
          input: {
            home: fromRoot('./src/web/entry-home.tsx'),
            confirmation: fromRoot('./src/web/entry-confirmation.tsx'),
            static: fromRoot('./src/web/entry-static-page.tsx'),
            'admin-login': fromRoot('./src/web/entry-admin-login.tsx'),
            'check-my-booking': fromRoot('./src/web/entry-check-my-booking.tsx'),
          },
          output: { codeSplitting: { groups: [BOOT_CHUNK_GROUP, DOMAIN_CHUNK_GROUP] } },
        },
      },
}));
