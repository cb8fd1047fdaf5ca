/** Route screen: the feedback form (default export for `React.lazy`). */
import { FeedbackQuestionForm } from './FeedbackQuestionScreen.tsx'

/** `/asiointi/:contractId/palaute`. */
export default function FeedbackCreateScreen() {
  return <FeedbackQuestionForm kind="feedback" />
}
