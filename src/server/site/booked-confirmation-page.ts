/**
 * The confirmation page with its booking drawn in, rendered at each request of the browser that booked it
 * (docs/decisions/042). The prerendered page shows a loading state for every id, and its booking only after
 * the page's script has run and asked the API: the traveller's first screen, and its largest content, came
 * a script and a round trip after the page. Rendered here (light-page-render.ts), the booking is in the
 * page's first paint. A build that cannot render it, or a render that throws, gives the prerendered page:
 * the page then loads its booking in the browser.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { loadLightPageRender, type RenderedLightPage } from './light-page-render';

export type BookedConfirmationPage = RenderedLightPage<BookedConfirmation>;

/**
 * The page of `prerenderedHtml` (the build's booking-confirmation.html) with a booking's body in place of the
 * loading state's; undefined, with the reason logged, when the build cannot render it.
 */
export function loadBookedConfirmationPage(
  webDistDir: string,
  prerenderedHtml: string,
  log: FastifyBaseLogger,
): Promise<BookedConfirmationPage | undefined> {
  return loadLightPageRender<BookedConfirmation>(
    webDistDir,
    prerenderedHtml,
    'renderConfirmationPage',
    {
      otherwise: 'confirmation pages load their booking in the browser',
      failed: 'a confirmation page could not be rendered with its booking',
    },
    log,
  );
}
