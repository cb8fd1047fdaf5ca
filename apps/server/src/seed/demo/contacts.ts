/**
 * Demo data: contacts (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import type { ContactsRow } from '../builders/rows.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoScopes, scopeColumns, committee } from './helpers.ts'

/** Seeds the demo contacts. */
export async function seedDemoContacts(ctx: DemoContext): Promise<void> {
  const { everywhere, kallio, leppavaara, tikkurila } = demoScopes
  const { tx } = ctx
  const contacts: ContactsRow[] = [
    {
      ...scopeColumns(everywhere),
      contact_category: 'customer_service',
      name: 'Asukaspalvelu',
      phone_number: '+358 9 310 1000',
      email: 'asukaspalvelu@example.com',
      service_role: 'Asiakaspalvelu arkisin klo 8–16',
      office_name: 'Asukas-palvelukeskus',
      url: 'https://asukas.example.com/asiakaspalvelu',
    },
    {
      ...scopeColumns(everywhere),
      contact_category: 'sales_representative',
      name: 'Jukka Järvinen',
      phone_number: '+358 9 310 1050',
      email: 'vuokraus@example.com',
      service_role: 'Vuokraus ja asunnonvaihdot',
      office_name: 'Vuokrauspalvelut',
      url: null,
    },
    {
      ...scopeColumns(kallio),
      contact_category: 'property_maintenance',
      name: 'Kallion Kiinteistöhuolto Oy',
      phone_number: '+358 9 310 2200',
      email: 'huolto@kallionhuolto.example.com',
      service_role: 'Kiinteistöhuolto ja vikailmoitukset, päivystys 24 h',
      office_name: 'Kallion Kiinteistöhuolto Oy',
      url: 'https://kallionhuolto.example.com',
    },
    {
      ...scopeColumns(kallio),
      contact_category: 'property_management',
      name: 'Minna Salminen',
      phone_number: '+358 9 310 2300',
      email: 'minna.salminen@isannointi.example.com',
      service_role: 'Isännöitsijä',
      office_name: 'Isännöintipalvelu Oy',
      url: null,
    },
    {
      ...scopeColumns(kallio),
      contact_category: 'other',
      name: 'Saunavuorot ja kerhohuone',
      phone_number: null,
      email: 'kerhohuone@kallionhuolto.example.com',
      service_role: 'Varaukset',
      office_name: null,
      url: null,
    },
    ...committee(kallio, [
      ['Pekka', 'Laine', 'chairperson'],
      ['Sofia', 'Heikkinen', 'vice_chairperson'],
      ['Timo', 'Koskinen', 'secretary'],
      ['Anna', 'Saarinen', 'treasurer'],
      ['Olavi', 'Järvinen', 'member'],
    ]),
    {
      ...scopeColumns(leppavaara),
      contact_category: 'property_maintenance',
      name: 'Leppävaaran Huolto Oy',
      phone_number: '+358 9 310 3200',
      email: 'huolto@leppavaaranhuolto.example.com',
      service_role: 'Kiinteistöhuolto',
      office_name: 'Leppävaaran Huolto Oy',
      url: null,
    },
    {
      ...scopeColumns(leppavaara),
      contact_category: 'property_management',
      name: 'Heikki Koskinen',
      phone_number: '+358 9 310 3300',
      email: 'heikki.koskinen@isannointi.example.com',
      service_role: 'Isännöitsijä',
      office_name: 'Isännöintipalvelu Oy',
      url: null,
    },
    {
      ...scopeColumns(leppavaara),
      contact_category: 'sales_representative',
      name: 'Katariina Lehtonen',
      phone_number: '+358 9 310 3400',
      email: 'asumisoikeus@example.com',
      service_role: 'Asumisoikeusasuntojen myynti',
      office_name: 'Asumisoikeuspalvelut',
      url: null,
    },
    ...committee(leppavaara, [
      ['Helena', 'Virtanen', 'contact_person'],
      ['Jari', 'Salminen', 'representative'],
      ['Marja', 'Koskinen', 'board_member'],
      ['Matti', 'Heikkinen', 'supervisor'],
    ]),
    {
      ...scopeColumns(tikkurila),
      contact_category: 'property_maintenance',
      name: 'Tikkurilan Talohuolto Oy',
      phone_number: '+358 9 310 4200',
      email: 'huolto@talohuolto.example.com',
      service_role: 'Kiinteistöhuolto',
      office_name: 'Tikkurilan Talohuolto Oy',
      url: null,
    },
    {
      ...scopeColumns(tikkurila),
      contact_category: 'property_management',
      name: 'Päivi Saarinen',
      phone_number: '+358 9 310 4300',
      email: 'paivi.saarinen@isannointi.example.com',
      service_role: 'Isännöitsijä',
      office_name: 'Isännöintipalvelu Oy',
      url: null,
    },
  ]
  await insertRows(
    tx,
    'contacts',
    contacts.map((contact, i) => ({
      id: demoUuid('contact', i + 1),
      sort_order: i,
      ...contact,
    })),
  )
}
