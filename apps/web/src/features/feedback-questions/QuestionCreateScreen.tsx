/** Route screen: the question form (default export for `React.lazy`). */
import { FeedbackQuestionForm } from './FeedbackQuestionScreen.tsx'

/** `/asiointi/:contractId/kysymys`. */
export default function QuestionCreateScreen() {
  return <FeedbackQuestionForm kind="question" />
}
