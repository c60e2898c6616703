/**
 * A light page rendered at the request with what only the server knows (docs/decisions/042, 061): the
 * light build's own prerenderer (dist/ssr-light, the module that wrote the prerendered page) renders the
 * page's body, and it takes the place of the prerendered body, so the head, the styles and the script
 * loader are the build's, byte for byte. A build whose prerendered page is not that module's render (or
 * has no such module) is served as it is, and so is the prerendered page when a render throws.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

export interface RenderedLightPage<Shown> {
  /**
   * The whole page's HTML, showing `shown`; undefined when the render throws, with one line in `log` that
   * names the error's type and where it was thrown, not its message, which may quote what was shown.
   */
  html(shown: Shown, log: FastifyBaseLogger): string | undefined;
}

/** The page's words in the server's log. */
export interface RenderWords {
  /** What the page does when it is not rendered ('confirmation pages load their booking in the browser'). */
  otherwise: string;
  /** The failure of one render ('a confirmation page could not be rendered with its booking'). */
  failed: string;
}

/** The light build's prerenderer, beside dist/web (scripts/build/build-dirs.ts). */
const lightPrerendererOf = (webDistDir: string) =>
  path.join(webDistDir, '..', 'ssr-light', 'entry-server.js');

/**
 * The page of `prerenderedHtml` with the body `exportName` (of src/web/light/entry-server.tsx) renders in
 * place of the one it renders with nothing given; undefined, with the reason logged, when the build cannot.
 */
export async function loadLightPageRender<Shown>(
  webDistDir: string,
  prerenderedHtml: string,
  exportName: string,
  words: RenderWords,
  log: FastifyBaseLogger,
): Promise<RenderedLightPage<Shown> | undefined> {
  const prerenderer = lightPrerendererOf(webDistDir);
  if (!existsSync(prerenderer)) {
    log.warn({ prerenderer }, `no light prerenderer in the build: ${words.otherwise}`);
    return undefined;
  }
  const module = (await import(pathToFileURL(prerenderer).href)) as Record<string, unknown>;
  const exported = module[exportName];
  if (typeof exported !== 'function') {
    log.warn({ prerenderer }, `the light prerenderer has no ${exportName}: ${words.otherwise}`);
    return undefined;
  }
  const render = exported as (shown?: Shown) => { body: string };
  const parts = prerenderedHtml.split(render().body);
  if (parts.length !== 2) {
    log.warn(
      { prerenderer, exportName },
      `the prerendered page is not its prerenderer's render: ${words.otherwise}`,
    );
    return undefined;
  }
  const [before, after] = parts as [string, string];
  return {
    html(shown, log) {
      try {
        return before + render(shown).body + after;
      } catch (error) {
        log.error({ renderError: whereThrown(error) }, `${words.failed}: the prerendered page was served`);
        return undefined;
      }
    },
  };
}

/** An error's type and the frames of its stack, without its message. */
export function whereThrown(error: unknown): { type: string; stack: string[] } {
  if (!(error instanceof Error)) return { type: typeof error, stack: [] };
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return { type: error.name, stack: frames.map((line) => line.trim()) };
}
