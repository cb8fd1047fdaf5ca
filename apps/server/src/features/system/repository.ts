/** Database access of the system feature. */
import type { Queryable } from '../../platform/db/db.ts'

/** Runs `SELECT 1`; resolves true when the database answers, rejects with the driver's error. */
export async function pingDatabase(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ ok: number }>('SELECT 1 AS ok')
  return rows[0]?.ok === 1
}
