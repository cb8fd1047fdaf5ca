/**
 * Demo data: the special cases of spec 01 §3 around one resident, Päivi Laine
 * (`paivi.laine@example.com`): a signed rental that has not started yet (status `signed`), the
 * rental of a deceased tenant handled by his estate (`is_estate_contract`, a termination
 * disallowed reason), the right-of-occupancy home of a ward whose guardian of interests she is
 * (`has_guardian_of_interests`), and a rental whose contract party and payer is a company
 * (`tenant_type` `company`). Built with the typed builders of `../builders/`.
 */
import { demoUuid } from '../builders/ids.ts'
import { insertRows } from '../builders/insert.ts'
import { contract, finnishReferenceNumber } from '../builders/contract.ts'
import { companyTenant, personTenant, user } from '../builders/people.ts'
import { apartment } from '../builders/property.ts'
import { notification } from '../builders/content.ts'
import { addMonths, helsinkiTime, startOfMonth } from '../dates.ts'
import { identityCode, personName } from '../reference.ts'
import type { DemoContext } from './context.ts'
import { nameColumns } from './helpers.ts'

/** Seeds Päivi Laine and her four contracts. */
export async function seedDemoSpecialCases(ctx: DemoContext): Promise<void> {
  const { tx, ids, today, at, passwordHash, phones } = ctx
  const paivi = personName('Päivi', 'Laine')
  const matti = personName('Matti', 'Koskinen')
  const olavi = personName('Olavi', 'Heikkinen')
  const email = 'paivi.laine@example.com'
  const paiviHetu = identityCode('071162-999L')
  const nextMonth = startOfMonth(addMonths(today, 1))

  await insertRows(tx, 'users', [
    user({
      id: ids.paiviUser,
      email,
      password_hash: passwordHash,
      first_name: paivi.firstName,
      last_name: paivi.lastName,
      phone_number: phones.paivi,
      personal_identity_code: paiviHetu,
      created_at: helsinkiTime('2022-03-14', '17:20'),
    }),
  ])

  const flat = {
    upcoming: apartment(
      {
        id: demoUuid('apartment', 5),
        building_id: ids.tikkurilantieBuilding,
        staircase_letter: 'A',
        apartment_number: '3',
        postal_code: '01300',
        city: ctx.vantaa,
        room_count: 2,
        floor_area: 47.5,
      },
      { street_name: ctx.tikkurilantie, street_number: '40' },
    ),
    estate: apartment(
      {
        id: demoUuid('apartment', 6),
        building_id: ids.sturenkatuBuilding,
        staircase_letter: 'B',
        apartment_number: '8',
        postal_code: '00510',
        city: ctx.helsinkiVallila,
        room_count: 1,
        floor_area: 33,
      },
      { street_name: ctx.sturenkatu, street_number: '18' },
    ),
    guardian: apartment(
      {
        id: demoUuid('apartment', 7),
        building_id: ids.saterinkatuBuilding,
        staircase_letter: 'B',
        apartment_number: '12',
        postal_code: '02600',
        city: ctx.espoo,
        room_count: 2,
        floor_area: 52,
      },
      { street_name: ctx.saterinkatu, street_number: '7' },
    ),
    company: apartment(
      {
        id: demoUuid('apartment', 8),
        building_id: ids.helsinginkatuBuilding,
        staircase_letter: 'A',
        apartment_number: '2',
        postal_code: '00500',
        city: ctx.helsinki,
        room_count: 3,
        floor_area: 71,
      },
      { street_name: ctx.helsinginkatu, street_number: '21' },
    ),
  }
  await insertRows(tx, 'apartments', Object.values(flat))

  await insertRows(tx, 'contracts', [
    contract({
      id: ids.paiviUpcomingContract,
      apartment_id: flat.upcoming.id,
      status: 'signed',
      start_date: nextMonth,
      reference_number: finnishReferenceNumber('2026120311'),
    }),
    contract({
      id: ids.paiviEstateContract,
      apartment_id: flat.estate.id,
      start_date: '2008-04-01',
      is_estate_contract: true,
      reference_number: finnishReferenceNumber('2008040188'),
    }),
    contract({
      id: ids.paiviGuardianContract,
      apartment_id: flat.guardian.id,
      contract_type: 'right_of_occupancy',
      start_date: '2019-10-01',
      has_guardian_of_interests: true,
      reference_number: finnishReferenceNumber('2019100712'),
    }),
    contract({
      id: ids.paiviCompanyContract,
      apartment_id: flat.company.id,
      start_date: '2024-01-01',
      reference_number: finnishReferenceNumber('2024010221'),
    }),
  ])

  const paiviAs = (n: number, contractId: string, startDate: string, asTenant: boolean) =>
    personTenant({
      id: demoUuid('tenant', n),
      contract_id: contractId,
      start_date: startDate,
      ...nameColumns(paivi),
      tenant_role: asTenant ? 'tenant' : 'non_tenant',
      is_contract_party: asTenant,
      is_payer: asTenant,
      email,
      phone_number: phones.paivi,
      birth_date: '1962-11-07',
      personal_identity_code: paiviHetu,
      user_id: ids.paiviUser,
    })
  await insertRows(tx, 'tenants', [
    paiviAs(7, ids.paiviUpcomingContract, nextMonth, true),
    // The estate: the deceased tenant's row ended; Päivi is the estate's contact person.
    personTenant({
      id: demoUuid('tenant', 8),
      contract_id: ids.paiviEstateContract,
      start_date: '2008-04-01',
      ...nameColumns(matti),
      is_payer: true,
      birth_date: '1938-02-11',
    }),
    paiviAs(9, ids.paiviEstateContract, '2008-04-01', false),
    // The ward lives in the home and is its contract party; Päivi acts as his guardian.
    personTenant({
      id: demoUuid('tenant', 10),
      contract_id: ids.paiviGuardianContract,
      start_date: '2019-10-01',
      ...nameColumns(olavi),
      is_payer: true,
      birth_date: '1945-06-30',
    }),
    paiviAs(11, ids.paiviGuardianContract, '2019-10-01', false),
    companyTenant({
      id: ids.companyTenant,
      contract_id: ids.paiviCompanyContract,
      start_date: '2024-01-01',
      company_name: 'Laineen Kukka Oy',
      business_identity_code: '1234567-1',
      email: 'laskutus@laineenkukka.example.com',
    }),
    personTenant({
      ...paiviAs(13, ids.paiviCompanyContract, '2024-01-01', true),
      is_contract_party: false,
      is_payer: false,
    }),
  ])

  await insertRows(tx, 'notifications', [
    notification({
      id: demoUuid('notification', 40),
      user_id: ids.paiviUser,
      contract_id: ids.paiviUpcomingContract,
      category: 'contract_lifecycle',
      created_at: at(-3, '09:00'),
    }),
  ])
}
