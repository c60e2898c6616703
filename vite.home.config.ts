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
 * What hydrating any island needs (docs/decisions/039): Preact, the island's root and replay, the document
 * navigation, the icons' common code and the few rules the header uses (brand, routes, constants), in one
 * chunk instead of a dozen small ones, each gzipped on its own (about 1 KiB more on the home page). The
 * rest of the business rules (src/domain) is split as the islands use it: each island downloads only what
 * it needs (a shared chunk of every rule the light pages use once made the header download 11 KiB).
 */
const HYDRATION_CHUNK_GROUP = {
  name: 'hydration',
  test: /node_modules[\\/](preact|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))|src[\\/]web[\\/](islands[\\/](hydrateIsland|IslandRoot|IslandReplay)|navigation[\\/]|components[\\/]PageMeta|site[\\/](scrollToSection|adminSession))|src[\\/]domain[\\/](brand|constants|routes)\.ts/,
};

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
          output: { codeSplitting: { groups: [BOOT_CHUNK_GROUP, HYDRATION_CHUNK_GROUP] } },
        },
      },
}));
