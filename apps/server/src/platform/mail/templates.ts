/**
 * The e-mail the portal sends, in the resident's language (issue 4 "E-mail": "Mail in the
 * resident's language"; spec 01 §1 languages fi, sv, en with Finnish as the master).
 *
 * Every template is one typed object per language (`MailTexts`, modelled on the Finnish one), so
 * a Swedish or English text that falls behind fails the type check. A mail is built as a list of
 * blocks (paragraphs and one code block) and rendered twice: as plain text and as a small,
 * self-contained HTML document in which every text, parameters included, is HTML-escaped.
 */
import { CODE_PATTERN, isLang, type Lang } from '@asukas/domain'

/**
 * How long an e-mailed code is valid, in minutes (issue 4 "Codes: 6 digits, random, single use,
 * valid 10 minutes"). The mails state it; the code service must use the same value.
 */
export const codeValidityMinutes = 10

/** Sender display name of every mail (issue 4: sender name "Asukas"). */
export const mailSenderName = 'Asukas'

/**
 * The mail language for a language hint from a request or a stored preference: `fi`, `sv` or
 * `en`, also as the first part of a tag (`sv-FI`, `en-GB`, any letter case); anything else is
 * Finnish, the default and fallback language (spec 01 §1).
 */
export function mailLangOf(value: unknown): Lang {
  if (typeof value !== 'string') return 'fi'
  const primary = value.trim().toLowerCase().split(/[-_]/)[0]
  return isLang(primary) ? primary : 'fi'
}

/** Parameters of the mails that carry a 6-digit code. */
export interface CodeMailParams {
  /** The code, exactly 6 digits (spec 02 §5, §9); anything else throws `RangeError`. */
  code: string
  /** First name for the greeting; omitted or null gives a greeting without a name. */
  firstName?: string | null
}

/** Parameters of the "account deleted" mail. */
export interface AccountDeletedMailParams {
  /** First name for the greeting; omitted or null gives a greeting without a name. */
  firstName?: string | null
}

/**
 * Parameters of the "fault report status changed" mail (issue 11: status changes reach the
 * resident by e-mail when `communicationByEmail` is on).
 */
export interface DefectNoticeStatusMailParams {
  firstName?: string | null
  /** The short notice number residents see. */
  noticeNumber: number
  /** The notice's title (may be empty). */
  title: string
  /** The new status. */
  status: 'created' | 'in_progress' | 'completed'
}

/**
 * Parameters of the staff console's "a step on your fault report" mail (issue 14: each step of
 * the work reaches the resident by e-mail in their language).
 */
export interface StaffDefectEventMailParams {
  firstName?: string | null
  noticeNumber: number
  title: string
  /** The step: a work order linked, the work started, a work note, the work completed. */
  event: 'work_order_linked' | 'work_order_started' | 'work_note_created' | 'completed'
  /** The work note's text (work notes only), plain text. */
  note: string | null
}

/** Parameters of the staff console's "your question or feedback was answered" mail. */
export interface StaffNoticeAnsweredMailParams {
  firstName?: string | null
  noticeType: 'feedback' | 'question'
  /** The notice's title (or its number). */
  title: string
  /** The answer as plain text (the rich text's text). */
  answerText: string
}

/** Parameters of the staff console's "a reply in your message thread" mail. */
export interface StaffMessageReplyMailParams {
  firstName?: string | null
  /** The thread's subject. */
  subject: string
  /** The reply as plain text. */
  text: string
}

/**
 * Parameters of "a staff account was locked after wrong second-factor codes" (issue 23 item 3),
 * sent to the member (`self` true) and to every administrator.
 */
export interface StaffAccountLockedMailParams {
  firstName?: string | null
  /** The locked member's name and login e-mail. */
  memberName: string
  memberEmail: string
  /** True in the mail to the locked member themselves. */
  self: boolean
  /** Wrong codes in a row that locked it. */
  failures: number
}

/** Each template and its parameters. */
export interface MailParamsByTemplate {
  /** Registration: confirm the e-mail address with a code (spec 01 §5 Registration). */
  registration_code: CodeMailParams
  /** Forgot password: the code that allows setting a new password (spec 01 §5). */
  password_reset_code: CodeMailParams
  /** Change password when logged in: the code that confirms the change (spec 01 §5). */
  password_change_code: CodeMailParams
  /** The account was deleted (spec 01 Own information "delete account"). */
  account_deleted: AccountDeletedMailParams
  /** A fault report's status changed (issue 11, `recordDefectNoticeEvent`). */
  defect_notice_status: DefectNoticeStatusMailParams
  /** Change of the login e-mail: the code, sent to the new address (issue 8 item 6). */
  email_change_code: CodeMailParams
  /** Change of the login e-mail: the notice to the old address once it took effect. */
  email_changed: AccountDeletedMailParams
  /** Someone asked to make this address another account's login e-mail (to its owner). */
  email_in_use: AccountDeletedMailParams
  /** Staff recorded a step on a fault report (issue 14 "Fault reports"). */
  staff_defect_notice_event: StaffDefectEventMailParams
  /** Staff answered a question or feedback (issue 14 "Questions and feedback"). */
  staff_notice_answered: StaffNoticeAnsweredMailParams
  /** Staff replied in the resident's message thread (issue 14 "Messages"). */
  staff_message_reply: StaffMessageReplyMailParams
  /** A staff account was locked after wrong second-factor codes (issue 23 item 3). */
  staff_account_locked: StaffAccountLockedMailParams
}

/** Name of a mail template. */
export type MailTemplate = keyof MailParamsByTemplate

/** Every template name, e.g. for checks and tests. */
export const mailTemplates = [
  'registration_code',
  'password_reset_code',
  'password_change_code',
  'account_deleted',
  'defect_notice_status',
  'email_change_code',
  'email_changed',
  'email_in_use',
  'staff_defect_notice_event',
  'staff_notice_answered',
  'staff_message_reply',
  'staff_account_locked',
] as const satisfies readonly MailTemplate[]

/** The templates whose mail carries a code that expires after {@link codeValidityMinutes}. */
export const codeMailTemplates = [
  'registration_code',
  'password_reset_code',
  'password_change_code',
  'email_change_code',
] as const satisfies readonly MailTemplate[]

/** A rendered mail: subject, plain-text body and HTML body (UTF-8 text). */
export interface RenderedMail {
  subject: string
  text: string
  html: string
}

/** The words of one template: subject, the paragraphs before the code and after it. */
interface TemplateTexts<P = never> {
  subject: string
  /** Paragraphs before the code (or the whole message when the template has no code). */
  before: string[]
  /** Paragraphs after the code. */
  after: string[]
  /**
   * Paragraphs built from the parameters, after `before` (templates without a code); a
   * paragraph's line breaks are kept as lines.
   */
  details?: (params: P) => string[]
}

/** The words of every template, each with its own parameters. */
type TemplatesTexts = { [T in MailTemplate]: TemplateTexts<MailParamsByTemplate[T]> }

/** The words shared by every mail of one language. */
interface CommonTexts {
  /** Greeting line; `firstName` is already cleaned, or null. */
  greeting: (firstName: string | null) => string
  /** The sentence about the code's validity. */
  validity: (minutes: number) => string
  /** Closing lines (one paragraph, line-broken). */
  signature: string[]
  /** Automatic message, no replies. */
  noReply: string
}

/** Finnish, the master language: the other languages must have the same shape. */
const fi = {
  common: {
    greeting: (firstName) => (firstName === null ? 'Hei,' : `Hei ${firstName},`),
    validity: (minutes) =>
      `Koodi on voimassa ${minutes} minuuttia. Älä kerro koodia kenellekään, emme koskaan kysy sitä.`,
    signature: ['Ystävällisin terveisin', mailSenderName],
    noReply: 'Tämä on automaattinen viesti. Siihen ei voi vastata.',
  } satisfies CommonTexts,
  templates: {
    registration_code: {
      subject: 'Asukas: sähköpostiosoitteen vahvistuskoodi',
      before: [
        'Vahvista sähköpostiosoitteesi Asukas-palveluun rekisteröitymistä varten syöttämällä tämä koodi:',
      ],
      after: ['Jos et aloittanut rekisteröitymistä, voit jättää tämän viestin huomiotta.'],
    },
    password_reset_code: {
      subject: 'Asukas: salasanan palautuskoodi',
      before: [
        'Saimme pyynnön palauttaa Asukas-palvelun salasanasi. Syötä tämä koodi palvelussa ja valitse uusi salasana:',
      ],
      after: [
        'Jos et pyytänyt salasanan palauttamista, voit jättää tämän viestin huomiotta. Salasanasi pysyy ennallaan.',
      ],
    },
    password_change_code: {
      subject: 'Asukas: salasanan vaihtamisen koodi',
      before: ['Vahvista Asukas-palvelun salasanasi vaihtaminen syöttämällä tämä koodi:'],
      after: [
        'Jos et itse yrittänyt vaihtaa salasanaa, joku muu voi käyttää tiliäsi. Ota silloin yhteyttä asiakaspalveluun.',
      ],
    },
    defect_notice_status: {
      subject: 'Asukas: vikailmoituksesi tila on muuttunut',
      before: ['Vikailmoituksesi käsittely on edennyt.'],
      details: (p: DefectNoticeStatusMailParams) => [
        `Vikailmoitus ${p.noticeNumber}${p.title === '' ? '' : `: ${p.title}`}`,
        `Uusi tila: ${{ created: 'vastaanotettu', in_progress: 'työn alla', completed: 'valmis' }[p.status]}`,
      ],
      after: ['Näet ilmoituksen tapahtumat Asukas-palvelussa.'],
    },
    account_deleted: {
      subject: 'Asukas: käyttäjätilisi on poistettu',
      before: [
        'Asukas-käyttäjätilisi on poistettu. Et voi enää kirjautua palveluun tällä sähköpostiosoitteella ja salasanalla.',
        'Vuokrasopimustasi ja asumistasi koskevat tiedot säilyvät vuokranantajallasi. Voit rekisteröityä palveluun uudelleen vahvalla tunnistautumisella.',
        'Jos et itse poistanut tiliä, ota yhteyttä asiakaspalveluun.',
      ],
      after: [],
    },
    email_change_code: {
      subject: 'Asukas: uuden sähköpostiosoitteen vahvistuskoodi',
      before: [
        'Olet vaihtamassa tämän osoitteen Asukas-palvelun käyttäjätunnukseksesi. Vahvista osoite syöttämällä tämä koodi palvelussa:',
      ],
      after: [
        'Jos et itse pyytänyt vaihtoa, voit jättää tämän viestin huomiotta. Mitään ei muuteta ilman koodia.',
      ],
    },
    email_changed: {
      subject: 'Asukas: käyttäjätunnuksesi sähköpostiosoite on vaihdettu',
      before: [
        'Asukas-käyttäjätilisi kirjautumiseen käytettävä sähköpostiosoite on vaihdettu. Tämä osoite ei ole enää käyttäjätunnuksesi.',
        'Jos et itse vaihtanut osoitetta, ota heti yhteyttä asiakaspalveluun.',
      ],
      after: [],
    },
    email_in_use: {
      subject: 'Asukas: sähköpostiosoitettasi yritettiin käyttää',
      before: [
        'Joku yritti ottaa tämän sähköpostiosoitteen toisen Asukas-käyttäjätilin käyttäjätunnukseksi. Osoite on jo sinun tilisi käytössä, joten mitään ei muutettu.',
        'Jos yritit itse, käytä toista osoitetta tai kirjaudu omalla tililläsi. Muussa tapauksessa voit jättää tämän viestin huomiotta.',
      ],
      after: [],
    },
    staff_defect_notice_event: {
      subject: 'Asukas: vikailmoituksesi on päivitetty',
      before: [],
      details: (p) => [
        `Vikailmoitus ${p.noticeNumber}${p.title === '' ? '' : `: ${p.title}`}`,
        {
          work_order_linked: 'Vikailmoituksestasi on tehty työtilaus.',
          work_order_started: 'Työ on aloitettu.',
          work_note_created: 'Työhön on lisätty merkintä:',
          completed: 'Työ on valmis ja vikailmoitus on käsitelty.',
        }[p.event],
        ...(p.note ? [p.note] : []),
      ],
      after: ['Näet ilmoituksen tapahtumat Asukas-palvelussa.'],
    },
    staff_notice_answered: {
      subject: 'Asukas: olemme vastanneet viestiisi',
      before: [],
      details: (p) => [
        `Olemme vastanneet ${p.noticeType === 'question' ? 'kysymykseesi' : 'palautteeseesi'} "${p.title}":`,
        p.answerText,
      ],
      after: ['Vastaus on myös viesteissäsi Asukas-palvelussa.'],
    },
    staff_message_reply: {
      subject: 'Asukas: sinulle on uusi viesti',
      before: [],
      details: (p) => [`Uusi viesti aiheesta "${p.subject}":`, p.text],
      after: ['Voit vastata viestiin Asukas-palvelussa.'],
    },
    staff_account_locked: {
      subject: 'Asukas: henkilöstötunnus on lukittu',
      before: [],
      details: (p) => [
        p.self
          ? `Henkilöstötunnuksesi ${p.memberEmail} on lukittu: kirjautumisessa annettiin ${p.failures} väärää tunnistuskoodia peräkkäin oikean salasanan jälkeen.`
          : `Henkilöstötunnus ${p.memberName} (${p.memberEmail}) on lukittu: kirjautumisessa annettiin ${p.failures} väärää tunnistuskoodia peräkkäin oikean salasanan jälkeen.`,
        p.self
          ? 'Jos et itse yrittänyt kirjautua, joku muu tietää salasanasi: vaihda se. Ylläpitäjä voi avata tunnuksen henkilöstökonsolin sivulla Henkilöstön tunnukset.'
          : 'Varmista henkilöltä, yrittikö hän itse kirjautua. Tunnuksen voi avata henkilöstökonsolin sivulla Henkilöstön tunnukset (Avaa lukitus).',
      ],
      after: [],
    },
  } satisfies TemplatesTexts,
}

/** The shape every language must have (Finnish is the master, docs/architecture.md "Languages"). */
type MailTexts = typeof fi

const sv: MailTexts = {
  common: {
    greeting: (firstName) => (firstName === null ? 'Hej,' : `Hej ${firstName},`),
    validity: (minutes) =>
      `Koden är giltig i ${minutes} minuter. Ge inte koden till någon, vi frågar aldrig efter den.`,
    signature: ['Med vänliga hälsningar', mailSenderName],
    noReply: 'Detta är ett automatiskt meddelande. Det går inte att svara på det.',
  },
  templates: {
    registration_code: {
      subject: 'Asukas: verifieringskod för e-postadressen',
      before: [
        'Bekräfta din e-postadress för registreringen i Asukas genom att ange den här koden:',
      ],
      after: [
        'Om du inte har påbörjat en registrering kan du lämna det här meddelandet utan åtgärd.',
      ],
    },
    password_reset_code: {
      subject: 'Asukas: kod för återställning av lösenordet',
      before: [
        'Vi har fått en begäran om att återställa ditt lösenord i tjänsten Asukas. Ange den här koden i tjänsten och välj ett nytt lösenord:',
      ],
      after: [
        'Om du inte har begärt att lösenordet ska återställas kan du lämna det här meddelandet utan åtgärd. Ditt lösenord förblir oförändrat.',
      ],
    },
    password_change_code: {
      subject: 'Asukas: kod för byte av lösenordet',
      before: ['Bekräfta bytet av ditt lösenord i Asukas genom att ange den här koden:'],
      after: [
        'Om du inte själv har försökt byta lösenord kan någon annan använda ditt konto. Kontakta då kundtjänsten.',
      ],
    },
    defect_notice_status: {
      subject: 'Asukas: statusen för din felanmälan har ändrats',
      before: ['Behandlingen av din felanmälan har gått vidare.'],
      details: (p: DefectNoticeStatusMailParams) => [
        `Felanmälan ${p.noticeNumber}${p.title === '' ? '' : `: ${p.title}`}`,
        `Ny status: ${{ created: 'mottagen', in_progress: 'under arbete', completed: 'klar' }[p.status]}`,
      ],
      after: ['Du ser anmälans händelser i tjänsten Asukas.'],
    },
    account_deleted: {
      subject: 'Asukas: ditt användarkonto har raderats',
      before: [
        'Ditt användarkonto i Asukas har raderats. Du kan inte längre logga in i tjänsten med den här e-postadressen och lösenordet.',
        'Uppgifterna om ditt hyresavtal och ditt boende finns kvar hos din hyresvärd. Du kan registrera dig i tjänsten på nytt med stark autentisering.',
        'Om du inte själv har raderat kontot, kontakta kundtjänsten.',
      ],
      after: [],
    },
    email_change_code: {
      subject: 'Asukas: verifieringskod för den nya e-postadressen',
      before: [
        'Du håller på att göra den här adressen till ditt användarnamn i Asukas. Bekräfta adressen genom att ange den här koden i tjänsten:',
      ],
      after: [
        'Om du inte själv har bett om bytet kan du lämna det här meddelandet utan åtgärd. Ingenting ändras utan koden.',
      ],
    },
    email_changed: {
      subject: 'Asukas: e-postadressen för ditt användarnamn har bytts',
      before: [
        'E-postadressen som du loggar in i Asukas med har bytts. Den här adressen är inte längre ditt användarnamn.',
        'Om du inte själv har bytt adressen, kontakta genast kundtjänsten.',
      ],
      after: [],
    },
    email_in_use: {
      subject: 'Asukas: någon försökte använda din e-postadress',
      before: [
        'Någon försökte göra den här e-postadressen till användarnamnet för ett annat konto i Asukas. Adressen används redan av ditt konto, så ingenting ändrades.',
        'Om det var du, använd en annan adress eller logga in med ditt eget konto. Annars kan du lämna det här meddelandet utan åtgärd.',
      ],
      after: [],
    },
    staff_defect_notice_event: {
      subject: 'Asukas: din felanmälan har uppdaterats',
      before: [],
      details: (p) => [
        `Felanmälan ${p.noticeNumber}${p.title === '' ? '' : `: ${p.title}`}`,
        {
          work_order_linked: 'En arbetsorder har gjorts av din felanmälan.',
          work_order_started: 'Arbetet har påbörjats.',
          work_note_created: 'En anteckning har lagts till arbetet:',
          completed: 'Arbetet är klart och felanmälan har behandlats.',
        }[p.event],
        ...(p.note ? [p.note] : []),
      ],
      after: ['Du ser anmälans händelser i tjänsten Asukas.'],
    },
    staff_notice_answered: {
      subject: 'Asukas: vi har svarat på ditt meddelande',
      before: [],
      details: (p) => [
        `Vi har svarat på ${p.noticeType === 'question' ? 'din fråga' : 'din respons'} "${p.title}":`,
        p.answerText,
      ],
      after: ['Svaret finns också bland dina meddelanden i tjänsten Asukas.'],
    },
    staff_message_reply: {
      subject: 'Asukas: du har ett nytt meddelande',
      before: [],
      details: (p) => [`Nytt meddelande i ärendet "${p.subject}":`, p.text],
      after: ['Du kan svara på meddelandet i tjänsten Asukas.'],
    },
    staff_account_locked: {
      subject: 'Asukas: personalkontot är låst',
      before: [],
      details: (p) => [
        p.self
          ? `Ditt personalkonto ${p.memberEmail} har låsts: ${p.failures} felaktiga verifieringskoder i rad angavs efter rätt lösenord.`
          : `Personalkontot ${p.memberName} (${p.memberEmail}) har låsts: ${p.failures} felaktiga verifieringskoder i rad angavs efter rätt lösenord.`,
        p.self
          ? 'Om det inte var du som försökte logga in känner någon annan till ditt lösenord: byt det. En administratör kan låsa upp kontot på sidan Personalkonton i personalkonsolen.'
          : 'Kontrollera med personen om det var hen som försökte logga in. Kontot kan låsas upp på sidan Personalkonton i personalkonsolen (Lås upp).',
      ],
      after: [],
    },
  },
}

const en: MailTexts = {
  common: {
    greeting: (firstName) => (firstName === null ? 'Hello,' : `Hello ${firstName},`),
    validity: (minutes) =>
      `The code is valid for ${minutes} minutes. Do not give the code to anyone; we never ask for it.`,
    signature: ['Kind regards', mailSenderName],
    noReply: 'This is an automatic message. Replies to it are not read.',
  },
  templates: {
    registration_code: {
      subject: 'Asukas: e-mail verification code',
      before: ['Confirm your e-mail address for your Asukas registration by entering this code:'],
      after: ['If you did not start a registration, you can ignore this message.'],
    },
    password_reset_code: {
      subject: 'Asukas: password reset code',
      before: [
        'We received a request to reset your Asukas password. Enter this code in the service and choose a new password:',
      ],
      after: [
        'If you did not ask to reset your password, you can ignore this message. Your password stays as it is.',
      ],
    },
    password_change_code: {
      subject: 'Asukas: code for changing your password',
      before: ['Confirm the change of your Asukas password by entering this code:'],
      after: [
        'If you did not try to change your password yourself, someone else may be using your account. Please contact customer service.',
      ],
    },
    defect_notice_status: {
      subject: 'Asukas: the status of your fault report has changed',
      before: ['Your fault report has moved forward.'],
      details: (p: DefectNoticeStatusMailParams) => [
        `Fault report ${p.noticeNumber}${p.title === '' ? '' : `: ${p.title}`}`,
        `New status: ${{ created: 'received', in_progress: 'in progress', completed: 'completed' }[p.status]}`,
      ],
      after: ['You can see the report’s events in the Asukas service.'],
    },
    account_deleted: {
      subject: 'Asukas: your user account has been deleted',
      before: [
        'Your Asukas user account has been deleted. You can no longer log in to the service with this e-mail address and password.',
        'The information about your tenancy and housing stays with your landlord. You can register for the service again with strong identification.',
        'If you did not delete the account yourself, please contact customer service.',
      ],
      after: [],
    },
    email_change_code: {
      subject: 'Asukas: verification code for your new e-mail address',
      before: [
        'You are making this address the login e-mail of your Asukas account. Confirm it by entering this code in the service:',
      ],
      after: [
        'If you did not ask for this change, you can ignore this message. Nothing changes without the code.',
      ],
    },
    email_changed: {
      subject: 'Asukas: the login e-mail of your account has been changed',
      before: [
        'The e-mail address you log in to Asukas with has been changed. This address is no longer your login.',
        'If you did not change it yourself, please contact customer service at once.',
      ],
      after: [],
    },
    email_in_use: {
      subject: 'Asukas: someone tried to use your e-mail address',
      before: [
        'Someone tried to make this e-mail address the login of another Asukas account. The address is already used by your account, so nothing was changed.',
        'If it was you, use another address or log in with your own account. Otherwise you can ignore this message.',
      ],
      after: [],
    },
    staff_defect_notice_event: {
      subject: 'Asukas: your fault report has been updated',
      before: [],
      details: (p) => [
        `Fault report ${p.noticeNumber}${p.title === '' ? '' : `: ${p.title}`}`,
        {
          work_order_linked: 'A work order has been made of your fault report.',
          work_order_started: 'The work has started.',
          work_note_created: 'A note was added to the work:',
          completed: 'The work is done and your fault report is completed.',
        }[p.event],
        ...(p.note ? [p.note] : []),
      ],
      after: ['You can see the report’s events in the Asukas service.'],
    },
    staff_notice_answered: {
      subject: 'Asukas: we have answered your message',
      before: [],
      details: (p) => [
        `We have answered your ${p.noticeType === 'question' ? 'question' : 'feedback'} "${p.title}":`,
        p.answerText,
      ],
      after: ['The answer is also among your messages in the Asukas service.'],
    },
    staff_message_reply: {
      subject: 'Asukas: you have a new message',
      before: [],
      details: (p) => [`New message about "${p.subject}":`, p.text],
      after: ['You can reply to the message in the Asukas service.'],
    },
    staff_account_locked: {
      subject: 'Asukas: a staff account is locked',
      before: [],
      details: (p) => [
        p.self
          ? `Your staff account ${p.memberEmail} has been locked: ${p.failures} wrong verification codes in a row were entered after the right password.`
          : `The staff account of ${p.memberName} (${p.memberEmail}) has been locked: ${p.failures} wrong verification codes in a row were entered after the right password.`,
        p.self
          ? 'If you did not try to log in, someone else knows your password: change it. An administrator can unlock the account on the Staff accounts page of the staff console.'
          : 'Check with the person whether they tried to log in themselves. The account can be unlocked on the Staff accounts page of the staff console (Unlock).',
      ],
      after: [],
    },
  },
}

const textsByLang: Record<Lang, MailTexts> = { fi, sv, en }

/** One block of a mail body. */
type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'code'; code: string }

/**
 * Escapes `&`, `<`, `>`, `"` and `'` for HTML text and attribute values.
 *
 * @returns the text safe to place between tags or inside a quoted attribute.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/**
 * The first name as it may appear in a greeting: control characters and line breaks become
 * spaces (a name must not start new lines of the text body), runs of spaces collapse, at most
 * 100 characters. Blank gives null.
 */
function cleanFirstName(firstName: string | null | undefined): string | null {
  if (firstName === undefined || firstName === null) return null
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const cleaned = firstName.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
  const collapsed = cleaned.replace(/\s+/g, ' ').trim().slice(0, 100).trim()
  return collapsed === '' ? null : collapsed
}

/** True for the templates of {@link codeMailTemplates}. */
export function isCodeMailTemplate(
  template: MailTemplate,
): template is (typeof codeMailTemplates)[number] {
  return (codeMailTemplates as readonly MailTemplate[]).includes(template)
}

/** Checks a code parameter: exactly 6 digits (spec 02 §5 General, §9). */
function checkedCode(code: unknown): string {
  if (typeof code !== 'string' || !CODE_PATTERN.test(code)) {
    throw new RangeError('A mail code must be exactly 6 digits')
  }
  return code
}

/** The body blocks of `template` in `texts` with `params`. */
function blocksOf<T extends MailTemplate>(
  template: T,
  texts: MailTexts,
  params: MailParamsByTemplate[T],
): Block[] {
  // One template's words with that template's parameters (TS cannot correlate the two lookups).
  const words = texts.templates[template] as TemplateTexts<MailParamsByTemplate[T]>
  const common = texts.common
  const values: MailParamsByTemplate[MailTemplate] = params
  const paragraph = (line: string): Block => ({ kind: 'paragraph', lines: [line] })
  const blocks: Block[] = [paragraph(common.greeting(cleanFirstName(values.firstName)))]
  blocks.push(...words.before.map(paragraph))
  if (words.details) {
    // Parameters may be several lines (an answer's text): each line stays a line.
    const details = words.details(params).map((text): Block => ({
      kind: 'paragraph',
      lines: text.split(/\r?\n/),
    }))
    blocks.push(...details)
  }
  if (isCodeMailTemplate(template)) {
    blocks.push({ kind: 'code', code: checkedCode('code' in values ? values.code : undefined) })
    blocks.push(paragraph(common.validity(codeValidityMinutes)))
  }
  blocks.push(...words.after.map(paragraph))
  blocks.push({ kind: 'paragraph', lines: common.signature })
  blocks.push(paragraph(common.noReply))
  return blocks
}

/** Plain text: blocks separated by an empty line. */
function renderText(blocks: Block[]): string {
  return `${blocks
    .map((block) => (block.kind === 'code' ? block.code : block.lines.join('\n')))
    .join('\n\n')}\n`
}

/**
 * HTML: a complete document with `lang`, a title and inline styles only (mail clients drop
 * style sheets). Every text is escaped.
 */
function renderHtml(lang: Lang, subject: string, blocks: Block[]): string {
  const body = blocks
    .map((block) =>
      block.kind === 'code'
        ? `<p style="margin:24px 0;font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(block.code)}</p>`
        : `<p style="margin:0 0 16px">${block.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('\n')
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    body,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

/**
 * Renders one mail in one language.
 *
 * @param template which mail, see {@link MailParamsByTemplate}.
 * @param lang the resident's language, fi, sv or en (spec 01 §1).
 * @param params the template's parameters; code mails need `code` (6 digits), all may have
 *   `firstName` (line breaks and control characters are removed; HTML-escaped in `html`).
 * @returns subject, plain-text body and HTML body; the code mails state the code and its validity
 *   of {@link codeValidityMinutes} minutes.
 * @throws RangeError when `code` is not exactly 6 digits.
 */
export function renderMail<T extends MailTemplate>(
  template: T,
  lang: Lang,
  params: MailParamsByTemplate[T],
): RenderedMail {
  const texts = textsByLang[lang]
  const subject = texts.templates[template].subject
  const blocks = blocksOf(template, texts, params)
  return { subject, text: renderText(blocks), html: renderHtml(lang, subject, blocks) }
}
