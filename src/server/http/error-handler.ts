/**
 * The one error handler: AppErrors answer with their status and message; schema validation failures
 * answer 400 with the spec's message per field; other client errors (bad JSON, too large, wrong media
 * type) answer their 4xx with a plain sentence; anything else is logged and answered 500 with a body
 * that reveals nothing.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorBody } from '../errors';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'The request is too large',
  415: 'Send the request body as JSON',
  429: 'Too many requests. Please try again later.',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        fields[name] ??= issue.message;
      }
      const first = Object.values(fields)[0] ?? CLIENT_ERROR_MESSAGES[400];
      return reply.status(400).send({ error: first, fields } satisfies ErrorBody);
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ error: error.message || CLIENT_ERROR_MESSAGES[429] });
      const message =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : (CLIENT_ERROR_MESSAGES[status] ?? CLIENT_ERROR_MESSAGES[400]);
      return reply.status(status).send({ error: message } satisfies ErrorBody);
    }

    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: UNEXPECTED_ERROR_MESSAGE } satisfies ErrorBody);
  });

}
