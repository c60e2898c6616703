/**
 * The light build's real prerenderer (src/web/light/entry-server.tsx on Preact, built by vite.light.config.ts
 * as `npm run build` builds it) beside the confirmation page and the provider's ride page it prerendered: a
 * stand-in for dist/web whose pages the server renders with a booking or a ride as in production. Built once per test process
 * (about a second), into a folder of its own.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';

const LIGHT_CONFIG = fileURLToPath(new URL('../../../vite.light.config.ts', import.meta.url));

type RenderConfirmationPage = (shown?: BookedConfirmation) => { head: string; body: string };
type RenderProviderRidePage = () => { head: string; body: string };

let built: Promise<string> | undefined;

/** The folder to serve (webDistDir): index.html, the prerendered confirmation page, and ../ssr-light. */
export function lightWebBuildWithConfirmation(): Promise<string> {
  built ??= buildIt();
  return built;
}

async function buildIt(): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'light-build-'));
  const ssrLight = path.join(root, 'ssr-light');
  await build({
    configFile: LIGHT_CONFIG,
    logLevel: 'error',
    build: { outDir: ssrLight, ssr: 'light/entry-server.tsx', emptyOutDir: true },
  });
  const module = (await import(pathToFileURL(path.join(ssrLight, 'entry-server.js')).href)) as {
    renderConfirmationPage: RenderConfirmationPage;
    renderProviderRidePage: RenderProviderRidePage;
  };
  const { head, body } = module.renderConfirmationPage();
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'prerendered'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(
    path.join(web, 'prerendered', 'booking-confirmation.html'),
    `<!doctype html><html lang="en"><head>${head}</head><body><div id="root">${body}</div>` +
      '<script type="module" src="/assets/confirmation.js"></script></body></html>',
  );
  const ride = module.renderProviderRidePage();
  writeFileSync(
    path.join(web, 'prerendered', 'provider-ride.html'),
    `<!doctype html><html lang="en"><head>${ride.head}</head><body><div id="root">${ride.body}</div>` +
      '<script type="module" src="/assets/provider-ride.js"></script></body></html>',
  );
  return web;
}

let throwing: Promise<string> | undefined;

/**
 * The same build, but its prerenderer throws when asked to render a provider's ride page with a ride, with
 * the ride in the error's message (as a real failure may quote what it drew): the prerendered page is as
 * built.
 */
export function lightWebBuildWhoseRideRenderThrows(): Promise<string> {
  throwing ??= (async () => {
    const real = await lightWebBuildWithConfirmation();
    const root = mkdtempSync(path.join(tmpdir(), 'light-build-throwing-'));
    cpSync(real, path.join(root, 'web'), { recursive: true });
    mkdirSync(path.join(root, 'ssr-light'));
    const realModule = pathToFileURL(path.join(real, '..', 'ssr-light', 'entry-server.js')).href;
    writeFileSync(
      path.join(root, 'ssr-light', 'entry-server.js'),
      `import * as real from ${JSON.stringify(realModule)};
export function renderProviderRidePage(shown) {
  if (shown) throw new TypeError('cannot draw ' + JSON.stringify(shown));
  return real.renderProviderRidePage();
}
`,
    );
    return path.join(root, 'web');
  })();
  return throwing;
}
