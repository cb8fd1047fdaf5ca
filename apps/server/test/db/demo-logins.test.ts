/**
 * Issue 24: the README's demo-login table and the start-up banner (`demoLogins`) are one list,
 * and every login in it exists in the seeded demo data.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoLogins } from '../../src/seed/demo.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

/** The `| login | who |` rows of the README's "Demo logins" section. */
function readmeLogins(): { email: string; description: string }[] {
  const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8')
  const section = readme.slice(
    readme.indexOf('## Demo logins'),
    readme.indexOf('To try registration'),
  )
  return [...section.matchAll(/^\|\s*([a-z.]+@example\.com)\s*\|\s*(.*?)\s*\|$/gm)].map(
    (match) => ({ email: match[1] ?? '', description: match[2] ?? '' }),
  )
}

describe('demo logins', () => {
  it('are the same in the README and the start-up banner', () => {
    expect(readmeLogins()).toEqual(
      demoLogins.map(({ email, description }) => ({ email, description })),
    )
  })

  it('each name a seeded account of its kind', async () => {
    for (const login of demoLogins) {
      const rows = await t.db.query<{ n: number }>(
        `select count(*)::int as n from users u
          where lower(u.email) = $1
            and exists (select 1 from staff_accounts s where s.user_id = u.id) = $2`,
        [login.email, login.role === 'staff'],
      )
      expect(rows[0]?.n, login.email).toBe(1)
    }
  })
})
