/**
 * Demo data: users (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { user } from '../builders/people.ts'
import { insertRows } from '../builders/insert.ts'
import { demoIds } from './ids.ts'
import { helsinkiTime } from '../dates.ts'

/** Seeds the demo users. */
export async function seedDemoUsers(ctx: DemoContext): Promise<void> {
  const { tx, passwordHash, aino, antti, mikko, staff, hetu, phones } = ctx
  const ids = demoIds
  await insertRows(tx, 'users', [
    user({
      id: ids.ainoUser,
      email: 'aino.virtanen@example.com',
      password_hash: passwordHash,
      first_name: aino.firstName,
      last_name: aino.lastName,
      phone_number: phones.aino,
      role: 'resident',
      confirmed: true,
      identity_provider: 'ftn',
      personal_identity_code: hetu.aino,
      created_at: helsinkiTime('2021-05-20', '18:42'),
    }),
    user({
      id: ids.anttiUser,
      email: 'antti.nieminen@example.com',
      password_hash: passwordHash,
      first_name: antti.firstName,
      last_name: antti.lastName,
      phone_number: phones.antti,
      role: 'resident',
      confirmed: true,
      communication_by_sms: false,
      marketing_allowed: true,
      identity_provider: 'ftn',
      personal_identity_code: hetu.antti,
      created_at: helsinkiTime('2021-05-22', '09:10'),
    }),
    user({
      id: ids.mikkoUser,
      email: 'mikko.korhonen@example.com',
      password_hash: passwordHash,
      first_name: mikko.firstName,
      last_name: mikko.lastName,
      phone_number: phones.mikko,
      role: 'resident',
      confirmed: true,
      identity_provider: 'ftn',
      personal_identity_code: hetu.mikko,
      created_at: helsinkiTime('2019-02-11', '12:05'),
    }),
    user({
      id: ids.staffUser,
      email: 'staff@example.com',
      password_hash: passwordHash,
      first_name: staff.firstName,
      last_name: staff.lastName,
      phone_number: phones.staff,
      role: 'staff',
      identity_provider: null,
      confirmed: true,
      communication_by_sms: false,
      created_at: helsinkiTime('2020-01-02', '08:00'),
    }),
  ])
}
