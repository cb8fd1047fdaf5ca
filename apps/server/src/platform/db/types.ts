/**
 * How both database adapters turn PostgreSQL text values into JS values, so that repositories see
 * the same shapes on PGlite and on node-postgres:
 *
 * | PostgreSQL type            | JS value                                                  |
 * |----------------------------|-----------------------------------------------------------|
 * | timestamptz, timestamp     | `Date` (the drivers' default)                              |
 * | date                       | `'yyyy-MM-dd'` string (a Helsinki business date, no time)  |
 * | numeric (money: 12,2)      | `number` (euros; exact to the cent for amounts < 2^53)    |
 * | bigint (int8, `count(*)`)  | `number`                                                  |
 * | json, jsonb                | parsed object (the drivers' default)                      |
 * | arrays of the above        | arrays of the same                                        |
 *
 * The type ids are PostgreSQL's fixed built-in OIDs (`pg_type.oid`).
 */

/** Built-in PostgreSQL type OIDs that get a custom parser. */
export const pgTypeOids = {
  int8: 20,
  date: 1082,
  numeric: 1700,
  int8Array: 1016,
  dateArray: 1182,
  numericArray: 1231,
} as const

/** A parser of one PostgreSQL text value. */
export type ValueParser = (value: string) => unknown

/** `date` stays the text PostgreSQL sends (ISO `yyyy-MM-dd` with the default DateStyle). */
export const parseDate: ValueParser = (value) => value

/** `numeric` and `int8` become JS numbers. */
export const parseNumber: ValueParser = (value) => Number(value)

/** Parsers of scalar types, keyed by OID. Array types are wired by each adapter. */
export const scalarParsers: Readonly<Record<number, ValueParser>> = {
  [pgTypeOids.int8]: parseNumber,
  [pgTypeOids.date]: parseDate,
  [pgTypeOids.numeric]: parseNumber,
}

/** Array type OID -> element parser. */
export const arrayParsers: Readonly<Record<number, ValueParser>> = {
  [pgTypeOids.int8Array]: parseNumber,
  [pgTypeOids.dateArray]: parseDate,
  [pgTypeOids.numericArray]: parseNumber,
}
