/**
 * The integration API of issue 22: machine clients of the housing provider's ERP and
 * maintenance systems, separate from the resident and staff API (OpenAPI tag `Integration`).
 *
 * - An administrator creates a client in the staff console (name, scopes, optional allowed IP
 *   ranges); its secret is shown once and can be rotated with an overlap period.
 * - The client gets a short-lived access token with the OAuth 2.0 client-credentials grant
 *   (RFC 6749 §4.4): `POST /api/integration/oauth/token` with HTTP Basic client authentication
 *   and a form body `grant_type=client_credentials&scope=…`; the answer is RFC 6749 §5.1's
 *   `{access_token, token_type, expires_in, scope}`; errors are RFC 6749 §5.2's
 *   `{error: invalid_request | invalid_client | invalid_grant | invalid_scope |
 *   unsupported_grant_type}`.
 * - It calls `/api/integration/v1/*` with `Authorization: Bearer <access token>`. A missing,
 *   wrong, expired or revoked token answers 401 `INVALID_TOKEN` with `WWW-Authenticate: Bearer`
 *   (RFC 6750 §3); a token without the call's scope 403 `INSUFFICIENT_SCOPE`.
 *
 * Bodies of the integration calls refuse unknown fields (a typo in an ERP mapping must not be
 * dropped silently).
 */
import { z } from 'zod'
import { enumField, requiredText, stringField } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { bodyArray, bodyObject, timestampSchema } from '../entities/common.ts'
import type { ErrorCode } from '../errors.ts'

/** OpenAPI tag of every integration call. */
export const integrationTag = 'Integration'

/**
 * Scopes a client may be given (issue 22 item 1): writing master data (properties, buildings,
 * apartments, contracts, contacts), payments and documents; reading and deciding resident
 * requests; reading the event feed.
 */
export const integrationScopes = [
  'master-data:write',
  'payments:write',
  'documents:write',
  'requests:read',
  'requests:decide',
  'events:read',
] as const
/** One scope. */
export type IntegrationScope = (typeof integrationScopes)[number]
/** Schema of a scope. */
export const integrationScopeSchema = z.enum(integrationScopes)

/**
 * The integration API's own error codes (their statuses are in `errorStatus` of `errors.ts`):
 * 401 `INVALID_TOKEN` (with `WWW-Authenticate: Bearer`), 403 `INSUFFICIENT_SCOPE`, 412
 * `PRECONDITION_FAILED` (a stale `If-Match`), 422 `REFERENCE_NOT_FOUND` (`details.field` names
 * the body field), and the bulk report's `INVALID_JSON` and `DUPLICATE_EXTERNAL_ID`.
 */
export const integrationErrorCodes = [
  'INVALID_TOKEN',
  'INSUFFICIENT_SCOPE',
  'PRECONDITION_FAILED',
  'REFERENCE_NOT_FOUND',
  'INVALID_JSON',
  'DUPLICATE_EXTERNAL_ID',
] as const satisfies readonly ErrorCode[]

/**
 * The token endpoint's errors, RFC 6749 §5.2 (lower case, as the RFC spells them):
 * `invalid_client` is 401 with `WWW-Authenticate: Basic`, the others 400.
 */
export const tokenErrorCodes = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'invalid_scope',
  'unsupported_grant_type',
] as const satisfies readonly ErrorCode[]

/** Errors every Bearer-authenticated integration call may answer. */
export const bearerErrors = ['INVALID_TOKEN', 'INSUFFICIENT_SCOPE'] as const

/** Lifetime of an access token in seconds (10 minutes). */
export const accessTokenLifetimeSeconds = 600

// ------------------------------------------------------------------------------------------------
// Clients (staff console, administrators)
// ------------------------------------------------------------------------------------------------

/**
 * An allowed IP range in CIDR notation (`203.0.113.0/24`, `2001:db8::/32`), or a single address
 * (`/32` or `/128` implied). The server parses it fully; this only bounds its shape.
 */
export const cidrSchema = stringField()
  .trim()
  .max(64, { error: 'invalid_string' })
  .regex(/^[0-9A-Fa-f:.]+(\/[0-9]{1,3})?$/, { error: 'invalid_string' })

/** Body of `createIntegrationClient`. */
export const integrationClientBodySchema = bodyObject({
  name: requiredText(100),
  scopes: bodyArray(enumField(integrationScopes)).min(1, { error: 'required' }),
  allowedIpRanges: bodyArray(cidrSchema).max(50, { error: 'invalid_string' }).optional(),
})
/** A new client. */
export type IntegrationClientBody = z.input<typeof integrationClientBodySchema>

/** The public id and the secret of a client: the secret is shown only in this answer. */
export const integrationClientCredentialsSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
})
/** Client credentials. */
export type IntegrationClientCredentials = z.infer<typeof integrationClientCredentialsSchema>

/** One secret of a client as the console lists it (never the secret itself). */
export const integrationClientSecretSchema = z.object({
  id: z.string(),
  createdAt: timestampSchema,
  /** When the secret stops working; null = until rotated. */
  expiresAt: timestampSchema.nullable(),
})

/** A client as the console lists it. */
export const integrationClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(integrationScopeSchema),
  allowedIpRanges: z.array(z.string()),
  createdAt: timestampSchema,
  /** Name of the administrator who created it (null when that account is gone). */
  createdBy: z.string().nullable(),
  disabledAt: timestampSchema.nullable(),
  /** Secrets that still work, newest first. */
  secrets: z.array(integrationClientSecretSchema),
})
/** A listed client. */
export type IntegrationClient = z.infer<typeof integrationClientSchema>

/** Path parameter of one client: its public `clientId`. */
export const integrationClientParamsSchema = z.object({
  clientId: stringField().min(1).max(100),
})

/** Body of `rotateIntegrationClientSecret`: hours the older secrets keep working (0–720). */
export const integrationRotateBodySchema = bodyObject({
  overlapHours: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'invalid_number' })
    .max(720, { error: 'invalid_number' })
    .default(24),
})
/** A rotation. */
export type IntegrationRotateBody = z.input<typeof integrationRotateBodySchema>

/** Answer of a rotation: the new secret (shown once) and when the older ones stop working. */
export const integrationRotateResponseSchema = integrationClientCredentialsSchema.extend({
  previousSecretsExpireAt: timestampSchema,
})

/** `POST /api/staff/integration-clients`: a new client (administrators). */
export const createIntegrationClient = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients',
  body: integrationClientBodySchema,
  response: integrationClientCredentialsSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Create an integration client (the secret is shown once; answers 201)',
  tag: integrationTag,
})

/** `GET /api/staff/integration-clients`: every client, newest first. */
export const integrationClients = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integration-clients',
  response: z.array(integrationClientSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Integration clients',
  tag: integrationTag,
})

/** `POST /api/staff/integration-clients/:clientId/rotate-secret`: a new secret. */
export const rotateIntegrationClientSecret = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients/:clientId/rotate-secret',
  params: integrationClientParamsSchema,
  body: integrationRotateBodySchema,
  response: integrationRotateResponseSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Rotate a client secret; older secrets work for the overlap period',
  tag: integrationTag,
})

/** `POST /api/staff/integration-clients/:clientId/disable`: no more tokens or calls. */
export const disableIntegrationClient = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients/:clientId/disable',
  params: integrationClientParamsSchema,
  response: integrationClientSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Disable a client: its tokens stop working at once',
  tag: integrationTag,
})

// ------------------------------------------------------------------------------------------------
// Token endpoint (RFC 6749 §4.4)
// ------------------------------------------------------------------------------------------------

/**
 * The token request's form fields (`application/x-www-form-urlencoded`). The server checks
 * them itself so that a missing field is RFC 6749's `invalid_request`, and ignores unknown
 * parameters as RFC 6749 §3.2 asks.
 */
export const tokenRequestSchema = z
  .object({
    grant_type: stringField().optional().describe('client_credentials'),
    scope: stringField().optional().describe('space-separated scopes; default: all of the client'),
  })
  .loose()

/** RFC 6749 §5.1 answer. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  /** The granted scopes, space-separated. */
  scope: z.string(),
})
/** An access token answer. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>

/** `POST /api/integration/oauth/token`: client credentials grant. */
export const integrationToken = defineEndpoint({
  method: 'POST',
  path: '/api/integration/oauth/token',
  body: tokenRequestSchema,
  response: tokenResponseSchema,
  errors: [...tokenErrorCodes, 'TOO_MANY_REQUESTS_EXCEPTION'],
  summary:
    'Access token (OAuth 2.0 client credentials, HTTP Basic client authentication, form body)',
  tag: integrationTag,
})
