/**
 * Serves the built web app: hashed assets with long-lived immutable caching; the prerendered HTML of the
 * public pages (home, terms, privacy), which shows before any script runs; and index.html, the plain app
 * shell, for every other path of SPEC section 2 (client-side routing). A path the app does not know still
 * gets the app, which shows its Page Not Found screen, but with HTTP 404 so that search engines and
 * monitors see the truth.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { APP_ROUTES, isAppRoute } from '../../domain/routes';
import { isApiPath, normalisedPath } from '../http/request-path';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The pages the build prerenders (scripts/prerender.mjs), by path, and their file under dist/web. */
const PRERENDERED_PAGES: Record<string, string> = {
  [APP_ROUTES.home]: 'prerendered/home.html',
  [APP_ROUTES.terms]: 'prerendered/terms.html',
  [APP_ROUTES.privacy]: 'prerendered/privacy.html',
};

/** Build output that is not for browsers at their own URL: the prerendered pages answer at their paths. */
function isInternalBuildFile(url: string): boolean {
  return url.startsWith('/prerendered/') || url.startsWith('/.vite/');
}

/** Hashed assets never change; pages must be revalidated so a deploy shows at once. */
function cacheControlFor(relativePath: string): string {
  // A precompressed copy (home.html.br) is cached like the file it stands for.
  const servedFile = relativePath.replace(/\.(br|gz)$/, '');
  if (servedFile.endsWith('.html')) return 'no-cache';
  return servedFile.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600';
}

/** '/terms/' is '/terms'. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  // A build without prerendered pages (an older one) still works: those paths get the shell.
  const prerendered = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(path.join(webDistDir, file))),
  );

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
      // Checked against the browser's URL, so the page routes below may still send these files.
      allowedPath: (_pathname, _root, request) => !isInternalBuildFile(request.url),
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        res.setHeader('Cache-Control', cacheControlFor(relative));
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build`; pages answer with a short notice');
  }

  const sendPage = (reply: FastifyReply, pathname: string, status: number) => {
    reply.status(status);
    if (hasBuild) {
      const page = status === 200 ? prerendered.get(withoutTrailingSlash(pathname)) : undefined;
      return reply.sendFile(page ?? 'index.html');
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><title>Not built</title><p>The web app is not built yet: run <code>npm run build</code>.</p>',
      );
  };

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // '/%61pi/x' and '/API/x' are unknown API calls too: JSON, not the Page Not Found screen.
    const isApi = isApiPath(normalisedPath(request.url));
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (!wantsPage) {
      return reply.status(404).send({ error: `No such endpoint: ${request.method} ${pathname}` });
    }
    return sendPage(reply, pathname, isAppRoute(pathname) ? 200 : 404);
  });
}
