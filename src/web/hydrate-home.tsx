import { HomeApp } from './HomeApp';
import { hydrateLightPage } from './hydrateLightPage';

// The home page's hydration, loaded by entry-home.tsx once the page is painted: no router, no query
// client, no zod (docs/decisions/008), and built on Preact's React-compatible layer, which is what the
// `react` imports here and below resolve to in vite.home.config.ts (docs/decisions/027). Every other page
// but the confirmation and the static pages is the single-page app of main.tsx, on React.
await hydrateLightPage(<HomeApp />);
