/**
 * The resident's unread message count on a contract (issue 26 item 4): the badge of the
 * navigation's Messages entry and of the front page's Messages tile. Kept apart from the
 * messages feature so the layout does not load the message editor; the messages screens
 * invalidate it when a thread is shown.
 */
import { useQuery } from '@tanstack/react-query'
import { messageUnreadCount } from '@asukas/contract/endpoints/message-unread'
import { endpointQuery } from './query-keys.ts'

/**
 * GET /api/contracts/:contractUuid/message-unread-count while `enabled` (messages on); refetched
 * every minute and when the window regains focus, so a reply shows without a reload.
 */
export function useMessageUnreadCount(contractUuid: string, enabled: boolean): number {
  const query = useQuery({
    ...endpointQuery(messageUnreadCount, { params: { contractUuid } }),
    enabled: enabled && contractUuid !== '',
    refetchInterval: 60_000,
  })
  return query.data?.unreadCount ?? 0
}
