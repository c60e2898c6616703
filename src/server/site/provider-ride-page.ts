/**
 * The provider's ride page with its ride drawn in, rendered at each request of `/provider/rides/{token}`
 * (docs/decisions/061): a driver's phone gets the ride, its state and its buttons in the page's first
 * paint, not after the page's script and a round trip. A build that cannot render it, or a render that
 * throws, gives the prerendered page, which asks for the ride once hydrated.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderContact, ProviderRideResponse } from '../../domain/schemas/dispatch';
import { loadLightPageRender, type RenderedLightPage } from './light-page-render';

/** What the page is rendered with (src/web/light/ProviderRideApp.tsx `ProviderRideShown`). */
export interface ProviderRideShown {
  /** The link's answer: the ride, or why the link opens nothing. */
  answer: ProviderRideResponse;
  contact: ProviderContact['contact'];
}

export type ProviderRidePage = RenderedLightPage<ProviderRideShown>;

/** The page of `prerenderedHtml` (the build's provider-ride.html) rendered with a link's ride. */
export function loadProviderRidePage(
  webDistDir: string,
  prerenderedHtml: string,
  log: FastifyBaseLogger,
): Promise<ProviderRidePage | undefined> {
  return loadLightPageRender<ProviderRideShown>(
    webDistDir,
    prerenderedHtml,
    'renderProviderRidePage',
    {
      otherwise: 'provider ride pages load their ride in the browser',
      failed: 'a provider ride page could not be rendered with its ride',
    },
    log,
  );
}
