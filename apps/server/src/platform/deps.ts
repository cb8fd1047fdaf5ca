/** What every feature plugin receives: settings, database, clock, mail, identity and limits. */
import type { Clock } from './clock.ts'
import type { Config } from './config.ts'
import type { Db } from './db/db.ts'
import type { FilesService } from './files/service.ts'
import type { IdentityCallbackRegistry } from './identity-callback.ts'
import type { IdentityService } from './identity/oidc-client.ts'
import type { Mailer } from './mail/mailer.ts'
import type { AccountLimits } from './rate-limit.ts'

/** Options passed to each feature plugin by `buildApp`. */
export interface AppDeps {
  config: Config
  db: Db
  /** The time source of the account machinery (tests move it). */
  clock: Clock
  /** Writes mail to the outbox (SMTP worker or dev mailbox). */
  mailer: Mailer
  /** Strong identification (OIDC relying party). */
  identity: IdentityService
  /** Handlers of `GET /api/identity/callback` by flow kind. */
  identityCallbacks: IdentityCallbackRegistry
  /** Uploads, file storage and signed download addresses (`platform/files`). */
  files: FilesService
  /** Rate limits of code sending and checking and of e-mail changes. */
  limits: AccountLimits
}
