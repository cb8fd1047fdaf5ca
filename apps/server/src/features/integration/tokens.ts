/**
 * Access tokens of the integration API (issue 22 item 1): JWTs (RFC 9068 "JWT Profile for OAuth
 * 2.0 Access Tokens": header `typ: at+jwt`; claims `iss`, `aud`, `sub`, `client_id`, `scope`,
 * `iat`, `exp`, `jti`) signed with HMAC-SHA-256 (`HS256`) under the `INTEGRATION_TOKEN_SECRET`
 * setting, via `jose`. They live {@link accessTokenLifetimeSeconds} (10 minutes); the server
 * also checks at every call that the client still exists and is enabled, so disabling a client
 * ends its tokens at once.
 */
import { randomUUID } from 'node:crypto'
import { accessTokenLifetimeSeconds, integrationScopes } from '@asukas/contract'
import type { IntegrationScope } from '@asukas/contract'
import { SignJWT, jwtVerify } from 'jose'

/** The audience of every access token: this API. */
export const tokenAudience = 'asukas-integration'

/** What a valid access token says. */
export interface AccessTokenClaims {
  /** Our uuid of the client (`sub`). */
  clientUuid: string
  /** The public client id (`client_id`). */
  clientId: string
  scopes: IntegrationScope[]
}

/** Signs and verifies access tokens with one key. */
export interface TokenSigner {
  /**
   * A new access token for `claims`, valid from `now` for `accessTokenLifetimeSeconds`.
   *
   * @returns the compact JWT and its lifetime in seconds.
   */
  issue(claims: AccessTokenClaims, now: Date): Promise<{ token: string; expiresIn: number }>
  /**
   * The claims of `token` when its signature, `typ`, issuer, audience and expiry (at `now`) are
   * right and its scopes are known; null otherwise (never throws for a bad token).
   */
  verify(token: string, now: Date): Promise<AccessTokenClaims | null>
}

/**
 * A signer over `secret` (at least 32 characters: config.ts refuses shorter ones).
 *
 * @param issuer the `iss` claim: the deployment's PUBLIC_URL.
 */
export function createTokenSigner(secret: string, issuer: string): TokenSigner {
  const key = new TextEncoder().encode(secret)
  return {
    async issue(claims, now) {
      const iat = Math.floor(now.getTime() / 1000)
      const token = await new SignJWT({
        client_id: claims.clientId,
        scope: claims.scopes.join(' '),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(tokenAudience)
        .setSubject(claims.clientUuid)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + accessTokenLifetimeSeconds)
        .sign(key)
      return { token, expiresIn: accessTokenLifetimeSeconds }
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: 'at+jwt',
          issuer,
          audience: tokenAudience,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat', 'client_id', 'scope'],
          clockTolerance: 0,
        })
        const { sub, client_id: clientId, scope } = payload
        if (typeof sub !== 'string' || typeof clientId !== 'string' || typeof scope !== 'string') {
          return null
        }
        const scopes = scope.split(' ').filter((s) => s !== '')
        if (!scopes.every((s): s is IntegrationScope => isScope(s))) return null
        return { clientUuid: sub, clientId, scopes }
      } catch {
        return null
      }
    },
  }
}

/** True when `value` names an integration scope. */
export function isScope(value: string): value is IntegrationScope {
  return (integrationScopes as readonly string[]).includes(value)
}
