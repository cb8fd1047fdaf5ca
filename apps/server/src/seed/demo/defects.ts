/**
 * Demo data: defect notices, questions and feedback (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import type { DefectNoticeEventsRow } from '../builders/rows.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'

/** Seeds the demo defect notices, questions and feedback. */
export async function seedDemoDefectNotices(ctx: DemoContext): Promise<void> {
  const { tx, at, phones } = ctx
  const ids = demoIds
  interface DefectSeed {
    n: number
    contract: string
    user: string
    title: string
    description: string
    classId: number | null
    location: 'CONTRACT_TARGET' | 'COMMON_AREA'
    status: 'created' | 'in_progress' | 'completed'
    daysAgo: number
    pets?: boolean
    masterKey?: boolean
    events: readonly {
      type: DefectNoticeEventsRow['event_type']
      daysAgo: number
      time: string
      workOrder?: string
      note?: string
      finished?: boolean
    }[]
  }
  const defects: DefectSeed[] = [
    {
      n: 1,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Keittiön hana vuotaa',
      description:
        'Keittiön hanan juuresta tippuu vettä tiskipöydälle, kun hana on auki. Vuoto on pahentunut viikon aikana.',
      classId: 1,
      location: 'CONTRACT_TARGET',
      status: 'in_progress',
      daysAgo: 4,
      masterKey: true,
      events: [
        { type: 'created', daysAgo: 4, time: '08:12' },
        { type: 'work_order_linked', daysAgo: 4, time: '09:40', workOrder: 'TT-2611-0412' },
        { type: 'work_order_started', daysAgo: 2, time: '10:05', workOrder: 'TT-2611-0412' },
      ],
    },
    {
      n: 2,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Parvekkeen oven tiiviste on irti',
      description: 'Parvekkeen oven tiiviste on irronnut yläreunasta ja ovesta vetää.',
      classId: null,
      location: 'CONTRACT_TARGET',
      status: 'created',
      daysAgo: 1,
      pets: true,
      events: [{ type: 'created', daysAgo: 1, time: '19:31' }],
    },
    {
      n: 3,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Eteisen kattovalaisin ei syty',
      description: 'Eteisen kattovalaisin ei syty, vaikka lamppu on vaihdettu.',
      classId: 4,
      location: 'CONTRACT_TARGET',
      status: 'completed',
      daysAgo: 21,
      masterKey: true,
      events: [
        { type: 'created', daysAgo: 21, time: '07:55' },
        { type: 'work_order_linked', daysAgo: 21, time: '08:30', workOrder: 'TT-2610-1187' },
        {
          type: 'work_note_created',
          daysAgo: 19,
          time: '13:20',
          workOrder: 'TT-2610-1187',
          note: 'Valaisimen liitin vaihdettu, valaisin toimii.',
        },
        {
          type: 'work_order_completed',
          daysAgo: 19,
          time: '13:25',
          workOrder: 'TT-2610-1187',
          finished: true,
        },
        { type: 'completed', daysAgo: 19, time: '13:26', finished: true },
      ],
    },
    {
      n: 4,
      contract: ids.ainoRentalContract,
      user: ids.anttiUser,
      title: 'B-rapun ulko-ovi ei lukitu',
      description: 'B-rapun ulko-ovi jää raolleen eikä lukitu itsestään.',
      classId: 11,
      location: 'COMMON_AREA',
      status: 'in_progress',
      daysAgo: 9,
      events: [
        { type: 'created', daysAgo: 9, time: '22:10' },
        { type: 'work_order_linked', daysAgo: 8, time: '08:00', workOrder: 'TT-2611-0218' },
        { type: 'work_order_accepted', daysAgo: 8, time: '08:45', workOrder: 'TT-2611-0218' },
      ],
    },
    {
      n: 5,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Makuuhuoneen patteri on kylmä',
      description: 'Makuuhuoneen patteri ei lämpene, vaikka termostaatti on täysillä.',
      classId: 2,
      location: 'CONTRACT_TARGET',
      status: 'completed',
      daysAgo: 45,
      events: [
        { type: 'created', daysAgo: 45, time: '18:03' },
        { type: 'work_order_linked', daysAgo: 44, time: '08:15', workOrder: 'TT-2610-0301' },
        {
          type: 'work_note_created',
          daysAgo: 43,
          time: '11:00',
          workOrder: 'TT-2610-0301',
          note: 'Patteri ilmattu ja venttiili avattu.',
        },
        { type: 'completed', daysAgo: 43, time: '11:10', finished: true },
      ],
    },
    {
      n: 6,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Kylpyhuoneen lattiakaivo haisee',
      description: 'Lattiakaivosta tulee viemärin hajua iltaisin.',
      classId: 12,
      location: 'CONTRACT_TARGET',
      status: 'created',
      daysAgo: 0,
      events: [{ type: 'created', daysAgo: 0, time: '07:20' }],
    },
    {
      n: 7,
      contract: ids.ainoRentalContract,
      user: ids.ainoUser,
      title: 'Pihan valaisin rikki',
      description: 'Pihan leikkipaikan valaisin ei pala.',
      classId: 4,
      location: 'COMMON_AREA',
      status: 'completed',
      daysAgo: 120,
      events: [
        { type: 'created', daysAgo: 120, time: '20:40' },
        { type: 'completed', daysAgo: 115, time: '14:00', finished: true },
      ],
    },
    {
      n: 8,
      contract: ids.ainoRightOfOccupancyContract,
      user: ids.ainoUser,
      title: 'Saunan kiuas ei lämpene',
      description: 'Kiuas ei lämpene, sulakkeet ovat kunnossa.',
      classId: 4,
      location: 'CONTRACT_TARGET',
      status: 'created',
      daysAgo: 2,
      events: [{ type: 'created', daysAgo: 2, time: '16:45' }],
    },
    {
      n: 9,
      contract: ids.mikkoContract,
      user: ids.mikkoUser,
      title: 'Jääkaapin ovi ei sulkeudu',
      description: 'Jääkaapin oven tiiviste on haljennut, ovi jää auki.',
      classId: 3,
      location: 'CONTRACT_TARGET',
      status: 'in_progress',
      daysAgo: 6,
      events: [
        { type: 'created', daysAgo: 6, time: '12:00' },
        { type: 'work_order_linked', daysAgo: 5, time: '09:00', workOrder: 'TT-2611-0333' },
      ],
    },
  ]
  await insertRows(
    tx,
    'defect_notices',
    defects.map((defect) => ({
      id: demoUuid('defectNotice', defect.n),
      contract_id: defect.contract,
      created_by_user_id: defect.user,
      title: defect.title,
      description: defect.description,
      defect_class_id: defect.classId,
      defect_location: defect.location,
      status: defect.status,
      has_pets_in_apartment: defect.pets ?? false,
      master_key_access_allowed: defect.masterKey ?? false,
      reporter_phone_number:
        defect.user === ids.anttiUser
          ? phones.antti
          : defect.user === ids.mikkoUser
            ? phones.mikko
            : phones.aino,
      reporter_email:
        defect.user === ids.anttiUser
          ? 'antti.nieminen@example.com'
          : defect.user === ids.mikkoUser
            ? 'mikko.korhonen@example.com'
            : 'aino.virtanen@example.com',
      created_at: at(-defect.daysAgo, defect.events[0]?.time ?? '12:00'),
      updated_at: at(
        -(defect.events.at(-1)?.daysAgo ?? defect.daysAgo),
        defect.events.at(-1)?.time ?? '12:00',
      ),
    })),
  )
  let eventNumber = 0
  await insertRows(
    tx,
    'defect_notice_events',
    defects.flatMap((defect) =>
      defect.events.map((event) => ({
        id: demoUuid('defectNoticeEvent', ++eventNumber),
        defect_notice_id: demoUuid('defectNotice', defect.n),
        event_type: event.type,
        created_at: at(-event.daysAgo, event.time),
        work_finished_at: event.finished === true ? at(-event.daysAgo, event.time) : null,
        work_order_id: event.workOrder ?? null,
        work_note_description: event.note ?? null,
      })),
    ),
  )

  await insertRows(tx, 'feedback_question_notices', [
    {
      id: demoUuid('feedbackQuestionNotice', 1),
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      notice_type: 'feedback',
      defect_class_id: 20,
      title: 'Kiitos nopeasta korjauksesta',
      description: 'Eteisen valaisin korjattiin kahdessa päivässä. Kiitos huoltomiehelle!',
      status: 'completed',
      reporter_phone_number: phones.aino,
      reporter_email: 'aino.virtanen@example.com',
      created_at: at(-18, '20:02'),
      updated_at: at(-15, '09:30'),
    },
    {
      id: demoUuid('feedbackQuestionNotice', 2),
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      notice_type: 'question',
      defect_class_id: 21,
      title: 'Saako parvekkeelle asentaa lasituksen?',
      description: 'Haluaisimme parvekelasit omalla kustannuksella. Tarvitaanko lupa?',
      status: 'in_progress',
      reporter_phone_number: phones.aino,
      reporter_email: 'aino.virtanen@example.com',
      created_at: at(-7, '18:40'),
      updated_at: at(-6, '10:00'),
    },
    {
      id: demoUuid('feedbackQuestionNotice', 3),
      contract_id: ids.mikkoContract,
      created_by_user_id: ids.mikkoUser,
      notice_type: 'question',
      defect_class_id: 21,
      title: 'Pyykkituvan varaaminen',
      description: 'Miten pyykkitupavuoron voi varata?',
      status: 'created',
      reporter_phone_number: phones.mikko,
      reporter_email: 'mikko.korhonen@example.com',
      created_at: at(-1, '21:15'),
      updated_at: at(-1, '21:15'),
    },
  ])
}
