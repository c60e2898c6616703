/**
 * The API fuzz test's requests, built from the app's own OpenAPI document (/api/docs/json):
 * for every route, requests whose path, query, headers and body come from its JSON Schemas (fuzz-values.ts),
 * then spoiled in the ways careless clients and attackers spoil them: odd encodings and spellings of the
 * path, other methods, wrong content types, bodies that are not JSON or not objects. Each request is a
 * plain value, so fast-check prints the one that failed, and a seed replays the same run.
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  exampleObject,
  type FuzzContext,
  hostileValue,
  type JsonSchema,
  mutatedObject,
  plausibleObject,
  textValue,
} from './fuzz-values';

type OpenApiParameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export interface FuzzRoute {
  method: string;
  /** As the document writes it: /api/bookings/{id}. */
  path: string;
  parameters: OpenApiParameter[];
  body: JsonSchema | undefined;
  /** Its documented success statuses (the 2xx of its responses). */
  successes: number[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The documented route the request was made from, for the tally. */
  route: string;
  /** Cookies of its own, in place of the mode's session (a valid request's second step of sign-in). */
  cookies?: Record<string, string>;
}

/** `GET /api/bookings/{id}`: how the tally and the valid requests name a route. */
export const routeKey = (route: FuzzRoute) => `${route.method} ${route.path}`;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export async function readOpenApi(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        successes: Object.keys(operation.responses ?? {})
          .map(Number)
          .filter((status) => status >= 200 && status < 300),
      })),
  );
}

/** Every character percent-encoded, as a client that encodes too much sends it. */
const encodeAll = (text: string) =>
  [...new TextEncoder().encode(text)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');

/** As a browser encodes a URL component; a lone surrogate, which UTF-8 cannot carry, becomes U+FFFD. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeAll(text);
  }
};

/** How a path parameter travels: encoded as a browser does, encoded twice or wholly, or raw. */
const parameterEncoding = fc.constantFrom<(value: string) => string>(
  encode,
  encode,
  encode,
  (value) => encode(encode(value)),
  encodeAll,
  (value) => value.replace(/[\s#?%]/g, encode),
);

/** Spellings of the route's path that the router may or may not take for it, all of them /api to the origin check. */
const oddSpelling = fc.constantFrom<(path: string) => string>(
  (path) => path.replace(/^\/api/, '/%61pi'),
  (path) => path.replace(/^\/api/, '/%2561pi'),
  (path) => path.replaceAll('/', '//'),
  (path) => `${path}/`,
  (path) => path.toUpperCase(),
  (path) => `${path}/%2e%2e`,
  (path) => `${path}%00`,
  (path) => `${path};jsessionid=1`,
);
const pathSpelling = fc.oneof(
  { weight: 6, arbitrary: fc.constant((path: string) => path) },
  { weight: 1, arbitrary: oddSpelling },
);

function pathArbitrary(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<string> {
  const names = route.parameters.filter((p) => p.in === 'path');
  const values = names.map((parameter) =>
    fc
      .tuple(textValue(parameter.schema ?? {}, context, parameter.name), parameterEncoding)
      .map(([value, encode]) => ({
        name: parameter.name,
        value: encode(value),
      })),
  );
  return fc.tuple(fc.tuple(...values), pathSpelling).map(([filled, spell]) => {
    let path = route.path;
    for (const { name, value } of filled) path = path.replace(`{${name}}`, value);
    return spell(path);
  });
}

function queryArbitrary(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<string> {
  const documented = route.parameters
    .filter((p) => p.in === 'query')
    .map((parameter) =>
      fc.option(
        textValue(parameter.schema ?? {}, context, parameter.name).map(
          (value) => [parameter.name, value] as const,
        ),
        { freq: 4 },
      ),
    );
  const extra = fc.array(fc.tuple(fc.string({ maxLength: 8 }), textValue({}, context, '')), { maxLength: 2 });
  const raw = fc.constantFrom(
    '',
    '',
    '',
    '',
    '&',
    '%zz=%',
    'a[b]=1',
    'status=paid&status=pending',
    '%00=%00',
    'page=1e400',
  );
  return fc.tuple(fc.tuple(...documented), extra, raw).map(([pairs, more, tail]) => {
    const parts = [...pairs.filter((pair) => pair !== null), ...more].map(
      ([key, value]) => `${encode(key)}=${encode(value)}`,
    );
    if (tail) parts.push(tail);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

type Body = { payload?: string; contentType?: string };

/** The JSON of a value, with `"__proto__"` kept as an own key (JSON.stringify already does). */
const json = (value: unknown): string => JSON.stringify(value) ?? 'null';

function bodyArbitrary(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<Body> {
  const schema = route.body ?? { type: 'object', properties: {} };
  const examples = context.exampleBodies[`${route.method} ${route.path}`] ?? [];
  const fromExamples = examples.length ? exampleObject(schema, context, examples) : undefined;
  const value = fc.oneof(
    ...(fromExamples
      ? [
          { weight: 6, arbitrary: fromExamples as fc.Arbitrary<unknown> },
          { weight: 3, arbitrary: mutatedObject(schema, context, fromExamples) as fc.Arbitrary<unknown> },
        ]
      : []),
    { weight: 3, arbitrary: plausibleObject(schema, context) as fc.Arbitrary<unknown> },
    { weight: 3, arbitrary: mutatedObject(schema, context) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: hostileValue },
  );
  return fc.oneof(
    { weight: 12, arbitrary: value.map((v) => ({ payload: json(v), contentType: 'application/json' })) },
    { weight: 1, arbitrary: value.map((v) => ({ payload: json(v), contentType: 'text/plain' })) },
    {
      weight: 1,
      arbitrary: value.map((v) => ({ payload: json(v), contentType: 'application/json; charset=latin1' })),
    },
    {
      weight: 1,
      arbitrary: plausibleObject(schema, context).map((v) => ({
        // A nested value (perhaps an object without a prototype, which String() refuses) goes as its JSON.
        payload: new URLSearchParams(
          Object.entries(v).map(([k, x]) => [k, typeof x === 'object' && x !== null ? json(x) : String(x)]),
        ).toString(),
        contentType: 'application/x-www-form-urlencoded',
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Body>(
        { payload: '', contentType: 'application/json' },
        { payload: '{', contentType: 'application/json' },
        { payload: '{"a":', contentType: 'application/json' },
        { payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
        { payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
        { payload: '\uFEFF{}', contentType: 'application/json' },
        { payload: '[]', contentType: 'application/json' },
        { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: 'application/json' },
        { payload: 'x'.repeat(70_000), contentType: 'application/json' },
        { payload: '<booking/>', contentType: 'application/xml' },
        { payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
        {},
        { payload: '{}' },
      ),
    },
  );
}

/** Mostly our own pages' Origin (so requests reach the handlers), sometimes a foreign one or none. */
const originHeader = fc.oneof(
  { weight: 12, arbitrary: fc.constant('http://localhost:3000') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000.evil.example', ''),
  },
);

function headersArbitrary(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const documented = route.parameters
    .filter((p) => p.in === 'header')
    .map((parameter) =>
      fc.option(
        textValue(parameter.schema ?? {}, context, parameter.name)
          // Node refuses a header with a line break before it reaches any server: nothing to test there.
          .map((value) => [parameter.name, value.replace(/[\r\n]/g, '')] as const),
      ),
    );
  return fc.tuple(fc.tuple(...documented), originHeader).map(([pairs, origin]) => ({
    ...Object.fromEntries(pairs.filter((pair) => pair !== null)),
    ...(origin ? { origin } : {}),
  }));
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** One request to one of the routes, any of them with the same chance. */
export function requestArbitrary(routes: FuzzRoute[], context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const perRoute = routes.map((route) =>
    fc
      .record({
        method: fc.oneof(
          { weight: 19, arbitrary: fc.constant(route.method) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
        ),
        path: pathArbitrary(route, context),
        query: queryArbitrary(route, context),
        headers: headersArbitrary(route, context),
        body: bodyArbitrary(route, context),
      })
      .map(({ method, path, query, headers, body }): FuzzRequest => {
        const sendsBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
        const withBody = sendsBody && body.payload !== undefined;
        return {
          method,
          url: `${path}${query}`,
          headers: {
            ...headers,
            ...(withBody && body.contentType ? { 'content-type': body.contentType } : {}),
          },
          ...(withBody ? { payload: body.payload } : {}),
          route: `${route.method} ${route.path}`,
        };
      }),
  );
  return fc.oneof(...perRoute);
}

/**
 * What is wrong with an answer, or undefined: a 5xx, or a 4xx whose body is not `{ error, fields? }` (an
 * answer to HEAD has no body at all).
 */
export function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return undefined;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} without a JSON body`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'the error body is not an object';
  const { error, fields, ...rest } = body as Record<string, unknown>;
  if (typeof error !== 'string' || error === '') return 'the error body has no { error } text';
  if (Object.keys(rest).length > 0) return `the error body has other keys: ${Object.keys(rest).join(', ')}`;
  if (fields !== undefined) {
    const values = typeof fields === 'object' && fields !== null ? Object.values(fields) : [null];
    if (!values.every((value) => typeof value === 'string'))
      return 'the error body has fields that are not texts';
  }
  return undefined;
}

/** The request and the answer, as a failure prints them: enough to send it again with curl. */
export function describeExchange(
  request: FuzzRequest,
  response: LightMyRequestResponse | undefined,
  problem: string,
): string {
  const payload = request.payload === undefined ? '(none)' : JSON.stringify(request.payload.slice(0, 2000));
  return [
    `${problem}: ${request.method} ${request.url}`,
    `  route: ${request.route}`,
    `  headers: ${JSON.stringify(request.headers)}`,
    `  body: ${payload}${(request.payload?.length ?? 0) > 2000 ? ` (${request.payload?.length} characters in all)` : ''}`,
    `  answer: ${response ? `${response.statusCode} ${response.body.slice(0, 500)}` : '(none)'}`,
  ].join('\n');
}
