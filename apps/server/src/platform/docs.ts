/**
 * The OpenAPI document, generated from the contract's zod schemas by
 * `fastify-type-provider-zod`'s `jsonSchemaTransform`, and swagger-ui at `/api/docs`
 * (JSON at `/api/docs/json`). Registered before the routes so every route is collected; each
 * route lists its declared error answers per status (`declaredErrors` of the contract).
 *
 * The pages are served only when the `API_DOCS` setting is on (default on, except in
 * production: issue 8 item 7). The document is generated either way (`app.swagger()`).
 *
 * swagger-ui's assets come from this server (the `@fastify/swagger-ui` package), so its CSP
 * allows only this origin plus the hashes of swagger-ui's own inline script and style: no
 * `https:` sources, no schema validator badge, no framing (issue 8 item 9).
 */
import { errorResponseSchemas, type ErrorCode } from '@asukas/contract'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'

/**
 * The docs pages' CSP: swagger-ui's static policy (with its inline hashes) made same-origin:
 * `https:` sources, the validator host and `upgrade-insecure-requests` (it breaks plain-http
 * localhost) removed, framing refused.
 */
export function docsContentSecurityPolicy(swaggerUiPolicy: string): string {
  return swaggerUiPolicy
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace(/ https:/g, '')
    .replace(/ validator\.swagger\.io/g, '')
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .trim()
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/**
 * `jsonSchemaTransform` plus the route's declared error answers, one response per status
 * (`errorResponseSchemas` of the contract). Only the document gets them: the route keeps its
 * 200 serializer alone, so an error body is never re-serialized.
 */
function withDeclaredErrors(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const route = (input as { route?: { config?: { declaredErrors?: ErrorCode[] } } }).route
  const declared = route?.config?.declaredErrors
  if (declared === undefined || input.schema === undefined) return jsonSchemaTransform(input)
  const response = {
    ...errorResponseSchemas(declared),
    ...(input.schema.response as Record<string, unknown> | undefined),
  }
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, response } })
}

/** Registers @fastify/swagger, and @fastify/swagger-ui when `config.apiDocs` is on. */
export async function registerApiDocs(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Asukas API',
        description:
          'Resident self-service portal. Errors are `{ error: CODE }` (spec 02 §8), listed per call and status; ' +
          'any path may also answer 404 NOT_FOUND, 405 METHOD_NOT_ALLOWED (with `Allow`) and ' +
          '431 REQUEST_HEADERS_TOO_LARGE. Sessions use an HttpOnly cookie.',
        version: '0.0.0',
      },
      servers: [{ url: config.publicUrl }],
    },
    transform: withDeclaredErrors,
  })
  if (!config.apiDocs) return
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: docsContentSecurityPolicy,
    uiConfig: { validatorUrl: null },
  })
}
