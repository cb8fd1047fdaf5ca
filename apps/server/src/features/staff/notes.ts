/**
 * The staff's internal notes on what residents sent (issue 14: "Internal notes never reach the
 * resident"): a fault report, a question or feedback, a message thread. A note is written with
 * its audit entry in the caller's transaction, so both commit or roll back with the change.
 */
import { audit } from '../../platform/audit.ts'
import type { Queryable } from '../../platform/db/db.ts'
import type { StaffActor } from './access.ts'
import { addNote, type NoteEntity } from './repository.ts'

/**
 * Adds the internal note `body` by `actor` to the record `entityId` (of `entityType`, on contract
 * `contractId`), audited as `staff_note_added`, in the caller's transaction `tx`.
 *
 * @throws the database error.
 */
export async function addInternalNote(
  tx: Queryable,
  actor: StaffActor,
  note: { entityType: NoteEntity; entityId: string; contractId: string; body: string },
  ipAddress: string | null,
): Promise<void> {
  await addNote(tx, note.entityType, note.entityId, actor.userId, note.body)
  await audit(tx, {
    action: 'staff_note_added',
    actorUserId: actor.userId,
    entityType: note.entityType,
    entityId: note.entityId,
    contractId: note.contractId,
    ipAddress,
  })
}
