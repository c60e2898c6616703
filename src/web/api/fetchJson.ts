import type { z } from 'zod';

/**
 * Why a call failed. `kind` tells the screens which of the spec's messages to show: the server's own
 * words ('server'), 'An unexpected error occurred' when nothing answered ('network'), or the screen's
 * fallback when an answer came back in a shape we did not expect ('invalid-response').
 */
export type ApiErrorKind = 'server' | 'network' | 'invalid-response';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Per-input messages of a 400, keyed by request field. */
  readonly fields: Record<string, string>;

  constructor(kind: ApiErrorKind, status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fields = fields;
  }
}

/** The server's error text when it sent one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string, networkMessage = fallback): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return networkMessage;
    if (error.kind === 'server' && error.message) return error.message;
  }
  return fallback;
}

/**
 * A schema fetched with the call that needs it: a light page's first download carries no zod
 * (docs/decisions/039). The loader's module imports zodConfig.ts before it builds a schema.
 */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

type FetchJsonOptions<T> = {
  /** The answer's schema, or its loader: then fetched while the request is on its way. */
  schema: z.ZodType<T> | SchemaLoader<T>;
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function readErrorBody(body: unknown): { error: string; fields: Record<string, string> } {
  if (typeof body !== 'object' || body === null) return { error: '', fields: {} };
  const { error, fields } = body as { error?: unknown; fields?: unknown };
  const safeFields: Record<string, string> = {};
  if (typeof fields === 'object' && fields !== null) {
    for (const [key, value] of Object.entries(fields)) if (typeof value === 'string') safeFields[key] = value;
  }
  return { error: typeof error === 'string' ? error : '', fields: safeFields };
}

/** One JSON call to our API: the answer is parsed with the domain schema, or an ApiError is thrown. */
export async function fetchJson<T>(url: string, options: FetchJsonOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const sent = fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  const { schema } = options;
  if (typeof schema !== 'function') return readJsonAnswer(sent, schema);
  // The schema's module comes while the request is on its way (zod's schemas are objects, not functions).
  const loading = schema();
  // Not awaited when the call fails first: its own failure is the one to report.
  loading.catch(() => {});
  return readAnswer(sent, async (body) => {
    const parsed = (await loading).safeParse(body);
    return parsed.success ? parsed.data : null;
  });
}

/**
 * The answer of a call already sent (by fetchJson, or by a page's boot module before the page's script
 * came), parsed with the domain schema, or an ApiError.
 */
export function readJsonAnswer<T>(sent: Promise<Response>, schema: z.ZodType<T>): Promise<T> {
  return readAnswer(sent, (body) => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  });
}

/** readJsonAnswer with a parser of its own (null: not the shape expected), which may take its time. */
export async function readAnswer<T>(
  sent: Promise<Response>,
  parse: (body: unknown) => T | null | Promise<T | null>,
): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch {
    throw new ApiError('network', 0, '');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { error, fields } = readErrorBody(body);
    throw new ApiError(error ? 'server' : 'invalid-response', response.status, error, fields);
  }
  const parsed = await parse(body);
  if (parsed === null) throw new ApiError('invalid-response', response.status, '');
  return parsed;
}
