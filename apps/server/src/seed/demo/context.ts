/**
 * What every part of the demo seed shares: the transaction, "today" and date helpers, the demo
 * password hash, the places (postal cities and street names from the reference data), the
 * apartments, and the people (names, identity codes of the 900-999 range, phone numbers).
 */
import type { Queryable } from '../../platform/db/db.ts'
import { demoUuid } from '../builders/ids.ts'
import { addDays, helsinkiTime } from '../dates.ts'
import { identityCode, personName, postalCity, streetName } from '../reference.ts'
import { demoIds } from './ids.ts'

/** Demo phone numbers, in the spec 02 §5 format (+ and 7-15 digits, single spaces). */
export const demoPhones = {
  aino: '+358 40 123 4567',
  antti: '+358 50 765 4321',
  mikko: '+358 44 234 5678',
  leena: '+358 40 987 6543',
  staff: '+358 9 310 1234',
  paivi: '+358 45 321 7654',
} as const

/** The shared state of one demo seeding; see {@link demoContext}. */
export type DemoContext = ReturnType<typeof demoContext>

/**
 * Builds the context of one seeding.
 *
 * @param tx the seeding transaction.
 * @param today `yyyy-MM-dd` (Europe/Helsinki): dates are placed relative to it.
 * @param passwordHash argon2id hash of `demoPassword`, computed once for all demo users.
 */
export function demoContext(tx: Queryable, today: string, passwordHash: string) {
  const d = (days: number): string => addDays(today, days)
  return {
    tx,
    today,
    passwordHash,
    ids: demoIds,
    /** `today` plus `days` (negative: in the past), `yyyy-MM-dd`. */
    d,
    /** That day at `time` (`HH:mm`) in Helsinki, as an ISO 8601 instant. */
    at: (days: number, time: string): string => helsinkiTime(d(days), time),
    helsinki: postalCity('00500'),
    helsinkiVallila: postalCity('00510'),
    espoo: postalCity('02600'),
    vantaa: postalCity('01300'),
    helsinginkatu: streetName('Helsinginkatu'),
    sturenkatu: streetName('Sturenkatu'),
    saterinkatu: streetName('Säterinkatu'),
    tikkurilantie: streetName('Tikkurilantie'),
    apartment: {
      aino: demoUuid('apartment', 1),
      ainoRoo: demoUuid('apartment', 2),
      mikko: demoUuid('apartment', 3),
      neighbour: demoUuid('apartment', 4),
    },
    aino: personName('Aino', 'Virtanen'),
    antti: personName('Antti', 'Nieminen'),
    mikko: personName('Mikko', 'Korhonen'),
    emilia: personName('Emilia', 'Nieminen'),
    leena: personName('Leena', 'Mäkinen'),
    staff: personName('Johanna', 'Lehtonen'),
    hetu: {
      aino: identityCode('020594X902N'),
      antti: identityCode('040594V9030'),
      mikko: identityCode('100190-999P'),
      emilia: identityCode('030516D9026'),
      leena: identityCode('010101A900R'),
    },
    phones: demoPhones,
  }
}
