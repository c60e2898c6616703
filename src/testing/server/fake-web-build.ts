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
