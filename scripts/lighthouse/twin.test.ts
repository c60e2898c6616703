import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwinServer, withoutScripts } from './twin.ts';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <script type="module" fetchpriority="low" crossorigin src="/assets/static-1.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/boot-2.js">
    <link rel="preload" as="script" href="/assets/more-3.js">
    <link rel="preload" as="font" href="/font.woff2">
    <style>p { color: red } /* <script> in a style is text */</style>
  </head>
  <body><main><h1>Terms</h1><p>&lt;script&gt; is text here</p></main>
    <script type="application/json" id="page-modules">["/assets/a.js"]</script>
  </body>
</html>`;

describe('a page’s twin', () => {
  it('has no script and preloads none, and keeps everything else as it was', () => {
    const twin = withoutScripts(PAGE);
    expect(twin).not.toMatch(/<script (type|src)|modulepreload|as="script"|page-modules/);
    expect(twin).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(twin).toContain('<link rel="preload" as="font" href="/font.woff2">');
    expect(twin).toContain('<style>p { color: red } /* <script> in a style is text */</style>');
    expect(twin).toContain('<main><h1>Terms</h1><p>&lt;script&gt; is text here</p></main>');
  });

  describe('served', () => {
    let app: Server;
    let twin: Awaited<ReturnType<typeof startTwinServer>>;
    beforeAll(async () => {
      // A stand-in for the app: the page with the headers the real one sends, and a script.
      app = createServer((request, response) => {
        if (request.url === '/terms') {
          response.writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-cache',
            'content-security-policy': "default-src 'self'",
            etag: '"abc"',
          });
          response.end(PAGE);
        } else {
          response.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
        }
      });
      await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
      twin = await startTwinServer(`http://127.0.0.1:${(app.address() as AddressInfo).port}`);
    });
    afterAll(async () => {
      await twin.close();
      await new Promise((resolve) => app.close(resolve));
    });

    it('answers the page without scripts, in brotli, with the app’s headers', async () => {
      const response = await fetch(`${twin.url}/terms`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBe('"abc-twin"');
      // fetch decodes brotli itself: the header says what travelled.
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toBe(withoutScripts(PAGE));
    });

    it('passes what is not a page through as it is', async () => {
      const response = await fetch(`${twin.url}/favicon.svg`);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toBe('<svg/>');
    });
  });
});
