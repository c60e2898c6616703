/**
 * The confirmation page with its booking drawn in, rendered at each request of the browser that booked it
 * (docs/decisions/042). The prerendered page shows a loading state for every id, and its booking only after
 * the page's script has run and asked the API: the traveller's first screen, and its largest content, came
 * a script and a round trip after the page. Rendered here, the booking is in the page's first paint.
 *
 * The render is the build's own: the light build's prerenderer (dist/ssr-light, the module that wrote the
 * prerendered page) renders the page's body with the booking, and it takes the place of the loading state's
 * body in the prerendered page, so the head, the styles and the script loader are the build's, byte for byte.
 * A build whose prerendered page is not that module's render (or has no such module) is served as it is,
 * and so is the prerendered page when a render throws: the page then loads its booking in the browser.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';

/** What src/web/light/entry-server.tsx exports for this page. */
type RenderConfirmationPage = (shown?: BookedConfirmation) => { body: string };

export interface BookedConfirmationPage {
  /**
   * The whole page's HTML, showing this booking; undefined when the render throws, with one line in `log`
   * that names the error's type and where it was thrown, not its message, which may quote the booking.
   */
  html(shown: BookedConfirmation, log: FastifyBaseLogger): string | undefined;
}

/** The light build's prerenderer, beside dist/web (scripts/build/build-dirs.ts). */
const lightPrerendererOf = (webDistDir: string) =>
  path.join(webDistDir, '..', 'ssr-light', 'entry-server.js');

/**
 * The page of `prerenderedHtml` (the build's booking-confirmation.html) with a booking's body in place of the
 * loading state's; undefined, with the reason logged, when the build cannot render it.
 */
export async function loadBookedConfirmationPage(
  webDistDir: string,
  prerenderedHtml: string,
  log: FastifyBaseLogger,
): Promise<BookedConfirmationPage | undefined> {
  const prerenderer = lightPrerendererOf(webDistDir);
  if (!existsSync(prerenderer)) {
    log.warn(
      { prerenderer },
      'no light prerenderer in the build: confirmation pages load their booking in the browser',
    );
    return undefined;
  }
  const module = (await import(pathToFileURL(prerenderer).href)) as { renderConfirmationPage?: unknown };
  if (typeof module.renderConfirmationPage !== 'function') {
    log.warn(
      { prerenderer },
      'the light prerenderer has no renderConfirmationPage: confirmation pages load their booking in the browser',
    );
    return undefined;
  }
  const render = module.renderConfirmationPage as RenderConfirmationPage;
  const parts = prerenderedHtml.split(render().body);
  if (parts.length !== 2) {
    log.warn(
      { prerenderer },
      "the prerendered confirmation page is not its prerenderer's render: confirmation pages load their booking in the browser",
    );
    return undefined;
  }
  const [before, after] = parts as [string, string];
  return {
    html(shown, log) {
      try {
        return before + render(shown).body + after;
      } catch (error) {
        log.error(
          { renderError: whereThrown(error) },
          'a confirmation page could not be rendered with its booking: the prerendered page was served',
        );
        return undefined;
      }
    },
  };
}

/** An error's type and the frames of its stack, without its message. */
function whereThrown(error: unknown): { type: string; stack: string[] } {
  if (!(error instanceof Error)) return { type: typeof error, stack: [] };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { type: error.name, stack: frames.map((line) => line.trim()) };
}
