import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PrerenderedPageName } from '../../domain/prerendered-pages';
import { renderIslandsApart } from './islands/renderIslandsApart';

/** A light page as the prerender writes it: its head tags, and its body of islands. */
export interface RenderedLightPage {
  head: string;
  body: string;
}

/**
 * What each light page's App exports as `renderPage` for the light build's prerenderer (entry-server.tsx):
 * the page of that name (the page table's, src/domain/prerendered-pages.ts).
 */
export type LightPageRenderer = (name: PrerenderedPageName) => RenderedLightPage;

/**
 * A page of islands (docs/decisions/039), each island rendered on the root it is hydrated with. Its head
 * tags are rendered apart: Preact does not hoist a <title> into <head> as React does, so the pages leave
 * them to the document.
 */
export function renderLightPage(head: ReactNode, page: ReactNode): RenderedLightPage {
  return { head: renderToString(head), body: renderIslandsApart(page) };
}
