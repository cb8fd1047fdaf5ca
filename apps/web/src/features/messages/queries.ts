/** TanStack Query hooks of messages (spec 02 §7 message-timeline, send-message). */
import { useEffect } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MessageThread, SendMessageBody } from '@asukas/contract'
import { messageUnreadCount } from '@asukas/contract/endpoints/message-unread'
import { messageThread, messageThreads, sendMessage } from '@asukas/contract/endpoints/messages'
import { notifications } from '@asukas/contract/endpoints/user'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery, invalidate, queryKeyOf } from '../../shared/api/query-keys.ts'

/**
 * The resident's threads, newest activity first. Reading the list closes the message
 * notifications that name no thread (server side), so the notifications are read again.
 */
export function useMessageThreads() {
  const queryClient = useQueryClient()
  const query = useQuery(endpointQuery(messageThreads))
  const { dataUpdatedAt } = query
  useEffect(() => {
    if (dataUpdatedAt === 0) return
    void invalidate(queryClient, notifications)
  }, [dataUpdatedAt, queryClient])
  return query
}

/**
 * One thread. The server marks it read and closes the notifications it raised when it answers
 * (issue 26 items 4 and 5), so each answer updates the thread's count in the list and reads the
 * unread counts and the notifications again.
 */
export function useMessageThread(threadId: string) {
  const queryClient = useQueryClient()
  const query = useQuery(endpointQuery(messageThread, { params: { threadId } }))
  const { data, dataUpdatedAt } = query
  useEffect(() => {
    if (!data || dataUpdatedAt === 0) return
    queryClient.setQueryData<MessageThread[]>(queryKeyOf(messageThreads), (list) =>
      list?.map((thread) =>
        thread.id === data.id ? { ...thread, unreadCount: data.unreadCount } : thread,
      ),
    )
    void invalidate(queryClient, messageUnreadCount)
    void invalidate(queryClient, notifications)
  }, [data, dataUpdatedAt, queryClient])
  return query
}

/** Sends a message or a reply; invalidates the threads and every thread read. */
export function useSendMessage(contractUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendMessageBody) =>
      apiRequest(sendMessage, { params: { contractUuid }, body }),
    onSuccess: () =>
      Promise.all([
        invalidate(queryClient, messageThreads),
        invalidate(queryClient, messageThread),
      ]),
  })
}
