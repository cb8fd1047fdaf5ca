/** Swedish texts of the feedback-questions section (same keys as the Finnish master `fi.ts`). */
import type { FeedbackQuestionsTranslations } from './fi.ts'

/** The feedback-questions section in Swedish. */
export const feedbackQuestionsSv: FeedbackQuestionsTranslations = {
  backToContacts: 'Tillbaka till kontaktuppgifterna',
  feedback: {
    createTitle: 'Ge respons',
    detailTitle: 'Respons {id}',
    intro: 'Berätta vad du tycker om boendet eller vår service.',
    descriptionHint: 'Högst 2000 tecken',
    descriptionCounter: (length: number, max: number) => `${length}/${max} tecken`,
    descriptionTooLong: (max: number, length: number) =>
      `Beskrivningen är för lång: högst ${max} tecken, nu ${length}. Korta texten.`,
    successTitle: 'Tack för din respons!',
    successText: 'Din respons har tagits emot.',
    submitError: 'Responsen kunde inte skickas. Försök igen senare.',
    notFound: 'Ingen respons hittades.',
  },
  question: {
    createTitle: 'Fråga om boendet',
    detailTitle: 'Fråga {id}',
    intro: 'Fråga oss om boendet. Vi svarar per e-post eller telefon.',
    successTitle: 'Frågan har skickats',
    successText: 'Vi svarar dig så snart som möjligt.',
    submitError: 'Frågan kunde inte skickas. Försök igen senare.',
    notFound: 'Ingen fråga hittades.',
  },
  contacts: {
    title: 'Kontaktuppgifter',
    prompt: 'Disponent eller fastighetsskötsel?',
    promptText:
      'Fastighetsskötseln sköter fel och underhållet av fastigheten. Disponenten ansvarar för förvaltningen, hyrorna och avtalsärenden.',
    categories: {
      property_maintenance: 'Fastighetsskötsel',
      property_management: 'Disponent',
      customer_service: 'Kundtjänst',
      resident_committee: 'Hyresgästkommitté',
      sales_representative: 'Försäljning',
      other: 'Övriga kontakter',
    },
    call: 'Ring',
    email: 'Skicka e-post',
    website: 'Webbplats',
    none: 'Inga kontaktuppgifter finns. Kontakta kundtjänsten.',
    loadError: 'Kontaktuppgifterna kunde inte laddas.',
    yourNotices: 'Din respons och dina frågor',
    noNotices: 'Du har inte skickat respons eller frågor ännu.',
    showMore: 'Visa fler',
    giveFeedback: 'Ge respons',
    askQuestion: 'Fråga om boendet',
    types: { feedback: 'Respons', question: 'Fråga' },
  },
  /** The staff's question and feedback screen: the answers, the status and the answer form (issue 14). */
  staff: {
    titles: { question: (n) => `Fråga ${n}`, feedback: (n) => `Respons ${n}` },
    statuses: { created: 'Mottagen', in_progress: 'Under behandling', completed: 'Behandlad' },
    answers: 'Svar',
    noAnswers: 'Inga svar ännu.',
    answer: 'Svar till den boende',
    answerHint: 'Svaret når den boende som meddelande och e-post.',
    completeWith: 'Markera samtidigt som behandlad',
    send: 'Skicka svar',
    sending: 'Skickar…',
    sent: 'Svaret skickades till den boende.',
    markInProgress: 'Markera under behandling',
    markCompleted: 'Markera som behandlad',
    description: 'Beskrivning',
    threadLink: 'Meddelandetråd',
  },
}
