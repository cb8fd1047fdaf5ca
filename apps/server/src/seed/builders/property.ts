/**
 * Builders of the property rows (spec 01 §3 "Building info", Contract.postalAddress): real
 * property with its property company, building, building info and apartment. Each takes the
 * row's required references and any overrides; everything else has a plausible default.
 */
import { newId } from './ids.ts'
import type { ApartmentsRow, BuildingInfoRow, BuildingsRow, RealPropertiesRow } from './rows.ts'

/** A real property; default a Helsinki property company. */
export function realProperty(overrides: Partial<RealPropertiesRow> = {}): RealPropertiesRow & {
  id: string
} {
  return {
    id: newId(),
    name: 'Testitalo',
    property_company_name: 'Kiinteistö Oy Testitalo',
    property_company_street_address: 'Helsinginkatu 1',
    property_company_postal_code: '00500',
    property_company_city: 'Helsinki',
    ...overrides,
  }
}

/** A building of `real_property_id`; default Helsinginkatu 1, 00500 Helsinki. */
export function building(
  overrides: Partial<BuildingsRow> & Pick<BuildingsRow, 'real_property_id'>,
): BuildingsRow & { id: string } {
  return {
    id: newId(),
    street_name: 'Helsinginkatu',
    street_number: '1',
    building: null,
    postal_code: '00500',
    city: 'Helsinki',
    district: 'Kallio',
    district_specifier: null,
    region: 'Uusimaa',
    ...overrides,
  }
}

/** The building info of `building_id`; default a 1960s district-heated block. */
export function buildingInfo(
  overrides: Partial<BuildingInfoRow> & Pick<BuildingInfoRow, 'building_id'>,
): BuildingInfoRow {
  return {
    construction_date: '1962-09-01',
    floor_count: 5,
    apartment_count: 30,
    real_property_areas_total: 2200,
    heating_method: 'district',
    real_property_image_url: null,
    internet_operator_office_name: null,
    internet_operator_email: null,
    internet_operator_phone_number: null,
    ...overrides,
  }
}

/**
 * An apartment of `building_id`. The printed address line defaults to the building's street,
 * number, staircase and apartment number when `street` is given.
 */
export function apartment(
  overrides: Partial<ApartmentsRow> & Pick<ApartmentsRow, 'building_id'>,
  street?: { street_name: string; street_number: string },
): ApartmentsRow & { id: string } {
  const staircase = overrides.staircase_letter ?? 'A'
  const number = overrides.apartment_number ?? '1'
  const line1 = street
    ? `${street.street_name} ${street.street_number} ${staircase} ${number}`
    : `Helsinginkatu 1 ${staircase} ${number}`
  return {
    id: newId(),
    staircase_letter: staircase,
    apartment_number: number,
    street_address_line1: line1,
    street_address_line2: null,
    postal_code: '00500',
    city: 'Helsinki',
    room_count: 2,
    floor_area: 50,
    ...overrides,
  }
}
