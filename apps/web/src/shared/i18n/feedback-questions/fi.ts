/**
 * Finnish texts of the feedback-questions section (the master; see `../lazy-section.ts`): questions
 * and feedback (spec 01 §2): their forms and detail pages, and the contact page that lists them;
 * the staff's screen (`staff`). Loaded on demand; `sv.ts` and `en.ts` must have the same keys.
 */

/** The feedback-questions section in Finnish (the master: {@link FeedbackQuestionsTranslations}). */
export const feedbackQuestionsFi = {
  backToContacts: 'Takaisin yhteystietoihin',
  feedback: {
    createTitle: 'Anna palautetta',
    detailTitle: 'Palaute {id}',
    intro: 'Kerro meille, mitä mieltä olet asumisesta tai palvelustamme.',
    descriptionHint: 'Enintään 2000 merkkiä',
    descriptionCounter: (length: number, max: number) => `${length}/${max} merkkiä`,
    descriptionTooLong: (max: number, length: number) =>
      `Kuvaus on liian pitkä: enintään ${max} merkkiä, nyt ${length}. Lyhennä tekstiä.`,
    successTitle: 'Kiitos palautteestasi!',
    successText: 'Palautteesi on vastaanotettu.',
    submitError: 'Palautteen lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
    notFound: 'Palautetta ei löytynyt.',
  },
  question: {
    createTitle: 'Kysy asumisesta',
    detailTitle: 'Kysymys {id}',
    intro: 'Kysy meiltä asumiseen liittyvistä asioista. Vastaamme sähköpostitse tai puhelimitse.',
    successTitle: 'Kysymys lähetetty',
    successText: 'Vastaamme sinulle mahdollisimman pian.',
    submitError: 'Kysymyksen lähettäminen epäonnistui. Yritä myöhemmin uudelleen.',
    notFound: 'Kysymystä ei löytynyt.',
  },
  contacts: {
    title: 'Yhteystiedot',
    prompt: 'Isännöitsijä vai huolto?',
    promptText:
      'Huoltoyhtiö hoitaa viat ja kiinteistön kunnossapidon. Isännöitsijä vastaa taloyhtiön hallinnosta, vuokrista ja sopimusasioista.',
    categories: {
      property_maintenance: 'Kiinteistöhuolto',
      property_management: 'Isännöinti',
      customer_service: 'Asiakaspalvelu',
      resident_committee: 'Asukastoimikunta',
      sales_representative: 'Myynti',
      other: 'Muut yhteystiedot',
    },
    call: 'Soita',
    email: 'Lähetä sähköpostia',
    website: 'Verkkosivut',
    none: 'Yhteystietoja ei ole saatavilla. Ota yhteyttä asiakaspalveluun.',
    loadError: 'Yhteystietojen lataaminen epäonnistui.',
    yourNotices: 'Palautteesi ja kysymyksesi',
    noNotices: 'Et ole vielä lähettänyt palautetta tai kysymyksiä.',
    showMore: 'Näytä lisää',
    giveFeedback: 'Anna palautetta',
    askQuestion: 'Kysy asumisesta',
    types: { feedback: 'Palaute', question: 'Kysymys' },
  },
  /** The staff's question and feedback screen: the answers, the status and the answer form (issue 14). */
  staff: {
    titles: { question: (n: number) => `Kysymys ${n}`, feedback: (n: number) => `Palaute ${n}` },
    statuses: { created: 'Vastaanotettu', in_progress: 'Käsittelyssä', completed: 'Käsitelty' },
    answers: 'Vastaukset',
    noAnswers: 'Ei vielä vastauksia.',
    answer: 'Vastaus asukkaalle',
    answerHint: 'Vastaus lähtee asukkaalle viestinä ja sähköpostina.',
    completeWith: 'Merkitse samalla käsitellyksi',
    send: 'Lähetä vastaus',
    sending: 'Lähetetään…',
    sent: 'Vastaus lähetetty asukkaalle.',
    markInProgress: 'Merkitse käsittelyyn',
    markCompleted: 'Merkitse käsitellyksi',
    description: 'Kuvaus',
    threadLink: 'Viestiketju',
  },
}

/** The shape every language of the feedback-questions section has. */
export type FeedbackQuestionsTranslations = typeof feedbackQuestionsFi
