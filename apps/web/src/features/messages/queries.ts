/** TanStack Query hooks of messages (spec 02 §7 message-timeline, send-message). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SendMessageBody } from '@asukas/contract'
import { messageThread, messageThreads, sendMessage } from '@asukas/contract/endpoints/messages'
import { apiRequest, readQuery } from '../../shared/api/client.ts'

/** Query keys of messages. */
export const messageKeys = {
  threads: () => ['messageThreads'] as const,
  thread: (threadId: string) => ['messageThreads', threadId] as const,
}

/** The resident's threads, newest activity first. */
export function useMessageThreads() {
  return useQuery({
    queryKey: messageKeys.threads(),
    ...readQuery(messageThreads),
  })
}

/** One thread. */
export function useMessageThread(threadId: string) {
  return useQuery({
    queryKey: messageKeys.thread(threadId),
    ...readQuery(messageThread, { params: { threadId } }),
  })
}

/** Sends a message or a reply; invalidates the threads (and so the thread itself). */
export function useSendMessage(contractUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SendMessageBody) =>
      apiRequest(sendMessage, { params: { contractUuid }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.threads() }),
  })
}
