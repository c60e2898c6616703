import type { PrerenderedPageName } from '../../domain/prerendered-pages';
import { PRERENDERED_PAGES } from '../../domain/prerendered-pages';
import type { LightPageRenderer, RenderedLightPage } from './renderLightPage';

/** The server renders a booked confirmation page with it (src/server/site/booked-confirmation-page.ts). */
export { renderConfirmationPage } from './ConfirmationApp';
/** The server renders a provider's ride page with its ride (src/server/site/provider-ride-page.ts). */
export { renderProviderRidePage } from './ProviderRideApp';

/**
 * Each light page's App (`light/entry-check-my-booking.tsx`'s is `CheckMyBookingApp.tsx`), with the
 * `renderPage` it exports. Built with the page table's entries by vite.light.config.ts.
 */
const APPS = import.meta.glob<{ renderPage?: LightPageRenderer }>('./*App.tsx', { eager: true });

/** The App that renders the pages of an entry: `light/entry-admin-login.tsx` → `./AdminLoginApp.tsx`. */
const appOfEntry = (entry: string): string =>
  `./${entry
    .replace(/^light\/entry-/, '')
    .replace(/\.tsx$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}App.tsx`;

/**
 * Renders a light page at build time (scripts/build/prerender.ts), built by vite.light.config.ts on
 * Preact, the runtime that hydrates its islands, so the markup matches.
 */
export function renderPage(name: PrerenderedPageName): RenderedLightPage {
  const { entry } = PRERENDERED_PAGES[name];
  const app = appOfEntry(entry);
  const render = APPS[app]?.renderPage;
  if (!render) throw new Error(`${name}: src/web/light/${app.slice(2)} exports no renderPage for ${entry}`);
  return render(name);
}
