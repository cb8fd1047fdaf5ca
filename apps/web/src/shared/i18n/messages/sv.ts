/** Swedish texts of the messages section (same keys as the Finnish master `fi.ts`). */
import { plural } from '../plural.ts'
import type { MessagesTranslations } from './fi.ts'

/** The messages section in Swedish. */
export const messagesSv: MessagesTranslations = {
  title: 'Meddelanden',
  threads: 'Meddelandetrådar',
  noThreads: 'Du har inga meddelanden ännu.',
  newMessage: 'Nytt meddelande',
  subject: 'Ämne',
  body: 'Meddelande',
  counter: '{count} / 3000 tecken',
  sensitive:
    'Skicka inte känsliga personuppgifter, som hälsouppgifter eller personbeteckning, i meddelanden.',
  sent: 'Meddelandet har skickats.',
  failed: 'Meddelandet kunde inte skickas. Försök igen.',
  reply: 'Svara',
  replyTitle: 'Svara på meddelandet',
  fromYou: 'Du',
  fromProvider: 'Hyresvärden',
  notFound: 'Meddelandetråden hittades inte.',
  replyPrefix: 'RE:',
  bold: 'Fet',
  italic: 'Kursiv',
  bulletList: 'Punktlista',
  orderedList: 'Numrerad lista',
  link: 'Länk',
  toolbar: 'Formatering',
  linkDialog: 'Lägg till länk',
  linkText: 'Länktext',
  linkUrl: 'Adress (https://…)',
  linkTextRequired: 'Den här uppgiften krävs',
  linkInvalid: 'Ange en giltig adress som börjar med https:// eller http://',
  add: 'Lägg till',
  cancel: 'Avbryt',
  entries: { one: '{count} meddelande', other: '{count} meddelanden' },
  unread: { one: '{count} oläst', other: '{count} olästa' },
  showConversation: 'Visa konversationen',
  hideConversation: 'Dölj konversationen',
  subjectRequired: 'Ämne är obligatoriskt.',
  bodyRequired: 'Meddelandefältet får inte vara tomt.',
  /** The staff's thread screen and reply form (issue 14). */
  staff: {
    title: 'Meddelandetråd',
    resident: 'Boende',
    staff: 'Personal',
    reply: 'Svara',
    replyLabel: 'Ditt svar',
    replyHint:
      'Den boende får en avisering och ett e-postmeddelande. Skriv inga känsliga personuppgifter.',
    send: 'Skicka',
    sending: 'Skickar…',
    sent: 'Svaret skickades.',
    attachments: 'Bilagor',
    attachmentHint: 'Bilder (jpg, png, gif) och pdf, högst 10 MB.',
    uploadFailed: 'Det gick inte att skicka bilagan. Kontrollera filtyp och storlek.',
    removeAttachment: 'Ta bort',
    counter: (left) =>
      plural('sv', left, { one: '{count} tecken kvar', other: '{count} tecken kvar' }),
  },
}
