/**
 * What of the staff console's resident mail is not yet in a feature: a contract's recipients and
 * the plain text of a rich-text answer (the messages feature takes them). Telling a resident is
 * the staff feature's (`features/staff/notify.ts`), re-exported here while the concept features
 * move off this folder (ADR 0033).
 */
import type { Queryable } from '../../platform/db/db.ts'
import { toRecipient, type Recipient } from '../staff/index.ts'

export { mailResident, recipientOf, notifyResident, type Recipient } from '../staff/index.ts'

/** Every resident account on the contract (tenants with a portal account). */
export async function contractRecipients(q: Queryable, contractId: string): Promise<Recipient[]> {
  const rows = await q.query<Parameters<typeof toRecipient>[0]>(
    `SELECT DISTINCT u.id, u.email, u.first_name, u.locale, u.communication_by_email
       FROM tenants t JOIN users u ON u.id = t.user_id
      WHERE t.contract_id = $1 AND u.role = 'resident'
      ORDER BY u.email`,
    [contractId],
  )
  return rows.map(toRecipient)
}

/** Plain text of sanitised rich text, for mails (tags dropped, entities of `<`, `&` decoded). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h[2-6])\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
