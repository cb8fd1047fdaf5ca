/**
 * A machine client of the integration API for the API tests: created by an administrator
 * through `POST /api/staff/integration-clients`, with an access token from the token endpoint
 * (OAuth 2.0 client credentials, HTTP Basic), and calls with `Authorization: Bearer`.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { call } from './app.ts'

/** A client and its access token. */
export interface IntegrationTestClient {
  clientId: string
  clientSecret: string
  accessToken: string
}

/**
 * Creates a client with `scopes` as the administrator of `adminCookie` and gets a token for them.
 *
 * @throws Error when a step does not answer as expected.
 */
export async function integrationClient(
  app: FastifyInstance,
  adminCookie: string,
  scopes: string[],
): Promise<IntegrationTestClient> {
  const created = await call(app, {
    method: 'POST',
    url: '/api/staff/integration-clients',
    cookie: adminCookie,
    payload: { name: `ERP ${scopes.join(' ')}`, scopes },
  })
  if (created.statusCode !== 201) {
    throw new Error(`client creation answered ${created.statusCode} ${created.body}`)
  }
  const { clientId, clientSecret } = created.json<{ clientId: string; clientSecret: string }>()
  const token = await app.inject({
    method: 'POST',
    url: '/api/integration/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: scopes.join(' '),
    }).toString(),
  })
  if (token.statusCode !== 200) {
    throw new Error(`token endpoint answered ${token.statusCode} ${token.body}`)
  }
  return {
    clientId,
    clientSecret,
    accessToken: token.json<{ access_token: string }>().access_token,
  }
}

/** `app.inject` as the machine client (Bearer token; JSON body for writes). */
export function machineCall(
  app: FastifyInstance,
  client: IntegrationTestClient,
  options: { method?: InjectOptions['method']; url: string; payload?: unknown },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: {
      authorization: `Bearer ${client.accessToken}`,
      ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
  })
}
