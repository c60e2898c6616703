/**
 * The one error handler: AppErrors answer with their status and message; schema validation failures
 * answer 400 with the spec's message per field; other client errors (bad JSON, too large, wrong media
 * type) answer their 4xx with a plain sentence; a database refusal of a value (a CHECK constraint, a NUL,
 * a number out of range: SQLSTATE classes 22 and 23) answers 400 or 409, never 500; a database that cannot
 * be reached answers 503 with Retry-After and the outage sentence, and tells the gate; anything
 * else is logged and answered 500 with a body that reveals nothing.
 */
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_AFTER_SECONDS,
  DATABASE_BUSY_STATUS,
} from '../../domain/outage';
import { closesTheGate, type DatabaseGate, isDatabaseUnreachable } from '../db/database-outage';
import { valueRefusal } from '../db/unique-violation';
import { AppError, type ErrorBody } from '../errors';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

const BAD_REQUEST_MESSAGE = 'The request could not be understood';
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again later.';
export const VALUE_REFUSED_MESSAGE =
  'A value in the request cannot be accepted: it is too long, out of range or holds characters that are not allowed';
export const CONFLICT_MESSAGE = 'The request conflicts with data already stored';
const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);
const CLIENT_ERROR_MESSAGES: Partial<Record<number, string>> = {
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request is too large',
  415: 'Send the request body as JSON',
};

/** The answer of every API call while the database cannot be reached. */
export function sendDatabaseBusy(reply: FastifyReply): FastifyReply {
  return reply
    .status(DATABASE_BUSY_STATUS)
    .header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
    .header('Cache-Control', 'no-store')
    .send({ error: DATABASE_BUSY_MESSAGE } satisfies ErrorBody);
}

export function registerErrorHandler(app: FastifyInstance, gate?: DatabaseGate): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message };
      if (error.fields) body.fields = error.fields;
      if (error.retryAfterSeconds !== undefined)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        fields[name] ??= issue.message ?? BAD_REQUEST_MESSAGE;
      }
      const first = Object.values(fields)[0] ?? BAD_REQUEST_MESSAGE;
      return reply.status(400).send({ error: first, fields } satisfies ErrorBody);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429)
        return reply.status(429).send({ error: error.message || TOO_MANY_REQUESTS_MESSAGE });
      const message =
        JSON_BODY_ERRORS.has(error.code) || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : (CLIENT_ERROR_MESSAGES[status] ?? BAD_REQUEST_MESSAGE);
      return reply.status(status).send({ error: message } satisfies ErrorBody);
    }

    // The schemas should have refused the value first: a warning, so the gap is seen and closed.
    const refused = valueRefusal(error);
    if (refused) {
      request.log.warn(
        { code: refused.code, constraint: refused.constraint },
        'the database refused a value',
      );
      return refused.kind === 'invalid'
        ? reply.status(400).send({ error: VALUE_REFUSED_MESSAGE } satisfies ErrorBody)
        : reply.status(409).send({ error: CONFLICT_MESSAGE } satisfies ErrorBody);
    }

    if (isDatabaseUnreachable(error)) {
      const away = closesTheGate(error);
      if (away) gate?.markDown();
      request.log.warn(
        { err: error },
        away ? 'the database cannot be reached: answered 503' : 'the database is busy: answered 503',
      );
      return sendDatabaseBusy(reply);
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: UNEXPECTED_ERROR_MESSAGE } satisfies ErrorBody);
  });
}
