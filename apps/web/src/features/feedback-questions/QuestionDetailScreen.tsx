/** Route screen: one question, read-only (default export for `React.lazy`). */
import { FeedbackQuestionDetail } from './FeedbackQuestionScreen.tsx'

/** `/asiointi/:contractId/kysymys/:feedbackQuestionNoticeUuid`. */
export default function QuestionDetailScreen() {
  return <FeedbackQuestionDetail kind="question" />
}
