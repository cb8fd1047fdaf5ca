/**
 * Demo data: properties, buildings, apartments (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import {
  apartment as apartmentRow,
  building,
  buildingInfo,
  realProperty,
} from '../builders/property.ts'
import { insertRows } from '../builders/insert.ts'
import { demoIds, demoAssetUrls } from './ids.ts'

/** Seeds the demo properties, buildings, apartments. */
export async function seedDemoProperties(ctx: DemoContext): Promise<void> {
  const {
    tx,
    helsinki,
    helsinkiVallila,
    espoo,
    vantaa,
    helsinginkatu,
    sturenkatu,
    saterinkatu,
    tikkurilantie,
    apartment,
  } = ctx
  const ids = demoIds

  await insertRows(tx, 'real_properties', [
    realProperty({
      id: ids.kallioRealProperty,
      name: 'Kallion Helmi',
      property_company_name: `Kiinteistö Oy ${helsinginkatu} 21`,
      property_company_street_address: `${helsinginkatu} 21`,
      property_company_postal_code: '00500',
      property_company_city: helsinki,
    }),
    realProperty({
      id: ids.leppavaaraRealProperty,
      name: 'Leppävaaran Säteri',
      property_company_name: `Asumisoikeusyhdistys ${saterinkatu} 7`,
      property_company_street_address: `${saterinkatu} 7`,
      property_company_postal_code: '02600',
      property_company_city: espoo,
    }),
    realProperty({
      id: ids.tikkurilaRealProperty,
      name: 'Tikkurilan Lehmus',
      property_company_name: `Kiinteistö Oy ${tikkurilantie} 40`,
      property_company_street_address: `${tikkurilantie} 40`,
      property_company_postal_code: '01300',
      property_company_city: vantaa,
    }),
  ])

  await insertRows(tx, 'buildings', [
    building({
      id: ids.helsinginkatuBuilding,
      real_property_id: ids.kallioRealProperty,
      street_name: helsinginkatu,
      street_number: '21',
      building: 'A',
      postal_code: '00500',
      city: helsinki,
      district: 'Kallio',
      district_specifier: 'Harju',
      region: 'Uusimaa',
    }),
    building({
      id: ids.sturenkatuBuilding,
      real_property_id: ids.kallioRealProperty,
      street_name: sturenkatu,
      street_number: '18',
      building: 'B',
      postal_code: '00510',
      city: helsinkiVallila,
      district: 'Alppiharju',
      district_specifier: null,
      region: 'Uusimaa',
    }),
    building({
      id: ids.saterinkatuBuilding,
      real_property_id: ids.leppavaaraRealProperty,
      street_name: saterinkatu,
      street_number: '7',
      building: null,
      postal_code: '02600',
      city: espoo,
      district: 'Leppävaara',
      district_specifier: null,
      region: 'Uusimaa',
    }),
    building({
      id: ids.tikkurilantieBuilding,
      real_property_id: ids.tikkurilaRealProperty,
      street_name: tikkurilantie,
      street_number: '40',
      building: null,
      postal_code: '01300',
      city: vantaa,
      district: 'Tikkurila',
      district_specifier: null,
      region: 'Uusimaa',
    }),
  ])

  await insertRows(tx, 'building_info', [
    buildingInfo({
      building_id: ids.helsinginkatuBuilding,
      construction_date: '1962-09-01',
      floor_count: 6,
      apartment_count: 42,
      real_property_areas_total: 3150.5,
      heating_method: 'district',
      real_property_image_url: demoAssetUrls.helsinginkatuImage,
      internet_operator_office_name: 'Kallion Kuituverkko Oy',
      internet_operator_email: 'asiakaspalvelu@kuituverkko.example.com',
      internet_operator_phone_number: '+358 9 4250 1100',
    }),
    buildingInfo({
      building_id: ids.sturenkatuBuilding,
      construction_date: '1958-05-01',
      floor_count: 5,
      apartment_count: 30,
      real_property_areas_total: 2210,
      heating_method: 'district',
      real_property_image_url: null,
      internet_operator_office_name: 'Kallion Kuituverkko Oy',
      internet_operator_email: 'asiakaspalvelu@kuituverkko.example.com',
      internet_operator_phone_number: '+358 9 4250 1100',
    }),
    buildingInfo({
      building_id: ids.saterinkatuBuilding,
      construction_date: '2018-11-15',
      floor_count: 8,
      apartment_count: 64,
      real_property_areas_total: 4875.25,
      heating_method: 'geothermal',
      real_property_image_url: demoAssetUrls.saterinkatuImage,
      internet_operator_office_name: 'Espoon Taloverkko Oy',
      internet_operator_email: 'tuki@taloverkko.example.com',
      internet_operator_phone_number: '+358 9 8160 2200',
    }),
    buildingInfo({
      building_id: ids.tikkurilantieBuilding,
      construction_date: '1989-03-01',
      floor_count: 4,
      apartment_count: 36,
      real_property_areas_total: 2640,
      heating_method: 'district',
      real_property_image_url: demoAssetUrls.tikkurilantieImage,
      internet_operator_office_name: null,
      internet_operator_email: null,
      internet_operator_phone_number: null,
    }),
  ])

  await insertRows(tx, 'apartments', [
    apartmentRow({
      id: apartment.aino,
      building_id: ids.helsinginkatuBuilding,
      staircase_letter: 'B',
      apartment_number: '34',
      street_address_line1: `${helsinginkatu} 21 B 34`,
      street_address_line2: null,
      postal_code: '00500',
      city: helsinki,
      room_count: 3,
      floor_area: 68.5,
    }),
    apartmentRow({
      id: apartment.ainoRoo,
      building_id: ids.saterinkatuBuilding,
      staircase_letter: 'A',
      apartment_number: '5',
      street_address_line1: `${saterinkatu} 7 A 5`,
      street_address_line2: null,
      postal_code: '02600',
      city: espoo,
      room_count: 2,
      floor_area: 54,
    }),
    apartmentRow({
      id: apartment.mikko,
      building_id: ids.tikkurilantieBuilding,
      staircase_letter: 'C',
      apartment_number: '12',
      street_address_line1: `${tikkurilantie} 40 C 12`,
      street_address_line2: null,
      postal_code: '01300',
      city: vantaa,
      room_count: 1,
      floor_area: 36.5,
    }),
    apartmentRow({
      id: apartment.neighbour,
      building_id: ids.sturenkatuBuilding,
      staircase_letter: 'A',
      apartment_number: '3',
      street_address_line1: `${sturenkatu} 18 A 3`,
      street_address_line2: null,
      postal_code: '00510',
      city: helsinkiVallila,
      room_count: 2,
      floor_area: 49,
    }),
  ])
}
