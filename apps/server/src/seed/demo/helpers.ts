/**
 * Small helpers of the demo seed: name and scope columns, resident committee contacts, ASCII
 * and slug forms of Finnish text.
 */
import type { ContactsRow } from '../builders/rows.ts'
import { personName } from '../reference.ts'
import { demoIds } from './ids.ts'

/** The scopes of scoped demo rows (bulletins, documents, contacts): global, property, building. */
export const demoScopes = {
  everywhere: {},
  kallio: { realPropertyId: demoIds.kallioRealProperty },
  leppavaara: { realPropertyId: demoIds.leppavaaraRealProperty },
  tikkurila: { realPropertyId: demoIds.tikkurilaRealProperty },
  helsinginkatu21: { buildingId: demoIds.helsinginkatuBuilding },
} as const

/** `{ first_name, last_name }` columns of a demo person. */
export function nameColumns(person: { firstName: string; lastName: string }): {
  first_name: string
  last_name: string
} {
  return { first_name: person.firstName, last_name: person.lastName }
}

/** The scope columns of a scoped row (bulletin, document, contact). */
export function scopeColumns(scope: { realPropertyId?: string; buildingId?: string }): {
  real_property_id: string | null
  building_id: string | null
} {
  return { real_property_id: scope.realPropertyId ?? null, building_id: scope.buildingId ?? null }
}

/** Resident committee contacts of a real property: [first name, last name, role]. */
export function committee(
  scope: { realPropertyId?: string; buildingId?: string },
  members: readonly [
    first: string,
    last: string,
    role: NonNullable<ContactsRow['resident_committee_role']>,
  ][],
): ContactsRow[] {
  return members.map(([first, last, role]) => {
    const name = personName(first, last)
    return {
      ...scopeColumns(scope),
      contact_category: 'resident_committee',
      name: `${name.firstName} ${name.lastName}`,
      phone_number: null,
      email: `${ascii(first)}.${ascii(last)}@example.com`,
      service_role: 'Asukastoimikunta',
      office_name: null,
      url: null,
      resident_committee_role: role,
    }
  })
}

/** Lower-case ASCII for e-mail local parts and file names (ä -> a, ö -> o, å -> a). */
export function ascii(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** A file-name slug: `Asukaskokouksen pöytäkirja, syksy` -> `asukaskokouksen-poytakirja-syksy`. */
export function slug(name: string): string {
  const [base = '', extension] = name.split(/\.(?=[a-z0-9]+$)/)
  const slugged = ascii(base)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return extension === undefined ? slugged : `${slugged}.${extension}`
}
