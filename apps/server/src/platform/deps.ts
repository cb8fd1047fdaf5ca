/** What every feature plugin receives: the validated settings and the database. */
import type { Config } from './config.ts'
import type { Db } from './db/db.ts'

/** Options passed to each feature plugin by `buildApp`. */
export interface AppDeps {
  config: Config
  db: Db
}
