import { hydrateLightPage } from './hydrateLightPage';
import { StaticPageApp, staticPageAt } from './StaticPageApp';

// The hydration of the legal pages and Page Not Found, loaded by entry-static-page.tsx once the page is
// painted (docs/decisions/030).
await hydrateLightPage(<StaticPageApp page={staticPageAt(window.location.pathname)} />);
