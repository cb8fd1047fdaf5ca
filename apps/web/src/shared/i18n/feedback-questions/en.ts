/** English texts of the feedback-questions section (same keys as the Finnish master `fi.ts`). */
import type { FeedbackQuestionsTranslations } from './fi.ts'

/** The feedback-questions section in English. */
export const feedbackQuestionsEn: FeedbackQuestionsTranslations = {
  backToContacts: 'Back to contact information',
  feedback: {
    createTitle: 'Give feedback',
    detailTitle: 'Feedback {id}',
    intro: 'Tell us what you think about your home or our service.',
    descriptionHint: 'At most 2000 characters',
    descriptionCounter: (length: number, max: number) => `${length}/${max} characters`,
    descriptionTooLong: (max: number, length: number) =>
      `The description is too long: at most ${max} characters, now ${length}. Please shorten it.`,
    successTitle: 'Thank you for your feedback!',
    successText: 'Your feedback has been received.',
    submitError: 'The feedback could not be sent. Please try again later.',
    notFound: 'No feedback found.',
  },
  question: {
    createTitle: 'Ask about housing',
    detailTitle: 'Question {id}',
    intro: 'Ask us about housing matters. We answer by e-mail or phone.',
    successTitle: 'Question sent',
    successText: 'We will answer you as soon as possible.',
    submitError: 'The question could not be sent. Please try again later.',
    notFound: 'No question found.',
  },
  contacts: {
    title: 'Contact information',
    prompt: 'Property manager or maintenance?',
    promptText:
      'Maintenance takes care of faults and the upkeep of the property. The property manager handles administration, rents and contract matters.',
    categories: {
      property_maintenance: 'Property maintenance',
      property_management: 'Property manager',
      customer_service: 'Customer service',
      resident_committee: 'Residents’ committee',
      sales_representative: 'Sales',
      other: 'Other contacts',
    },
    call: 'Call',
    email: 'Send e-mail',
    website: 'Website',
    none: 'No contact information is available. Please contact customer service.',
    loadError: 'Failed to load contacts.',
    yourNotices: 'Your feedback and questions',
    noNotices: 'You have not sent feedback or questions yet.',
    showMore: 'Show more',
    giveFeedback: 'Give feedback',
    askQuestion: 'Ask about housing',
    types: { feedback: 'Feedback', question: 'Question' },
  },
  /** The staff's question and feedback screen: the answers, the status and the answer form (issue 14). */
  staff: {
    titles: { question: (n) => `Question ${n}`, feedback: (n) => `Feedback ${n}` },
    statuses: { created: 'Received', in_progress: 'In progress', completed: 'Handled' },
    answers: 'Answers',
    noAnswers: 'No answers yet.',
    answer: 'Answer to the resident',
    answerHint: 'The answer reaches the resident as a message and an e-mail.',
    completeWith: 'Also mark it handled',
    send: 'Send answer',
    sending: 'Sending…',
    sent: 'The answer was sent to the resident.',
    markInProgress: 'Mark in progress',
    markCompleted: 'Mark handled',
    description: 'Description',
    threadLink: 'Message thread',
  },
}
