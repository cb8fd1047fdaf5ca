/**
 * Demo data: termination and modification requests (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'
import { addDays, addMonths, endOfMonth } from '../dates.ts'
import { bankAccount } from '../reference.ts'

/** Seeds the demo termination and modification requests. */
export async function seedDemoRequests(ctx: DemoContext): Promise<void> {
  const { tx, today, d, at, espoo, saterinkatu, aino, antti, phones } = ctx
  const ids = demoIds
  const ainoAccount = bankAccount('FI2839390030337828')
  const anttiAccount = bankAccount('FI5542345670000081')
  const rentalEnd = endOfMonth(addMonths(today, 1))
  await insertRows(tx, 'termination_requests', [
    {
      id: ids.tenantRejectedTerminationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      status: 'rejected',
      termination_reason: 'move_to_right_of_occupancy',
      moving_out_date: endOfMonth(addMonths(today, -1)),
      end_date: endOfMonth(addMonths(today, -1)),
      giving_contact_info_allowed: true,
      master_key_access_allowed: true,
      has_pets_in_apartment: false,
      displays_self: false,
      contact_email: 'aino.virtanen@example.com',
      contact_phone_number: phones.aino,
      created_at: at(-75, '20:14'),
      updated_at: at(-73, '07:55'),
      decided_at: at(-73, '07:55'),
    },
    {
      id: ids.providerRejectedTerminationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      status: 'rejected',
      termination_reason: 'move_to_right_of_occupancy',
      moving_out_date: endOfMonth(today),
      end_date: endOfMonth(today),
      giving_contact_info_allowed: true,
      master_key_access_allowed: false,
      has_pets_in_apartment: true,
      displays_self: true,
      display_start_date: d(-28),
      display_end_date: d(-21),
      additional_details: 'Kissa asuu asunnossa, näyttöjen aikana se on kuljetuslaatikossa.',
      contact_email: 'aino.virtanen@example.com',
      contact_phone_number: phones.aino,
      created_at: at(-35, '19:02'),
      updated_at: at(-20, '13:30'),
      decided_at: at(-20, '13:30'),
      decided_by_user_id: ids.staffUser,
    },
    {
      id: ids.pendingTerminationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.anttiUser,
      status: 'pending_tenant_approval',
      termination_reason: 'move_to_right_of_occupancy',
      moving_out_date: addDays(rentalEnd, -3),
      end_date: rentalEnd,
      giving_contact_info_allowed: true,
      master_key_access_allowed: true,
      has_pets_in_apartment: true,
      displays_self: false,
      additional_details:
        'Muutamme Espoon asumisoikeusasuntoon. Avaimet palautetaan huoltoyhtiölle.',
      contact_email: 'antti.nieminen@example.com',
      contact_phone_number: phones.antti,
      new_address_recipient_name: `${antti.firstName} ${antti.lastName}`,
      new_address_street_address: `${saterinkatu} 7 A 5`,
      new_address_postal_code: '02600',
      new_address_city: espoo,
      created_at: at(-3, '21:07'),
      updated_at: at(-3, '21:07'),
    },
  ])
  await insertRows(tx, 'termination_request_beneficiaries', [
    {
      id: demoUuid('beneficiary', 1),
      termination_request_id: ids.pendingTerminationRequest,
      tenant_id: ids.anttiRentalTenant,
      beneficiary_name: `${antti.firstName} ${antti.lastName}`,
      iban: anttiAccount.iban,
      bic: anttiAccount.bic,
      return_percentage: 50,
      email: 'antti.nieminen@example.com',
      phone_number: phones.antti.replaceAll(' ', ''),
    },
    {
      id: demoUuid('beneficiary', 2),
      termination_request_id: ids.pendingTerminationRequest,
      tenant_id: ids.ainoRentalTenant,
      beneficiary_name: `${aino.firstName} ${aino.lastName}`,
      iban: ainoAccount.iban,
      bic: ainoAccount.bic,
      return_percentage: 50,
      email: 'aino.virtanen@example.com',
      phone_number: phones.aino.replaceAll(' ', ''),
    },
  ])

  await insertRows(tx, 'modification_requests', [
    {
      id: ids.pendingModificationRequest,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.anttiUser,
      status: 'pending_tenant_approval',
      description: 'Antti muuttaa pois, Aino ja Emilia jatkavat asumista.',
      in_effect: endOfMonth(today),
      created_at: at(-2, '17:45'),
      updated_at: at(-2, '17:45'),
    },
  ])
  await insertRows(tx, 'modification_remove_tenant_events', [
    {
      id: demoUuid('modificationEvent', 1),
      modification_request_id: ids.pendingModificationRequest,
      remove_tenant_id: ids.anttiRentalTenant,
    },
  ])

  await insertRows(tx, 'tenant_approvals', [
    {
      id: demoUuid('tenantApproval', 1),
      termination_request_id: ids.tenantRejectedTerminationRequest,
      tenant_id: ids.anttiRentalTenant,
      decision: 'rejected',
      decided_by_user_id: ids.anttiUser,
      decided_at: at(-73, '07:55'),
      created_at: at(-75, '20:14'),
    },
    {
      id: demoUuid('tenantApproval', 2),
      termination_request_id: ids.providerRejectedTerminationRequest,
      tenant_id: ids.anttiRentalTenant,
      decision: 'accepted',
      decided_by_user_id: ids.anttiUser,
      decided_at: at(-34, '08:12'),
      created_at: at(-35, '19:02'),
    },
    {
      id: demoUuid('tenantApproval', 3),
      termination_request_id: ids.pendingTerminationRequest,
      tenant_id: ids.ainoRentalTenant,
      decision: 'pending',
      created_at: at(-3, '21:07'),
    },
    {
      id: demoUuid('tenantApproval', 4),
      modification_request_id: ids.pendingModificationRequest,
      tenant_id: ids.ainoRentalTenant,
      decision: 'pending',
      created_at: at(-2, '17:45'),
    },
  ])
}
