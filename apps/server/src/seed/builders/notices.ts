/**
 * Builders of fault reports (defect notices, spec 01 §3 "Defect notice" and its events) and of
 * the contacts of a building or real property (spec 01 §3 "Contact").
 */
import { newId } from './ids.ts'
import type { ContactsRow, DefectNoticeEventsRow, DefectNoticesRow } from './rows.ts'

/**
 * A defect notice of `contract_id` in the apartment, status `created`; `notice_number` is the
 * database's own (identity column).
 */
export function defectNotice(
  overrides: Partial<DefectNoticesRow> & Pick<DefectNoticesRow, 'contract_id'>,
): DefectNoticesRow & { id: string } {
  return {
    id: newId(),
    created_by_user_id: null,
    title: 'Vika asunnossa',
    description: 'Vian kuvaus.',
    defect_class_id: null,
    defect_location: 'CONTRACT_TARGET',
    status: 'created',
    has_pets_in_apartment: false,
    master_key_access_allowed: false,
    reporter_phone_number: null,
    reporter_email: null,
    ...overrides,
  }
}

/** An event of `defect_notice_id`; default `created` (a notice's first event). */
export function defectNoticeEvent(
  overrides: Partial<DefectNoticeEventsRow> & Pick<DefectNoticeEventsRow, 'defect_notice_id'>,
): DefectNoticeEventsRow & { id: string } {
  return {
    id: newId(),
    event_type: 'created',
    work_finished_at: null,
    work_order_id: null,
    work_note_description: null,
    ...overrides,
  }
}

/**
 * A contact; global unless `building_id` or `real_property_id` scopes it. Default the property
 * maintenance company.
 */
export function contact(
  overrides: Partial<ContactsRow> & Pick<ContactsRow, 'name'>,
): ContactsRow & { id: string } {
  return {
    id: newId(),
    real_property_id: null,
    building_id: null,
    contact_category: 'property_maintenance',
    phone_number: null,
    email: null,
    service_role: null,
    office_name: null,
    url: null,
    resident_committee_role: null,
    sort_order: 0,
    ...overrides,
  }
}
