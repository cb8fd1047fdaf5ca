/** Route screen: one feedback, read-only (default export for `React.lazy`). */
import { FeedbackQuestionDetail } from './FeedbackQuestionScreen.tsx'

/** `/asiointi/:contractId/palaute/:feedbackQuestionNoticeUuid`. */
export default function FeedbackDetailScreen() {
  return <FeedbackQuestionDetail kind="feedback" />
}
