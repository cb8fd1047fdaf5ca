/**
 * The shape of one HTTP call of the Asukas API (spec 02 §7), shared by the server (route
 * registration and validation), the web client (request building and response parsing) and the
 * OpenAPI document served at `/api/docs`.
 *
 * Paths use Fastify's `:name` syntax and always begin with `/api`. Where spec 02 §7 names a call
 * but not its path, the path is `/api/` plus the call's name in kebab-case.
 */
import type { z } from 'zod'
import type { ErrorCode } from './errors.ts'

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'

/** Definition of one call: method, path pattern and the zod schemas of each part. */
export interface EndpointDef {
  method: HttpMethod
  /** Path pattern with `:param` segments, e.g. `/api/contracts/:contractUuid`. */
  path: string
  /** Schema of the path parameters; its keys must match the `:param` segments. */
  params?: z.ZodType
  /** Schema of the query string. */
  query?: z.ZodType
  /** Schema of the JSON request body. */
  body?: z.ZodType
  /** Schema of the 2xx JSON answer. */
  response: z.ZodType
  /** One line for the OpenAPI document. */
  summary: string
  /** OpenAPI tag, normally the feature name. */
  tag: string
  /**
   * The error codes this call answers beyond those the platform gives every call of its shape
   * and access level (`declaredErrors` of `endpoint-errors.ts`: validation, session, CSRF,
   * impersonation, membership, body size and type, 500, 503). Each code's status is
   * `errorStatus[code]`. The server refuses to answer a code a call does not declare (checked
   * in test mode, issue 8 item 8); the OpenAPI document lists them per status.
   */
  errors?: readonly ErrorCode[]
}

/** Identity helper that keeps the literal types of an endpoint definition. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint
}

/**
 * Names of the `:param` segments of a path pattern, as an object type. Values are strings, or
 * numbers (e.g. a page or notice number); `buildPath` turns them into text.
 */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>

/**
 * Fills a path pattern with parameter values, URI-encoding each value.
 *
 * @throws Error when a parameter named in the pattern is missing (a programming error).
 */
export function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number | undefined>
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`)
    return encodeURIComponent(String(value))
  })
}

/** Request body type of an endpoint (`undefined` when it has none). */
export type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined
/** Query type of an endpoint (`undefined` when it has none). */
export type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined
/** Parsed response type of an endpoint. */
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>
