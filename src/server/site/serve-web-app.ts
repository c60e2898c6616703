/**
 * Serves the built web app from memory: every file of dist/web is read once at start, with the brotli and
 * gzip copies the build wrote beside it (scripts/build/precompress.ts) and a strong ETag per copy, so a request
 * costs no disk access, no compression and no hashing. Hashed assets get long-lived immutable caching;
 * pages must be revalidated (`no-cache`: a deploy shows at once, an unchanged page answers 304).
 *
 * Pages: the prerendered HTML of the public pages (scripts/build/prerender.ts), which shows their first content
 * before any script runs; index.html, the plain app shell, for every other path of SPEC section 2
 * (client-side routing). A path the app does not know gets the prerendered Page Not Found (or the shell,
 * which shows it), with HTTP 404 so that search engines and monitors see the truth.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundPageName, prerenderedFile, prerenderedPages } from '../../domain/prerendered-pages';
import { APP_ROUTES, isAppRoute } from '../../domain/routes';
import type { BookedConfirmation } from '../../domain/schemas/booking-api';
import { withoutTrailingSlash } from '../../domain/trailing-slash';
import { type MemoryAnswers, type PreparedAnswer, preparedAnswer } from '../http/memory-answers';
import { isApiPath, normalisedPath } from '../http/request-path';
import { loadBookedConfirmationPage } from './booked-confirmation-page';
import { whereThrown } from './light-page-render';
import { loadProviderRidePage, type ProviderRideShown } from './provider-ride-page';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The pages the build prerenders (src/domain/prerendered-pages.ts), by path, and their file under dist/web. */
const PRERENDERED_PAGES = new Map(
  prerenderedPages()
    .filter(({ page }) => !page.notFound)
    .map(({ name, page }) => [page.path, prerenderedFile(name)]),
);
/**
 * Pages prerendered without a query that shows something else with one (Check My Booking lists the
 * bookings of `?email=&lastName=`): with a query they get the shell, which renders in the browser.
 */
const QUERY_DEPENDENT_PAGES = new Set<string>(
  prerenderedPages()
    .filter(({ page }) => page.queryDependent)
    .map(({ page }) => page.path),
);
/**
 * Pages opened by a link that carries a secret: the manage page (`?token=`), the feedback
 * page (`/feedback/{token}`, and `/feedback` once the page has moved the token out of the address bar)
 * and the provider's ride page (`/provider/rides/{token}`, then `/provider/rides`). No Referer
 * leaves them, to another site or to our own scripts and API, so the token is in no request's headers and
 * no proxy's log.
 */
const NO_REFERRER_PAGES = /^\/(manage-booking|feedback|provider\/rides)(\/|$)/;
/** The Page Not Found screen, prerendered; answered with 404. */
const NOT_FOUND_PAGE = prerenderedFile(notFoundPageName());

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};

type Encoding = 'br' | 'gzip';

interface Copy {
  body: Buffer;
  etag: string;
}

/** One built file in memory: its bytes as built and the precompressed copies there are. */
interface BuiltFile {
  type: string;
  cacheControl: string;
  identity: Copy;
  br?: Copy;
  gzip?: Copy;
}

const etagOf = (body: Buffer, suffix: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

/** Hashed assets never change; pages must be revalidated so a deploy shows at once. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.endsWith('.html')) return 'no-cache';
  return relativePath.startsWith('assets/') ? IMMUTABLE : 'public, max-age=3600';
}

function* filesIn(dir: string, relative = ''): Generator<string> {
  for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesIn(dir, child);
    else yield child;
  }
}

/** Every file of the build by its path relative to dist/web (with '/'), read once. */
function loadBuild(webDistDir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const relative of filesIn(webDistDir)) {
    if (/\.(br|gz)$/.test(relative)) continue;
    const identity = readFileSync(path.join(webDistDir, relative));
    const copy = (suffix: string, tag: string): Copy | undefined => {
      const file = path.join(webDistDir, `${relative}${suffix}`);
      if (!existsSync(file)) return undefined;
      const body = readFileSync(file);
      return { body, etag: etagOf(identity, tag) };
    };
    const br = copy('.br', '-br');
    const gzip = copy('.gz', '-gz');
    files.set(relative, {
      type: CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(relative),
      identity: { body: identity, etag: etagOf(identity, '') },
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
    });
  }
  return files;
}

/** Build output that is not for browsers at their own URL: the prerendered pages answer at their paths. */
function isInternalBuildFile(relative: string): boolean {
  return relative.startsWith('prerendered/') || relative.startsWith('.vite/');
}

const preferences = new Map<string, Encoding | undefined>();

/** The best copy an Accept-Encoding header allows (brotli, then gzip), remembered per header value. */
function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  if (preferences.has(header)) return preferences.get(header);
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name.trim());
  }
  const choice = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  // Browsers send a handful of values; anything else is not worth remembering forever.
  if (preferences.size < 64) preferences.set(header, choice);
  return choice;
}

function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header === etag || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function sendBuilt(
  request: FastifyRequest,
  reply: FastifyReply,
  file: BuiltFile,
  status = 200,
  /** What else than the encoding the answer depends on: a page some browsers get rendered for them. */
  varyAlso?: string,
  /** In place of the file's own (a page at a secret link's address is kept by no cache). */
  cacheControl = file.cacheControl,
) {
  const encoding = file.br || file.gzip ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  const copy = (encoding && file[encoding]) || file.identity;
  reply.header('content-type', file.type).header('cache-control', cacheControl).header('etag', copy.etag);
  const vary = [...(file.br || file.gzip ? ['Accept-Encoding'] : []), ...(varyAlso ? [varyAlso] : [])];
  if (vary.length > 0) reply.header('vary', vary.join(', '));
  if (status === 200 && notModified(request, copy.etag)) return reply.status(304).send();
  if (copy !== file.identity) reply.header('content-encoding', encoding);
  return reply.status(status).send(copy.body);
}

/** The headers `sendBuilt` writes for `copy` of `file`, after the ones every answer carries. */
function builtHeaders(
  common: Readonly<Record<string, string>>,
  file: BuiltFile,
  encoding: Encoding | undefined,
): Record<string, string> {
  return {
    ...common,
    'content-type': file.type,
    'cache-control': file.cacheControl,
    etag: (encoding ? file[encoding] : file.identity)?.etag ?? file.identity.etag,
    ...(file.br || file.gzip ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}

/** Each copy of `file` as the answer `sendBuilt` gives a plain GET, picked by Accept-Encoding as it picks. */
function fromMemory(common: Readonly<Record<string, string>>, file: BuiltFile) {
  const prepare = (encoding: Encoding | undefined): PreparedAnswer => {
    const copy = (encoding && file[encoding]) || file.identity;
    return preparedAnswer(
      200,
      builtHeaders(common, file, copy === file.identity ? undefined : encoding),
      copy.body,
    );
  };
  const copies = { br: prepare('br'), gzip: prepare('gzip'), identity: prepare(undefined) };
  return (acceptEncoding: string | undefined): PreparedAnswer => {
    const encoding = file.br || file.gzip ? preferredEncoding(acceptEncoding) : undefined;
    return copies[encoding ?? 'identity'];
  };
}

/**
 * A page rendered for one browser (the confirmation page of the browser that booked): never stored by a
 * cache, compressed now (quickly: it is sent once) as the browser allows.
 */
function sendRendered(request: FastifyRequest, reply: FastifyReply, html: string) {
  const body = Buffer.from(html);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', NOT_STORED)
    .header('vary', 'Accept-Encoding, Cookie');
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(body, { params }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(body, { level: 6 }));
  return reply.send(body);
}

/** A page at a secret link's address, or rendered for one browser: kept by no cache, shared or not. */
const NOT_STORED = 'private, no-store';

/** The provider's ride page rendered with the link's ride (docs/decisions/061). */
export interface ProviderRides {
  /** The link's answer (the ride, or why it opens nothing) and the dispatch line, for a token. */
  shownFor: (token: string) => Promise<ProviderRideShown>;
  /** The route's config: the per-address limit of the provider's API, so a guess costs the same here. */
  routeConfig: Record<string, unknown>;
}

/** The booking a browser may see its confirmation page rendered with (its pass), or undefined. */
export type BookingOfItsBrowser = (
  request: FastifyRequest,
  id: string,
) => Promise<BookedConfirmation | undefined>;

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  /** Where plain GETs of the build are answered before the pipeline, and the headers every answer carries. */
  memory?: { answers: MemoryAnswers; commonHeaders: Readonly<Record<string, string>> },
  /** The confirmation page's booking for the browser that booked it (docs/decisions/042). */
  bookingOfItsBrowser?: BookingOfItsBrowser,
  /** The provider's ride page's ride, for the token of its address (docs/decisions/061). */
  providerRides?: ProviderRides,
): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  const build = hasBuild ? loadBuild(webDistDir) : new Map<string, BuiltFile>();
  const shell = build.get('index.html');
  // A build without some prerendered page (an older one) still works: that path gets the shell.
  const pages = new Map<string, BuiltFile>();
  for (const [pathname, file] of PRERENDERED_PAGES) {
    const page = build.get(file);
    if (page) pages.set(pathname, page);
  }
  const notFoundPage = build.get(NOT_FOUND_PAGE) ?? shell;
  const confirmationFile = pages.get(APP_ROUTES.bookingConfirmation);
  const bookedConfirmation =
    bookingOfItsBrowser && confirmationFile
      ? await loadBookedConfirmationPage(webDistDir, confirmationFile.identity.body.toString('utf8'), app.log)
      : undefined;
  const providerRideFile = pages.get(APP_ROUTES.providerRide);
  const providerRidePage =
    providerRides && providerRideFile
      ? await loadProviderRidePage(webDistDir, providerRideFile.identity.body.toString('utf8'), app.log)
      : undefined;

  if (hasBuild) {
    for (const [relative, file] of build) {
      if (isInternalBuildFile(relative)) continue;
      app.get(`/${relative}`, { schema: { hide: true } }, (request, reply) =>
        sendBuilt(request, reply, file),
      );
      memory?.answers.set(`/${relative}`, fromMemory(memory.commonHeaders, file));
    }
    for (const [pathname, file] of pages) {
      // With a query string (never in memory: the path is the key) a query-dependent page is the shell.
      if (!pathname.includes(':')) memory?.answers.set(pathname, fromMemory(memory.commonHeaders, file));
      const withQuery = QUERY_DEPENDENT_PAGES.has(pathname) ? (shell ?? file) : file;
      if (pathname === APP_ROUTES.bookingConfirmation && bookingOfItsBrowser && bookedConfirmation) {
        app.get<{ Params: { id: string } }>(pathname, { schema: { hide: true } }, async (request, reply) => {
          const shown = await bookingOfItsBrowser(request, request.params.id).catch((err: unknown) => {
            // The page still loads its booking in the browser, as for any other browser.
            request.log.warn({ err }, 'the booking of a confirmation page could not be read to render it');
            return undefined;
          });
          // A page that cannot be rendered (its failure logged) is the prerendered one, as for any browser.
          const rendered = shown ? bookedConfirmation.html(shown, request.log) : undefined;
          if (rendered !== undefined) return sendRendered(request, reply, rendered);
          return sendBuilt(request, reply, file, 200, 'Cookie');
        });
        continue;
      }
      if (pathname === APP_ROUTES.providerRide) {
        registerProviderRidePage(app, file, providerRides, providerRidePage);
        continue;
      }
      app.get(pathname, { schema: { hide: true } }, (request, reply) =>
        sendBuilt(request, reply, request.url.includes('?') ? withQuery : file),
      );
    }
  } else {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build`; pages answer with a short notice');
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string, status: number) => {
    if (NO_REFERRER_PAGES.test(pathname)) reply.header('referrer-policy', 'no-referrer');
    if (shell && notFoundPage) {
      const prerendered = pages.get(withoutTrailingSlash(pathname));
      const usable =
        prerendered &&
        !(QUERY_DEPENDENT_PAGES.has(withoutTrailingSlash(pathname)) && request.url.includes('?'));
      const page = status === 200 ? (usable ? prerendered : shell) : notFoundPage;
      return sendBuilt(request, reply, page, status);
    }
    return reply
      .status(status)
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
    return sendPage(request, reply, pathname, isAppRoute(pathname) ? 200 : 404);
  });
}

/**
 * `/provider/rides/{token}` (docs/decisions/061): the page rendered with the link's ride, or the prerendered
 * page (which asks for the ride once hydrated) when it cannot be; `/provider/rides`, where the page stands
 * once it has read the token, the prerendered page. Neither is kept by any cache nor sends a Referer. A
 * render reads the ride as the provider's API does, under the same per-address limit: over it, the
 * prerendered page with 429, whose call then says so. The token is in no log line: the request's is
 * redacted (secret-links.ts), and a failure is logged by its type and stack, not its message.
 */
function registerProviderRidePage(
  app: FastifyInstance,
  file: BuiltFile,
  providerRides: ProviderRides | undefined,
  page: { html(shown: ProviderRideShown, log: FastifyRequest['log']): string | undefined } | undefined,
) {
  const prerendered = (request: FastifyRequest, reply: FastifyReply, status = 200) =>
    sendBuilt(request, reply.header('referrer-policy', 'no-referrer'), file, status, undefined, NOT_STORED);
  app.get(APP_ROUTES.providerRideOpened, { schema: { hide: true } }, (request, reply) =>
    prerendered(request, reply),
  );
  app.get<{ Params: { token: string } }>(
    APP_ROUTES.providerRide,
    {
      schema: { hide: true },
      config: providerRides?.routeConfig ?? {},
      // Over the limit: the page, whose call to the API gets the limit's words.
      errorHandler: (error, request, reply) => {
        if ((error as { statusCode?: number }).statusCode === 429) return prerendered(request, reply, 429);
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      if (!providerRides || !page) return prerendered(request, reply);
      const shown = await providerRides.shownFor(request.params.token).catch((error: unknown) => {
        request.log.warn(
          { readError: whereThrown(error) },
          'the ride of a provider ride page could not be read to render it: the prerendered page was served',
        );
        return undefined;
      });
      const rendered = shown ? page.html(shown, request.log) : undefined;
      if (rendered === undefined) return prerendered(request, reply);
      return sendRendered(request, reply.header('referrer-policy', 'no-referrer'), rendered);
    },
  );
}
