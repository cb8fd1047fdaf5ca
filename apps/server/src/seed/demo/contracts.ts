/**
 * Demo data: contracts and tenants (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { personTenant } from '../builders/people.ts'
import { contract } from '../builders/contract.ts'
import { insertRows } from '../builders/insert.ts'
import { demoIds } from './ids.ts'
import { bankAccount } from '../reference.ts'
import { nameColumns } from './helpers.ts'
import { finnishReferenceNumber } from '../builders/contract.ts'

/** Seeds the demo contracts and tenants. */
export async function seedDemoContracts(ctx: DemoContext): Promise<void> {
  const { tx, apartment, aino, antti, mikko, emilia, leena, hetu, phones } = ctx
  const ids = demoIds
  await insertRows(tx, 'contracts', [
    contract({
      id: ids.ainoRentalContract,
      apartment_id: apartment.aino,
      contract_type: 'rental',
      status: 'active',
      start_date: '2021-06-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2021060134'),
    }),
    contract({
      id: ids.ainoRightOfOccupancyContract,
      apartment_id: apartment.ainoRoo,
      contract_type: 'right_of_occupancy',
      status: 'active',
      start_date: '2024-09-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2024090705'),
      collateral_bank_name: bankAccount('FI2112345600000785').bankName,
      is_collateral: true,
    }),
    contract({
      id: ids.mikkoContract,
      apartment_id: apartment.mikko,
      contract_type: 'rental',
      status: 'active',
      start_date: '2019-03-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2019030412'),
    }),
    contract({
      id: ids.neighbourContract,
      apartment_id: apartment.neighbour,
      contract_type: 'rental',
      status: 'active',
      start_date: '2023-02-01',
      end_date: null,
      reference_number: finnishReferenceNumber('2023020183'),
    }),
  ])

  await insertRows(tx, 'tenants', [
    personTenant({
      id: ids.ainoRentalTenant,
      contract_id: ids.ainoRentalContract,
      ...nameColumns(aino),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'aino.virtanen@example.com',
      phone_number: phones.aino,
      birth_date: '1994-05-02',
      personal_identity_code: hetu.aino,
      start_date: '2021-06-01',
      user_id: ids.ainoUser,
    }),
    personTenant({
      id: ids.anttiRentalTenant,
      contract_id: ids.ainoRentalContract,
      ...nameColumns(antti),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: false,
      email: 'antti.nieminen@example.com',
      phone_number: phones.antti,
      birth_date: '1994-05-04',
      personal_identity_code: hetu.antti,
      start_date: '2021-06-01',
      user_id: ids.anttiUser,
    }),
    personTenant({
      id: ids.emiliaRentalTenant,
      contract_id: ids.ainoRentalContract,
      ...nameColumns(emilia),
      tenant_role: 'tenant',
      is_contract_party: false,
      is_payer: false,
      email: null,
      phone_number: null,
      non_disclosure: true,
      birth_date: '2016-05-03',
      personal_identity_code: hetu.emilia,
      start_date: '2021-06-01',
      user_id: null,
    }),
    personTenant({
      id: ids.ainoRightOfOccupancyTenant,
      contract_id: ids.ainoRightOfOccupancyContract,
      ...nameColumns(aino),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'aino.virtanen@example.com',
      phone_number: phones.aino,
      birth_date: '1994-05-02',
      personal_identity_code: hetu.aino,
      start_date: '2024-09-01',
      user_id: ids.ainoUser,
    }),
    personTenant({
      id: ids.mikkoTenant,
      contract_id: ids.mikkoContract,
      ...nameColumns(mikko),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'mikko.korhonen@example.com',
      phone_number: phones.mikko,
      birth_date: '1990-01-10',
      personal_identity_code: hetu.mikko,
      start_date: '2019-03-01',
      user_id: ids.mikkoUser,
    }),
    personTenant({
      id: ids.neighbourTenant,
      contract_id: ids.neighbourContract,
      ...nameColumns(leena),
      tenant_role: 'tenant',
      is_contract_party: true,
      is_payer: true,
      email: 'leena.makinen@example.com',
      phone_number: phones.leena,
      birth_date: '2001-01-01',
      personal_identity_code: hetu.leena,
      start_date: '2023-02-01',
      user_id: null,
    }),
  ])
}
