import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactCompatImports } from './scripts/build/preact-compat-imports.ts';
import { reactDefaultImports } from './scripts/build/react-default-imports.ts';
import { prerenderedPages } from './src/domain/prerendered-pages.ts';
import { BOOT_CHUNK_GROUP, BUILD_YEAR_DEFINE, fromRoot, PREACT_ALIASES } from './vite.shared.ts';

// The light build (docs/decisions/008, 027, 029, 030, 039): the entries of the light pages (src/web/light:
// the home page, the confirmation page, the static pages, the admin login, Check My Booking and the
// booking step) and their prerenderer, on Preact's React-compatible layer. Run after the single-page app's
// build (vite.config.ts), into the same dist/web, with a manifest of its own that the prerender and the
// budget check read.
/**
 * What hydrating any island needs (docs/decisions/039): Preact, the island's root and replay, the document
 * navigation, the icons' common code, the forms' field and the few rules the header and the forms use
 * (brand, routes, constants, the places, service types and terminals, the quick form's messages), in one
 * chunk instead of a dozen small ones, each gzipped on its own (about 1 KiB more on the home page). The
 * rest of the business rules (src/domain) is split as the islands use it: each island downloads only what
 * it needs (a shared chunk of every rule the light pages use once made the header download 11 KiB). Not
 * the secret links' token hook (useTokenLeavingAddress.ts): only the provider's page uses it.
 */
const HYDRATION_CHUNK_GROUP = {
  name: 'hydration',
  test: /node_modules[\\/](preact|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared))|src[\\/]web[\\/](light[\\/]islands[\\/](hydrateIsland|IslandRoot|IslandReplay)|navigation[\\/](?!useTokenLeavingAddress)|components[\\/]PageMeta|components[\\/]form[\\/](FormField|fieldStyles)|site[\\/](scrollToSection|adminSession))|src[\\/]domain[\\/](brand|constants|routes|locations|service-types|terminal-ids|quick-form-messages)\.ts/,
};

/**
 * The quick form and the draft it hands to the booking step, in one chunk: the home page's island and the
 * booking step's share the draft's modules, which would otherwise be a chunk of their own, and the home
 * page's budget (20 KB) has no room for one more file. The booking step downloads the quick form's code
 * with it (about 1.7 KiB).
 */
const QUICK_BOOKING_CHUNK_GROUP = {
  name: 'quick-booking',
  test: /src[\\/]web[\\/]features[\\/]booking[\\/](QuickBookingForm|draftStorage|routeChoice)\.tsx?$|src[\\/]domain[\\/](booking-draft|pickup)\.ts$/,
};

/**
 * The booking's rules that Check My Booking's list, the confirmation and the booking step all read (Cancun
 * time and its date library, the booking's timing, texts, statuses, what a traveller may change, the facts
 * list), in one chunk: split by which of the three pages uses each, they were seven files, each gzipped
 * on its own. Their own imports stay where they are (the prices' money format is the footer's too). Not
 * the spinner: Check My Booking's form shows it, and with it this chunk (8.9 KiB) would be in the page's
 * first download, the list's rules fetched only with a search.
 */
const BOOKING_RULES_CHUNK_GROUP = {
  name: 'booking-rules',
  test: /node_modules[\\/](date-fns[\\/]|@date-fns[\\/])|src[\\/]domain[\\/](cancun-time|refunds|terminals|manage-booking|booking-timing|landing|booking-text|statuses)\.ts$|src[\\/]web[\\/]components[\\/]booking[\\/]FactList\.tsx$/,
  includeDependenciesRecursively: false,
};

/**
 * Money's formats and the digit groups they share with the messages' numbers (decision 082), in one chunk:
 * apart, the digit groups were a file of their own on every page with a message.
 */
const NUMBER_TEXT_CHUNK_GROUP = {
  name: 'money',
  test: /src[\\/]domain[\\/](money|grouped-digits)\.ts$/,
};

/**
 * Every light page's entry, each once in the page table's order (src/domain/prerendered-pages.ts), by the
 * name of its chunk: the entry's file name without `entry-` (`light/entry-check-my-booking.tsx`:
 * `check-my-booking`).
 */
function lightInputs(): Record<string, string> {
  const entries = new Set(
    prerenderedPages()
      .map(({ page }) => page.entry)
      .filter((entry) => entry !== 'index.html'),
  );
  return Object.fromEntries(
    [...entries].map((entry) => [
      entry.replace(/^light\/entry-|\.tsx$/g, ''),
      fromRoot(`./src/web/${entry}`),
    ]),
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: false,
  // Our modules use no React API that Preact lacks (scripts/build/preact-compat-imports.ts); a package
  // taking React whole takes only the names it reads (scripts/build/react-default-imports.ts).
  plugins: [react(), tailwindcss(), preactCompatImports(), reactDefaultImports()],
  define: BUILD_YEAR_DEFINE,
  resolve: { alias: PREACT_ALIASES },
  // The prerenderer bundles every package, so that each one's own `react` import meets the aliases too.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../../dist/ssr-light', emptyOutDir: true }
    : {
        outDir: '../../dist/web',
        // The single-page app's build is already there.
        emptyOutDir: false,
        manifest: '.vite/light-manifest.json',
        rolldownOptions: {
          input: lightInputs(),
          output: {
            codeSplitting: {
              groups: [
                BOOT_CHUNK_GROUP,
                HYDRATION_CHUNK_GROUP,
                QUICK_BOOKING_CHUNK_GROUP,
                BOOKING_RULES_CHUNK_GROUP,
                NUMBER_TEXT_CHUNK_GROUP,
              ],
            },
          },
        },
      },
}));
