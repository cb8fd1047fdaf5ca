import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Real reference data for the demo seed, read from the small verbatim extracts in `data/`
 * (sources and licences in `data/README.md`). Every lookup throws when asked for a value that is
 * not in the extracts, so the demo data cannot drift away from real names, codes and banks.
 */

const dataDir = join(import.meta.dirname, 'data')

function lines(file: string): string[] {
  return readFileSync(join(dataDir, file), 'utf8')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
}

function tsvRows(file: string): Record<string, string>[] {
  const [header, ...rows] = lines(file)
  const columns = (header ?? '').split('\t')
  return rows.map((row) => {
    const cells = row.split('\t')
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']))
  })
}

function requireValue<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo reference data has no ${what}`)
  return value
}

/** Personal identity codes with individual numbers 900-999 (DVV temporary/test range). */
export const demoIdentityCodes: readonly string[] = lines('hetu_demo.txt')

/** Valid Finnish IBANs (electronic form) of `data/iban_demo.txt`. */
export const demoIbans: readonly string[] = lines('iban_demo.txt')

const banks = tsvRows('banks_demo.tsv')
const postalCodes = tsvRows('postal_codes_demo.tsv')
const streets = tsvRows('street_names_demo.tsv')
const firstNames = new Set(tsvRows('first_names_demo.tsv').flatMap((r) => [r.male, r.female]))
const lastNames = new Set(lines('last_names_demo.txt'))

/** A personal identity code of the demo list; throws for any other (e.g. a 002-899 code). */
export function identityCode(code: string): string {
  return requireValue(
    demoIdentityCodes.find((c) => c === code),
    `identity code ${code}`,
  )
}

/** A Finnish bank account: IBAN, the BIC of its bank (by the 3-digit prefix), and bank name. */
export interface DemoBankAccount {
  iban: string
  bic: string
  bankName: string
}

/**
 * The demo IBAN `iban` with its bank, looked up by the account number's first three digits
 * (Finance Finland's monetary institution codes).
 */
export function bankAccount(iban: string): DemoBankAccount {
  const known = requireValue(
    demoIbans.find((i) => i === iban),
    `IBAN ${iban}`,
  )
  const prefix = known.slice(4, 7)
  const bank = requireValue(
    banks.find((b) => b.prefix3 === prefix),
    `bank with prefix ${prefix}`,
  )
  return { iban: known, bic: bank.bic ?? '', bankName: bank.name ?? '' }
}

/** The municipality (Finnish name, e.g. `Helsinki`) of a street-address postal code. */
export function postalCity(postalCode: string): string {
  const row = requireValue(
    postalCodes.find((p) => p.postcode === postalCode && p.type_code === '1'),
    `postal code ${postalCode}`,
  )
  return row.municipal_name_fi ?? ''
}

/** A real Helsinki-region street name in Finnish (checked against the HSL list). */
export function streetName(nameFi: string): string {
  return requireValue(streets.find((s) => s.name_fi === nameFi)?.name_fi, `street ${nameFi}`)
}

/** A person's name built from DVV's common first and last names; throws for other names. */
export function personName(first: string, last: string): { firstName: string; lastName: string } {
  if (!firstNames.has(first)) throw new Error(`Demo reference data has no first name ${first}`)
  if (!lastNames.has(last)) throw new Error(`Demo reference data has no last name ${last}`)
  return { firstName: first, lastName: last }
}
