import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type HydrationState,
  StaticRouterProvider,
} from 'react-router';
import { routes } from './router';

export interface PrerenderedPage {
  /** The app's markup for #root, hoistable head tags (title, meta, link) first, as React emits them. */
  html: string;
  /** The router state to hydrate with (main.tsx reads it from a JSON block). */
  hydrationData: HydrationState;
}

/**
 * Renders one page of the single-page app (terms, privacy) at build time, through the same route table as
 * the browser, so the prerendered markup and the first client render agree. `prerender` waits for the
 * lazily loaded screen, so the HTML is complete.
 */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status}, not a page`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      {/* hydrate={false}: no inline script (CSP script-src 'self'); the state goes in a JSON block. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return {
    html,
    hydrationData: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
}
