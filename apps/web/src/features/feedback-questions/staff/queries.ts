/**
 * Staff calls of questions and feedback (issue 14; contract `endpoints/feedback-questions`, the
 * `/api/staff/feedback-questions` calls): one question or feedback, and the answer, status change
 * or internal note on it. Each query and mutation handles its own 401s (`skipSessionHandling`):
 * a staff member without a session belongs on the staff login, not on the residents' one.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  staffAddFeedbackQuestionNote,
  staffAnswerFeedbackQuestion,
  staffFeedbackQuestion,
  staffSetFeedbackQuestionStatus,
  type AnswerBody,
} from '@asukas/contract/endpoints/feedback-questions/staff'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, queryKeyOf } from '../../../shared/api/query-keys.ts'
import { invalidateInbox } from '../../staff/index.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** GET /api/staff/feedback-questions/:id. */
export const staffFeedbackQuestionQuery = (id: string) =>
  queryOptions({ ...endpointQuery(staffFeedbackQuestion, { params: { id } }), ...own })

/** A staff step on a question or feedback. */
type StaffFeedbackQuestionAction =
  | { kind: 'answer'; body: AnswerBody }
  | { kind: 'status'; status: 'in_progress' | 'completed' }
  | { kind: 'note'; body: string }

/** A step on question or feedback `id`. Replaces it with the answer; invalidates the inbox. */
export function useStaffFeedbackQuestionAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: StaffFeedbackQuestionAction) => {
      const params = { id }
      if (action.kind === 'answer') {
        return apiRequest(staffAnswerFeedbackQuestion, { params, body: action.body })
      }
      if (action.kind === 'status') {
        return apiRequest(staffSetFeedbackQuestionStatus, {
          params,
          body: { status: action.status },
        })
      }
      return apiRequest(staffAddFeedbackQuestionNote, { params, body: { body: action.body } })
    },
    onSuccess: (notice) => {
      queryClient.setQueryData(queryKeyOf(staffFeedbackQuestion, { params: { id } }), notice)
      return invalidateInbox(queryClient)
    },
    ...own,
  })
}
