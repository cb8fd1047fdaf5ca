/**
 * Helpers of the integration API tests (issue 22): an administrator creates a client through
 * `POST /api/staff/integration-clients`, the client gets a token from
 * `POST /api/integration/oauth/token`, and calls go out with `Authorization: Bearer`.
 */
import type { IntegrationClientBody } from '@asukas/contract'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { call, staffLogin } from './app.ts'

/** A client's credentials as created. */
export interface TestClient {
  clientId: string
  clientSecret: string
}

/** The session cookie of the demo administrator (yllapito@example.com). */
export function administratorCookie(app: FastifyInstance): Promise<string> {
  return staffLogin(app, staffConsoleDemoLogins.administrator)
}

/**
 * Creates a client as the administrator of `cookie`.
 *
 * @throws Error when the answer is not 201.
 */
export async function createTestClient(
  app: FastifyInstance,
  cookie: string,
  body: IntegrationClientBody,
): Promise<TestClient> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/staff/integration-clients',
    cookie,
    payload: body,
  })
  if (response.statusCode !== 201) {
    throw new Error(`creating a client answered ${response.statusCode} ${response.body}`)
  }
  return response.json<TestClient>()
}

/** The `Authorization: Basic` value of a client id and secret (RFC 6749 §2.3.1). */
export function basicAuth(clientId: string, secret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+')
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`
}

/** Asks the token endpoint for a token (form body); the raw answer. */
export function requestToken(
  app: FastifyInstance,
  client: TestClient,
  form: Record<string, string> = { grant_type: 'client_credentials' },
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/integration/oauth/token',
    headers: {
      authorization: basicAuth(client.clientId, client.clientSecret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(form).toString(),
    ...(remoteAddress ? { remoteAddress } : {}),
  })
}

/**
 * An access token of `client` (all its scopes, or `scope`).
 *
 * @throws Error when the token endpoint does not answer 200.
 */
export async function accessToken(
  app: FastifyInstance,
  client: TestClient,
  scope?: string,
): Promise<string> {
  const form: Record<string, string> = { grant_type: 'client_credentials' }
  if (scope !== undefined) form.scope = scope
  const response = await requestToken(app, client, form)
  if (response.statusCode !== 200) {
    throw new Error(`token endpoint answered ${response.statusCode} ${response.body}`)
  }
  return response.json<{ access_token: string }>().access_token
}
