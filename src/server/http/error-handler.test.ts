import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import {
  CONFLICT_MESSAGE,
  registerErrorHandler,
  UNEXPECTED_ERROR_MESSAGE,
  VALUE_REFUSED_MESSAGE,
} from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/form',
    {
      schema: {
        body: z.object({
          firstName: z.string().trim().min(1, 'First name is required'),
          email: z.email('Invalid email address'),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError('conflict', 'This booking can no longer be paid', { status: 'expired' });
  });
  app.get('/limited', async () => {
    throw new AppError('rate-limited', 'Too many requests. Please try again later.', undefined, {
      retryAfterSeconds: 89.2,
    });
  });
  // As Drizzle throws a driver's error: its own, with PostgreSQL's answer as the cause.
  app.get<{ Params: { code: string } }>('/database/:code', async (request) => {
    throw new Error('Failed query: insert into "bookings" ...', {
      cause: Object.assign(new Error('postgres said no'), {
        code: request.params.code,
        constraint: 'bookings_passengers_check',
      }),
    });
  });
  app.get('/boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it('answers a validation failure with 400, the first message and a message per field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { firstName: '  ', email: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'First name is required',
      fields: { firstName: 'First name is required', email: 'Invalid email address' },
    });
  });

  it('answers an AppError with its status, message and fields', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This booking can no longer be paid',
      fields: { status: 'expired' },
    });
  });

  it('answers a rate-limited AppError with 429 and Retry-After in whole seconds', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('90');
    expect(response.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  });

  it.each([
    ['22021', 'a NUL character in a text'],
    ['22003', 'a number out of range'],
    ['22P02', 'text that is not a number'],
    ['23514', 'a CHECK constraint'],
    ['23502', 'a missing value'],
  ])('answers a database refusal of a value (%s, %s) with 400 and a clear message', async (code) => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: `/database/${code}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: VALUE_REFUSED_MESSAGE });
    expect(response.body).not.toContain('bookings');
  });

  it.each([['23505'], ['23503']])('answers a database conflict (%s) with 409', async (code) => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: `/database/${code}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: CONFLICT_MESSAGE });
  });

  it('answers a database going away (57P01, a lost connection) with 503, Retry-After and the outage sentence', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/database/57P01' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: 'The service is busy. Please try again in a moment.' });
  });

  it('still answers a database failure that is neither about a value nor an outage with 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/database/42P01' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: UNEXPECTED_ERROR_MESSAGE });
  });

  it('answers an unexpected failure with 500 and a body that reveals nothing', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: UNEXPECTED_ERROR_MESSAGE });
    expect(response.body).not.toContain('secret');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Send the request body as JSON' });
  });
});
