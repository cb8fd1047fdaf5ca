/**
 * Demo data: notifications (spec 01 §3). Part of `seedDemoData` (`../demo.ts`); ids in `./ids.ts`.
 */
import type { DemoContext } from './context.ts'
import { notification } from '../builders/content.ts'
import { insertRows } from '../builders/insert.ts'
import { demoUuid } from '../builders/ids.ts'
import { demoIds } from './ids.ts'

/** Seeds the demo notifications. */
export async function seedDemoNotifications(ctx: DemoContext): Promise<void> {
  const { tx, at } = ctx
  const ids = demoIds
  const n = (i: number): string => demoUuid('notification', i)
  await insertRows(tx, 'notifications', [
    // Aino, Helsinki rental: every type the front page shows, all open.
    notification({
      id: ids.ainoArrearNotification,
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'arrear',
      arrear_amount: 152.4,
      is_closeable: false,
      created_at: at(-5, '06:00'),
    }),
    notification({
      id: n(2),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_termination_request_approval_needed',
      termination_request_id: ids.pendingTerminationRequest,
      is_closeable: false,
      created_at: at(-3, '21:08'),
    }),
    notification({
      id: n(3),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'contract_termination_request_tenant_rejected',
      termination_request_id: ids.tenantRejectedTerminationRequest,
      is_closeable: true,
      created_at: at(-73, '07:56'),
    }),
    notification({
      id: n(4),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_termination_request_kenno_rejected',
      termination_request_id: ids.providerRejectedTerminationRequest,
      is_closeable: true,
      created_at: at(-20, '13:31'),
    }),
    notification({
      id: n(5),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'message',
      is_closeable: true,
      created_at: at(-1, '10:24'),
    }),
    notification({
      id: n(6),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_modification_request_approval_needed',
      modification_request_id: ids.pendingModificationRequest,
      is_closeable: false,
      created_at: at(-2, '17:46'),
    }),
    // Aino, older and already closed.
    notification({
      id: n(7),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'message',
      is_closeable: true,
      created_at: at(-48, '14:00'),
      closed_at: at(-47, '19:20'),
    }),
    // Aino, right-of-occupancy home.
    notification({
      id: n(8),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRightOfOccupancyContract,
      priority: 'normal',
      category: 'contract_lifecycle',
      is_closeable: true,
      created_at: at(-14, '09:00'),
    }),
    notification({
      id: n(9),
      user_id: ids.ainoUser,
      contract_id: ids.ainoRightOfOccupancyContract,
      priority: 'normal',
      category: 'normal',
      is_closeable: true,
      created_at: at(-6, '12:00'),
    }),
    // Antti: the requests he created, and the rejection by the provider.
    notification({
      id: n(10),
      user_id: ids.anttiUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'contract_termination_request_created',
      termination_request_id: ids.pendingTerminationRequest,
      is_closeable: true,
      created_at: at(-3, '21:08'),
    }),
    notification({
      id: n(11),
      user_id: ids.anttiUser,
      contract_id: ids.ainoRentalContract,
      priority: 'normal',
      category: 'contract_modification_request_created',
      modification_request_id: ids.pendingModificationRequest,
      is_closeable: true,
      created_at: at(-2, '17:46'),
    }),
    notification({
      id: n(12),
      user_id: ids.anttiUser,
      contract_id: ids.ainoRentalContract,
      priority: 'important',
      category: 'contract_termination_request_kenno_rejected',
      termination_request_id: ids.providerRejectedTerminationRequest,
      is_closeable: true,
      created_at: at(-20, '13:31'),
    }),
    // Mikko.
    notification({
      id: n(13),
      user_id: ids.mikkoUser,
      contract_id: ids.mikkoContract,
      priority: 'normal',
      category: 'message',
      is_closeable: true,
      created_at: at(-4, '15:10'),
    }),
    notification({
      id: n(14),
      user_id: ids.mikkoUser,
      contract_id: ids.mikkoContract,
      priority: 'important',
      category: 'arrear',
      arrear_amount: 48.9,
      is_closeable: false,
      created_at: at(-8, '06:00'),
    }),
  ])
}
