import { renderToString } from 'react-dom/server';
import { PageMeta } from './components/PageMeta';
import { HomeApp } from './HomeApp';
import { HOME_PAGE_META } from './pages/homePageMeta';

/**
 * Renders the home page at build time (scripts/prerender.mjs), built by vite.home.config.ts on Preact,
 * the runtime that hydrates it (entry-home.tsx), so the markup matches. Its head tags are rendered apart:
 * Preact does not hoist a <title> into <head> as React does, so the page leaves them to the document.
 */
export function renderHomePage(): { head: string; body: string } {
  return { head: renderToString(<PageMeta {...HOME_PAGE_META} />), body: renderToString(<HomeApp />) };
}
