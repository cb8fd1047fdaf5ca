/**
 * TanStack Query hooks of questions and feedback (spec 02 §7). Creating invalidates the list it
 * adds to and retries once like fault reports (`retryOnce` of `features/defect-notices`).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { FeedbackBody, QuestionBody } from '@asukas/contract'
import {
  createFeedback,
  createQuestion,
  feedback,
  feedbacks,
  question,
  questions,
} from '@asukas/contract/endpoints/feedback-questions'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery, invalidate } from '../../shared/api/query-keys.ts'
import { retryOnce } from '../defect-notices/index.ts'

/** The resident's feedback or questions on the contract, newest first. */
export function useFeedbackQuestions(contractUuid: string, kind: 'feedback' | 'question') {
  return useQuery(
    endpointQuery(kind === 'feedback' ? feedbacks : questions, { params: { contractUuid } }),
  )
}

/** One feedback or question. */
export function useFeedbackQuestion(
  contractUuid: string,
  kind: 'feedback' | 'question',
  feedbackQuestionNoticeUuid: string,
) {
  return useQuery({
    ...endpointQuery(kind === 'feedback' ? feedback : question, {
      params: { contractUuid, feedbackQuestionNoticeUuid },
    }),
    retry: (count, error) => retryOnce(count, error),
  })
}

/** Gives feedback or asks a question; invalidates that list (spec 02 §7 "lists … refreshed"). */
export function useCreateFeedbackQuestion(kind: 'feedback' | 'question') {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: FeedbackBody | QuestionBody) =>
      kind === 'feedback'
        ? apiRequest(createFeedback, { body })
        : apiRequest(createQuestion, { body: body as QuestionBody }),
    retry: retryOnce,
    onSuccess: (_data, body) =>
      invalidate(queryClient, kind === 'feedback' ? feedbacks : questions, {
        params: { contractUuid: body.contractUuid },
      }),
  })
}
