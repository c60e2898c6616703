/**
 * Serves the built web app: hashed assets with long-lived immutable caching, and index.html for every
 * path of SPEC section 2 (client-side routing). A path the app does not know still gets the app, which
 * shows its Page Not Found screen, but with HTTP 404 so that search engines and monitors see the truth.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppRoute } from '../../domain/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed assets never change; the page itself must be revalidated so a deploy shows at once. */
function cacheControlFor(relativePath: string): string {
  if (relativePath === 'index.html') return 'no-cache';
  return relativePath.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600';
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      index: false,
      // Register a route per built file at start instead of a catch-all that stats the disk per request.
      wildcard: false,
      preCompressed: true,
      // Our setHeaders decides caching per file; the sender's own max-age=0 would override it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        res.setHeader('Cache-Control', cacheControlFor(relative));
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build`; pages answer with a short notice');
  }

  const sendApp = (reply: FastifyReply, status: number) => {
    reply.status(status);
    if (hasBuild) return reply.sendFile('index.html');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
      );
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (!wantsPage) {
      return reply.status(404).send({ error: `No such endpoint: ${request.method} ${pathname}` });
    }
    return sendApp(reply, isAppRoute(pathname) ? 200 : 404);
  });
}
