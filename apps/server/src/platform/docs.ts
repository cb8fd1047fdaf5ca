/**
 * The OpenAPI document, generated from the contract's zod schemas by
 * `fastify-type-provider-zod`'s `jsonSchemaTransform`, and swagger-ui at `/api/docs`
 * (JSON at `/api/docs/json`). Registered before the routes so every route is collected.
 */
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'

/** Registers @fastify/swagger and @fastify/swagger-ui. */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Asukas API',
        description:
          'Resident self-service portal. Errors are `{ error: CODE }` (spec 02 §8); sessions use an HttpOnly cookie.',
        version: '0.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // swagger-ui's policy, minus upgrade-insecure-requests (it breaks plain-http localhost).
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  })
}
