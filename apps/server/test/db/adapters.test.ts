import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { arrayParameter } from '../../src/platform/db/arrays.ts'
import type { Db } from '../../src/platform/db/db.ts'
import { TransactionReentrancyError } from '../../src/platform/db/reentrancy.ts'
import { StatementNameClashError } from '../../src/platform/db/statements.ts'
import { openTestDatabase } from '../helpers/db.ts'

/** True when this run uses PostgreSQL (env DATABASE_URL), false for the embedded PGlite. */
const onPostgres = (process.env.DATABASE_URL ?? '') !== ''

describe(`database adapter (${onPostgres ? 'postgres' : 'pglite'})`, () => {
  let db: Db

  beforeAll(async () => {
    db = await openTestDatabase({ migrate: false })
    await db.query(`create table shapes (
      id serial primary key,
      ts timestamptz, d date, money numeric(12,2), big int8, j jsonb, tags text[],
      days date[], amounts numeric(12,2)[]
    )`)
    await db.query('create table counters (id int primary key, value int not null)')
  })

  afterAll(async () => {
    await db.close()
  })

  it('reports its kind', () => {
    expect(db.kind).toBe(onPostgres ? 'postgres' : 'pglite')
  })

  it('returns timestamps as Date, dates as yyyy-MM-dd, numeric and int8 as number, json as objects', async () => {
    const instant = new Date('2026-11-21T08:30:00.000Z')
    await db.query(
      `insert into shapes (ts, d, money, big, j, tags, days, amounts)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        instant,
        '2026-02-28',
        152.4,
        9007199254740991,
        { arrearAmount: 152.4, nested: [1, 'a'] },
        ['covered', 'ev_charger'],
        ['2026-01-01', '2026-12-31'],
        [1.5, -2.25],
      ],
    )
    const [row] = await db.query('select ts, d, money, big, j, tags, days, amounts from shapes')
    expect(row).toEqual({
      ts: instant,
      d: '2026-02-28',
      money: 152.4,
      big: 9007199254740991,
      j: { arrearAmount: 152.4, nested: [1, 'a'] },
      tags: ['covered', 'ev_charger'],
      days: ['2026-01-01', '2026-12-31'],
      amounts: [1.5, -2.25],
    })
    expect(row?.ts).toBeInstanceOf(Date)
    const [count] = await db.query('select count(*) as n from shapes')
    expect(count).toEqual({ n: 1 })
  })

  it('keeps a date as the calendar day, whatever the time zone', async () => {
    const [row] = await db.query(
      `select date '2026-03-29' as d, '2026-03-29 02:30 Europe/Helsinki'::timestamptz as ts`,
    )
    expect(row?.d).toBe('2026-03-29')
    expect((row?.ts as Date).toISOString()).toBe('2026-03-29T00:30:00.000Z')
  })

  it('runs several statements in one text without params (simple protocol)', async () => {
    const rows = await db.query('select 1 as a; select 2 as b')
    expect(rows).toEqual([{ b: 2 }])
  })

  it('commits a transaction and returns its value', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into counters (id, value) values ($1, $2)', [1, 10])
      const [row] = await tx.query<{ value: number }>('select value from counters where id = 1')
      return row?.value
    })
    expect(value).toBe(10)
    expect(await db.query('select value from counters where id = 1')).toEqual([{ value: 10 }])
  })

  it('rolls the transaction back and rethrows when the callback throws', async () => {
    const failure = new Error('boom')
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into counters (id, value) values ($1, $2)', [2, 20])
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await db.query('select * from counters where id = 2')).toEqual([])
  })

  it('rolls back on a failing statement (constraint violation)', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into counters (id, value) values ($1, $2)', [3, 30])
        await tx.query('insert into counters (id, value) values ($1, $2)', [3, 31])
      }),
    ).rejects.toMatchObject({ code: '23505' })
    expect(await db.query('select * from counters where id = 3')).toEqual([])
  })

  it('refuses to commit when the callback swallowed a failed statement', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into counters (id, value) values ($1, $2)', [4, 40])
        await tx.query('select 1 / 0').catch(() => undefined)
      }),
    ).rejects.toThrow()
    expect(await db.query('select * from counters where id = 4')).toEqual([])
  })

  it('reads an array parameter sent as its literal (arrayParameter), named or not', async () => {
    const texts = ['As Oy "Kuusi"', 'C:\\tmp', 'NULL', '', '{a,b}', 'Väinö 😀', null]
    const sql = `select $1::text[] as texts, $2::uuid[] as ids, $3::boolean[] as flags,
                        $4::numeric[] as amounts, $5::date[] as days`
    const params = [
      arrayParameter(texts),
      arrayParameter(['0192f3a0-7b1c-7d3e-9f00-123456789abc']),
      arrayParameter([true, false, null]),
      arrayParameter([650, 12.5]),
      arrayParameter(['2026-11-29']),
    ]
    const expected = {
      texts,
      ids: ['0192f3a0-7b1c-7d3e-9f00-123456789abc'],
      flags: [true, false, null],
      amounts: [650, 12.5],
      days: ['2026-11-29'],
    }
    expect(await db.query(sql, params)).toEqual([expected])
    expect(await db.query(sql, params, { name: 'test.arrayLiterals' })).toEqual([expected])
    expect(await db.transaction((tx) => tx.query(sql, params))).toEqual([expected])
  })

  it('runs statements sent without awaiting in the order sent, without a driver warning', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)
    process.on('warning', onWarning)
    try {
      const values = await db.transaction(async (tx) => {
        const sent = [5, 6, 7].map((value) =>
          tx.query<{ value: number }>(
            `insert into counters (id, value) values (50, $1)
               on conflict (id) do update set value = excluded.value * 10 + counters.value % 10
             returning value`,
            [value],
          ),
        )
        return (await Promise.all(sent)).map((rows) => rows[0]?.value)
      })
      // Each statement saw the one before it: 5, then 60 + 5, then 70 + 5 % 10.
      expect(values).toEqual([5, 65, 75])
      // One failing statement among them fails the later ones and rolls all back.
      await expect(
        db.transaction(async (tx) => {
          const sent = [
            tx.query('update counters set value = 1 where id = 50'),
            tx.query('select 1 / 0'),
            tx.query('update counters set value = 2 where id = 50'),
          ]
          for (const statement of sent) statement.catch(() => undefined)
          await Promise.all(sent)
        }),
      ).rejects.toThrow()
      expect(await db.query('select value from counters where id = 50')).toEqual([{ value: 75 }])
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([])
    } finally {
      process.off('warning', onWarning)
    }
  })
  it('throws instead of deadlocking when db is used inside its own transaction', async () => {
    await expect(db.transaction(async () => db.query('select 1'))).rejects.toBeInstanceOf(
      TransactionReentrancyError,
    )
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      TransactionReentrancyError,
    )
    // The database is still usable afterwards.
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }])
  })

  it('refuses statements on a finished transaction', async () => {
    let leaked: { query: Db['query'] } | undefined
    await db.transaction(async (tx) => {
      leaked = tx
    })
    await expect(leaked?.query('select 1')).rejects.toThrow('Transaction is closed')
  })

  it('never shows a concurrent query the uncommitted rows of an open transaction', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let signalInserted: () => void = () => {}
    const inserted = new Promise<void>((resolve) => {
      signalInserted = resolve
    })
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into counters (id, value) values ($1, $2)', [5, 50])
      signalInserted()
      await gate
      throw new Error('rolled back on purpose')
    })
    await inserted
    const concurrent = db.query('select count(*) as n from counters where id = 5')
    release()
    await expect(transaction).rejects.toThrow('rolled back on purpose')
    expect(await concurrent).toEqual([{ n: 0 }])
  })

  it('runs a named prepared statement with the value shapes of a plain query', async () => {
    // Parameters of every kind go through the named path's serialisers too.
    await db.query(
      'insert into shapes (ts, d, money, big, j, tags, days, amounts) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        new Date('2026-11-21T10:00:00.000Z'),
        '2026-11-21',
        10.5,
        42,
        { named: true },
        ['a'],
        ['2026-11-22'],
        [0.1],
      ],
      { name: 'test.insert_shape' },
    )
    const text = `select ts, d, money, big, j, tags, days, amounts from shapes
                   where d = $1 order by id`
    const plain = await db.query(text, ['2026-11-21'])
    expect(plain).toEqual([
      {
        ts: new Date('2026-11-21T10:00:00.000Z'),
        d: '2026-11-21',
        money: 10.5,
        big: 42,
        j: { named: true },
        tags: ['a'],
        days: ['2026-11-22'],
        amounts: [0.1],
      },
    ])
    // Twice: the first call prepares, the second only binds and executes.
    expect(await db.query(text, ['2026-11-21'], { name: 'test.shapes' })).toEqual(plain)
    expect(await db.query(text, ['2026-11-21'], { name: 'test.shapes' })).toEqual(plain)
    expect(await db.query(text, ['2000-01-01'], { name: 'test.shapes' })).toEqual([])
    expect(await db.query('select 1 as one', [], { name: 'test.no_params' })).toEqual([{ one: 1 }])
  })

  it('prepares a named statement once per connection', async () => {
    const text = 'select $1::int + 1 as next'
    const prepared = `select count(*) as n from pg_prepared_statements where name = 'test.next'`
    if (onPostgres) {
      // One pooled client for the whole check: names are per connection.
      await db.transaction(async (tx) => {
        expect(await tx.query(text, [1], { name: 'test.next' })).toEqual([{ next: 2 }])
        expect(await tx.query(text, [2], { name: 'test.next' })).toEqual([{ next: 3 }])
        expect(await tx.query(prepared)).toEqual([{ n: 1 }])
      })
    } else {
      expect(await db.query(text, [1], { name: 'test.next' })).toEqual([{ next: 2 }])
      expect(await db.query(text, [2], { name: 'test.next' })).toEqual([{ next: 3 }])
      expect(await db.query(prepared)).toEqual([{ n: 1 }])
    }
  })

  it('refuses one statement name for two SQL texts', async () => {
    await db.query('select $1::int as a', [1], { name: 'test.clash' })
    await expect(db.query('select $1::int as b', [1], { name: 'test.clash' })).rejects.toThrow(
      StatementNameClashError,
    )
  })

  it('reports the error of a named statement and stays usable', async () => {
    const text = 'select 10 / $1::int as q'
    await expect(db.query(text, [0], { name: 'test.divide' })).rejects.toMatchObject({
      code: '22012',
    })
    expect(await db.query(text, [5], { name: 'test.divide' })).toEqual([{ q: 2 }])
    await expect(
      db.query('select from nowhere_at_all where x = $1', [1], { name: 'test.bad' }),
    ).rejects.toMatchObject({ code: '42P01' })
    await expect(
      db.query('insert into counters (id, value) values ($1, $2)', [7, null], {
        name: 'test.insert_counter',
      }),
    ).rejects.toMatchObject({ code: '23502' })
    expect(
      await db.query('insert into counters (id, value) values ($1, $2) returning value', [7, 70], {
        name: 'test.insert_counter_returning',
      }),
    ).toEqual([{ value: 70 }])
    expect(await db.query('select 1 as one')).toEqual([{ one: 1 }])
  })

  it('never shows a named statement the uncommitted rows of an open transaction', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    let signalInserted: () => void = () => {}
    const inserted = new Promise<void>((resolve) => {
      signalInserted = resolve
    })
    const transaction = db.transaction(async (tx) => {
      await tx.query('insert into counters (id, value) values ($1, $2)', [8, 80], {
        name: 'test.insert_in_tx',
      })
      signalInserted()
      await gate
      throw new Error('rolled back on purpose')
    })
    await inserted
    const concurrent = db.query('select count(*) as n from counters where id = $1', [8], {
      name: 'test.count_counter',
    })
    release()
    await expect(transaction).rejects.toThrow('rolled back on purpose')
    expect(await concurrent).toEqual([{ n: 0 }])
  })

  it.runIf(!onPostgres)(
    'serialises PGlite transactions: read-modify-write never loses an update',
    async () => {
      await db.query('insert into counters (id, value) values (6, 0)')
      const increment = () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ value: number }>('select value from counters where id = 6')
          await new Promise((resolve) => setTimeout(resolve, 5))
          await tx.query('update counters set value = $1 where id = 6', [(row?.value ?? 0) + 1])
        })
      await Promise.all([increment(), increment(), increment(), db.query('select 1')])
      expect(await db.query('select value from counters where id = 6')).toEqual([{ value: 3 }])
    },
  )
})
