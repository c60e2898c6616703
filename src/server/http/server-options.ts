/**
 * How Fastify itself is set up: logging without secrets, who the client is behind proxies, how big a
 * body may be, and the router's own refusals in the API's `{ error }` shape.
 */
import { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config';
import { redactSecrets } from '../secret-links';
import { trustProxyOption } from './trust-proxy';

/**
 * Request log lines without the query string, and without the secret of a path: return URLs carry the
 * traveller's e-mail and last name (/check-my-booking?email=...), a manage link its token
 * (/manage-booking/{id}?token=...), and a feedback link's path is its token (/feedback/{token}).
 */
const requestSerializer = (request: { method: string; url: string; ip: string }) => ({
  method: request.method,
  url: redactSecrets(request.url.split('?')[0] ?? ''),
  remoteAddress: request.ip,
});

/**
 * Every log line as written, with any link's secret out of it, whatever field or message it came in: an
 * error's text, a warning of Fastify's, a value a future line logs. The redaction keeps the
 * line valid JSON (it never touches a quote or a backslash).
 */
const streamWrite = (line: string) => redactSecrets(line);

/**
 * The router refuses some addresses before any route or error handler sees them: a malformed escape
 * (`/api/%zz`, 400) or a path parameter past its length (414). Answered like every other error.
 */
const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  (reply as FastifyReply).status(tooLong ? 414 : 400).send({
    error: tooLong ? 'The address of the request is too long' : 'The address of the request is not valid',
  });
};

export function serverOptions(
  config: Pick<Config, 'logLevel' | 'trustProxy'>,
  logger: FastifyServerOptions['logger'],
  /** Paths whose requests are not logged (the answers from memory, http/memory-answers.ts). */
  quiet: (path: string) => boolean = () => false,
): FastifyServerOptions {
  return {
    // A request for a built file or the prices says nothing an operator needs, at thousands a second.
    logController: new LogController({
      disableRequestLogging: (request: { url?: string }) => quiet((request.url ?? '').split('?')[0] ?? ''),
    }),
    // A logger given as options (tests capturing lines) keeps our redaction and request serializer.
    logger:
      logger === undefined || typeof logger === 'object'
        ? {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'req.headers["x-feedback-token"]',
              'req.headers["x-manage-token"]',
              'res.headers["set-cookie"]',
            ],
            serializers: { req: requestSerializer },
            hooks: { streamWrite },
            ...(logger ?? {}),
          }
        : logger,
    trustProxy: trustProxyOption(config.trustProxy),
    // Bodies of this product are small forms; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
    frameworkErrors,
  };
}
