/**
 * Builds the Fastify app. It never listens: main.ts starts it, and tests drive it with `app.inject`.
 */
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BRAND_NAME } from '../domain/brand';
import { authRoutes } from './auth/auth.routes';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './health/health.routes';
import { registerErrorHandler } from './http/error-handler';
import { pricesRoutes } from './prices/prices.routes';
import { registerWebApp } from './site/serve-web-app';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The server's clock; tests pass a fixed one. */
  now?: () => Date;
}

export async function buildApp(
  deps: AppDependencies,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // Bodies of this product are small forms; anything bigger is a mistake or an attack.
    bodyLimit: 64 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: `${BRAND_NAME} API`, version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes({ database }));
      await api.register(pricesRoutes({ db: database.db }));
      await api.register(authRoutes());
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
