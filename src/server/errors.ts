/**
 * One error type for the whole server. Services throw an AppError with the spec's message; the error
 * handler (error-handler.ts) turns it into `{ error, fields? }` with its HTTP status.
 */
export type AppErrorCode =
  | 'bad-request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'bad-gateway'
  | 'unavailable';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  'bad-request': 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  /** A service we depend on (the payment provider) failed. */
  'bad-gateway': 502,
  unavailable: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  /** For 'rate-limited': seconds until a retry can succeed, sent as the Retry-After header. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The JSON body of every error answer (DESIGN.md, API). */
export interface ErrorBody {
  error: string;
  fields?: Record<string, string>;
}
