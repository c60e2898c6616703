/**
 * The Providers page's API, registered inside adminRoutes, whose guard answers 401 and 403
 * before these handlers run.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  providerFormSchema,
  providerIdParams,
  providersResponseSchema,
} from '../../../domain/schemas/dispatch';
import { adminOf } from '../../auth';
import { ADMIN_TAGS } from '../../http/admin-route-parts';
import { addProvider, getProviders, type ProvidersDeps, saveProvider } from './providers.service';

export function providersRoutes(deps: ProvidersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/providers',
      {
        schema: {
          summary: 'Transport providers with their route costs and rides this month, and the latest changes',
          tags: ADMIN_TAGS,
          response: { 200: providersResponseSchema },
        },
      },
      async () => getProviders(deps),
    );

    app.post(
      '/providers',
      {
        schema: {
          summary: 'Add Provider',
          tags: ADMIN_TAGS,
          body: providerFormSchema,
          response: { 201: providersResponseSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addProvider(deps, request.body, adminOf(request).email);
      },
    );

    app.put(
      '/providers/:id',
      {
        schema: {
          summary: 'Save Provider: only what changed is written, with who and when',
          tags: ADMIN_TAGS,
          params: providerIdParams,
          body: providerFormSchema,
          response: { 200: providersResponseSchema },
        },
      },
      async (request) => saveProvider(deps, request.params.id, request.body, adminOf(request).email),
    );
  };
}
