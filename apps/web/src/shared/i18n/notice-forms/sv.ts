/** Swedish texts of the notice-forms section (same keys as the Finnish master `fi.ts`). */
import type { NoticeFormsTranslations } from './fi.ts'

/** The notice-forms section in Swedish. */
export const noticeFormsSv: NoticeFormsTranslations = {
  common: {
    back: 'Tillbaka',
    backToHome: 'Tillbaka till startsidan',
    preview: 'Förhandsgranska',
    edit: 'Redigera',
    send: 'Skicka',
    sending: 'Skickar…',
    save: 'Spara',
    title: 'Rubrik',
    description: 'Beskrivning',
    email: 'E-postadress',
    phoneNumber: 'Telefonnummer',
    yes: 'Ja',
    no: 'Nej',
    status: 'Status',
    statuses: { created: 'Mottagen', in_progress: 'Under arbete', completed: 'Klar' },
    previewTitle: 'Kontrollera uppgifterna innan du skickar',
    loadError: 'Uppgifterna kunde inte laddas. Försök igen senare.',
    serviceUnavailable: 'Tjänsten är inte tillgänglig just nu. Försök igen senare.',
    titleHint: 'Högst 100 tecken',
    ownInfoLink: 'Lägg till ett telefonnummer i dina egna uppgifter',
    sentAt: 'Skickat',
  },
  missingPhone: {
    title: 'Telefonnummer saknas',
    message:
      'Ditt telefonnummer saknas i dina egna uppgifter. Lägg till det för att kunna skicka anmälan.',
  },
  validation: {
    required: 'Den här uppgiften krävs',
    tooLong: 'Texten är för lång',
    titleDescriptionOrFiles: 'Ange rubrik, beskrivning eller bilaga',
    invalidEmail: 'Kontrollera e-postadressen',
    invalidPhone: 'Ange telefonnumret i formen +358 40 123 4567',
  },
}
