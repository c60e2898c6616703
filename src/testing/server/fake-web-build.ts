/** A stand-in for `dist/web` in server tests: the server's routing does not depend on what the page holds. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INLINE_SCRIPT_HASHES_FILE } from '../../domain/prerendered-pages';

/** The hash the stand-in build says its pages' inline script has (the CSP allows it). */
export const FAKE_INLINE_SCRIPT_HASH = 'sha256-fNbrV6uIIQVdhfgn6B0ifCLOPUVTfHNU8n1kdettkQU=';

export function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), 'console.log("app")');
  mkdirSync(path.join(dir, 'prerendered'));
  for (const page of ['home', 'terms', 'privacy']) {
    writeFileSync(
      path.join(dir, 'prerendered', `${page}.html`),
      `<!doctype html><title>${page}</title><div id="root"><h1>prerendered ${page}</h1></div>`,
    );
  }
  writeFileSync(path.join(dir, 'prerendered', 'home.html.br'), 'brotli bytes of the home page');
  writeFileSync(path.join(dir, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([FAKE_INLINE_SCRIPT_HASH]));
  return dir;
}

/**
 * A stand-in build with the confirmation page and the light build's prerenderer beside dist/web, as the
 * build writes them (scripts/build/build-dirs.ts): the prerenderer renders the page's body, the loading state
 * without a booking, the booking it is given (as escaped JSON, so a test reads every field) with one; or,
 * `throwing`, throws for a booking, with the booking in its message, as a render that fails may. Answers
 * the folder to serve (webDistDir).
 */
export function fakeWebBuildWithConfirmation(
  loadingBody = LOADING_BODY,
  { throwing = false }: { throwing?: boolean } = {},
): string {
  const root = mkdtempSync(path.join(tmpdir(), 'build-'));
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'prerendered'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
  writeFileSync(
    path.join(web, 'prerendered', 'booking-confirmation.html'),
    `<!doctype html><title>Booking Confirmation</title><div id="root">${loadingBody}</div><script>boot()</script>`,
  );
  writeFileSync(path.join(web, INLINE_SCRIPT_HASHES_FILE), JSON.stringify([FAKE_INLINE_SCRIPT_HASH]));
  mkdirSync(path.join(root, 'ssr-light'));
  const drawn = throwing
    ? "(() => { throw new TypeError('cannot draw ' + JSON.stringify(shown)); })()"
    : "'<main data-shown=\"\">' + escaped(JSON.stringify(shown)) + '</main>'";
  writeFileSync(
    path.join(root, 'ssr-light', 'entry-server.js'),
    `const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export function renderConfirmationPage(shown) {
  const body = shown ? ${drawn} : ${JSON.stringify(LOADING_BODY)};
  return { head: '<title>Booking Confirmation</title>', body };
}
`,
  );
  return web;
}

const LOADING_BODY = '<main><p>Loading your booking...</p></main>';
