/**
 * The light build's real prerenderer (src/web/light/entry-server.tsx on Preact, built by vite.light.config.ts
 * as `npm run build` builds it) beside a confirmation page it prerendered: a stand-in for dist/web whose
 * confirmation page the server renders with a booking as in production. Built once per test process
 * (about a second), into a folder of its own.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';

const LIGHT_CONFIG = fileURLToPath(new URL('../../../vite.light.config.ts', import.meta.url));

type RenderConfirmationPage = (shown?: BookedConfirmation) => { head: string; body: string };

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
  return web;
}
