/**
 * Demo data: messages (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { messageEntry, messageThread } from '../builders/content.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'

/** Seeds the demo messages. */
export async function seedDemoMessages(ctx: DemoContext): Promise<void> {
  const { tx, at } = ctx
  const ids = demoIds
  const thread2 = demoUuid('messageThread', 2)
  const thread3 = demoUuid('messageThread', 3)
  await insertRows(tx, 'message_threads', [
    messageThread({
      id: ids.ainoMessageThread,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      subject: 'Parvekkeen lasitus',
      created_at: at(-6, '18:20'),
      last_entry_at: at(-1, '10:23'),
    }),
    messageThread({
      id: thread2,
      contract_id: ids.ainoRentalContract,
      created_by_user_id: ids.ainoUser,
      subject: 'Autopaikan vaihto pysäköintihalliin',
      created_at: at(-50, '20:00'),
      last_entry_at: at(-47, '09:15'),
    }),
    messageThread({
      id: thread3,
      contract_id: ids.mikkoContract,
      created_by_user_id: ids.mikkoUser,
      subject: 'Pyykkituvan varauslista',
      created_at: at(-5, '19:00'),
      last_entry_at: at(-4, '15:09'),
    }),
  ])
  const entry = (i: number): string => demoUuid('messageEntry', i)
  await insertRows(tx, 'message_entries', [
    messageEntry({
      id: entry(1),
      thread_id: ids.ainoMessageThread,
      entry_type: 'IncomingEmailMessage',
      message_id: `<${entry(1)}@asukas.example.com>`,
      sender_user_id: ids.ainoUser,
      title: 'Parvekkeen lasitus',
      html_content:
        '<p>Hei,</p><p>saako parvekkeelle asentaa lasituksen omalla kustannuksella? Tarvitaanko siihen lupa?</p><p>Terveisin Aino Virtanen</p>',
      created_at: at(-6, '18:20'),
    }),
    messageEntry({
      id: entry(2),
      thread_id: ids.ainoMessageThread,
      entry_type: 'OutgoingEmailMessage',
      message_id: `<${entry(2)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'VS: Parvekkeen lasitus',
      html_content:
        '<p>Hei Aino,</p><p>parvekelasitukseen tarvitaan isännöitsijän lupa. Lähetämme lupahakemuksen sähköpostiisi.</p><p>Ystävällisin terveisin<br>Asukaspalvelu</p>',
      created_at: at(-1, '10:23'),
    }),
    messageEntry({
      id: entry(3),
      thread_id: thread2,
      entry_type: 'IncomingEmailMessage',
      message_id: `<${entry(3)}@asukas.example.com>`,
      sender_user_id: ids.ainoUser,
      title: 'Autopaikan vaihto pysäköintihalliin',
      html_content: '<p>Voisinko vaihtaa pihapaikan hallipaikkaan, jossa on latauspiste?</p>',
      created_at: at(-50, '20:00'),
    }),
    messageEntry({
      id: entry(4),
      thread_id: thread2,
      entry_type: 'ManualEmailConversation',
      message_id: `<${entry(4)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'Puhelinkeskustelu: autopaikan vaihto',
      html_content: '<p>Asukkaalle soitettu: hallipaikka H01 vapautuu, paikanvaihto sovittu.</p>',
      created_at: at(-48, '14:00'),
    }),
    messageEntry({
      id: entry(5),
      thread_id: thread2,
      entry_type: 'OutgoingEmailMessage',
      message_id: `<${entry(5)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'VS: Autopaikan vaihto pysäköintihalliin',
      html_content:
        '<p>Hallipaikka H01 on nyt varattu sinulle. Latauksen hinta sisältyy paikan hintaan.</p>',
      created_at: at(-47, '09:15'),
    }),
    messageEntry({
      id: entry(6),
      thread_id: thread3,
      entry_type: 'IncomingEmailMessage',
      message_id: `<${entry(6)}@asukas.example.com>`,
      sender_user_id: ids.mikkoUser,
      title: 'Pyykkituvan varauslista',
      html_content: '<p>Pyykkituvan varauslista puuttuu ovesta. Mistä vuoron voi varata?</p>',
      created_at: at(-5, '19:00'),
    }),
    messageEntry({
      id: entry(7),
      thread_id: thread3,
      entry_type: 'OutgoingEmailMessage',
      message_id: `<${entry(7)}@asukas.example.com>`,
      sender_user_id: ids.staffUser,
      title: 'VS: Pyykkituvan varauslista',
      html_content: '<p>Uusi varauslista on viety pyykkituvan oveen. Kiitos ilmoituksesta!</p>',
      created_at: at(-4, '15:09'),
    }),
  ]) // Aino has read the parking thread; the balcony thread's reply is unread (issue 26 item 4),
  // and her message notification (seeded with the notifications) is the one that reply raised.
  await insertRows(tx, 'message_thread_reads', [
    { user_id: ids.ainoUser, thread_id: thread2, read_at: at(-47, '09:15') },
  ])
  await tx.query(
    `UPDATE notifications SET message_thread_id = $1
      WHERE user_id = $2 AND contract_id = $3 AND category = 'message'`,
    [ids.ainoMessageThread, ids.ainoUser, ids.ainoRentalContract],
  )
}
