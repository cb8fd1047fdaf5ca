/**
 * Finnish texts of the messages section (the master; see `../lazy-section.ts`): messages (issue
 * 26): the threads, a thread, the message form and its rich-text editor; the staff's thread and
 * reply (`staff`). Loaded on demand; `sv.ts` and `en.ts` must have the same keys.
 */
import { plural } from '../plural.ts'

/** The messages section in Finnish (the master: {@link MessagesTranslations}). */
export const messagesFi = {
  title: 'Viestit',
  threads: 'Viestiketjut',
  noThreads: 'Sinulla ei ole vielä viestejä.',
  newMessage: 'Uusi viesti',
  subject: 'Aihe',
  body: 'Viesti',
  counter: '{count} / 3000 merkkiä',
  sensitive:
    'Älä lähetä arkaluonteisia henkilötietoja, kuten terveystietoja tai henkilötunnusta, viestillä.',
  sent: 'Viesti lähetetty.',
  failed: 'Viestin lähettäminen epäonnistui. Yritä uudelleen.',
  reply: 'Vastaa',
  replyTitle: 'Vastaa viestiin',
  fromYou: 'Sinä',
  fromProvider: 'Vuokranantaja',
  notFound: 'Viestiketjua ei löytynyt.',
  replyPrefix: 'VS:',
  bold: 'Lihavoitu',
  italic: 'Kursiivi',
  bulletList: 'Luettelo',
  orderedList: 'Numeroitu luettelo',
  link: 'Linkki',
  toolbar: 'Muotoilu',
  linkDialog: 'Lisää linkki',
  linkText: 'Linkin teksti',
  linkUrl: 'Osoite (https://…)',
  linkTextRequired: 'Tämä tieto vaaditaan',
  linkInvalid: 'Anna kelvollinen osoite, joka alkaa https:// tai http://',
  add: 'Lisää',
  cancel: 'Peruuta',
  entries: { one: '{count} viesti', other: '{count} viestiä' },
  unread: { one: '{count} lukematon', other: '{count} lukematonta' },
  showConversation: 'Näytä keskustelu',
  hideConversation: 'Piilota keskustelu',
  subjectRequired: 'Aihe on pakollinen.',
  bodyRequired: 'Viestikenttä ei voi olla tyhjä.',
  /** The staff's thread screen and reply form (issue 14). */
  staff: {
    title: 'Viestiketju',
    resident: 'Asukas',
    staff: 'Henkilöstö',
    reply: 'Vastaa',
    replyLabel: 'Vastauksesi',
    replyHint: 'Asukas saa ilmoituksen ja sähköpostin. Älä kirjoita arkaluonteisia henkilötietoja.',
    send: 'Lähetä',
    sending: 'Lähetetään…',
    sent: 'Vastaus lähetetty.',
    attachments: 'Liitteet',
    attachmentHint: 'Kuvat (jpg, png, gif) ja pdf, enintään 10 Mt.',
    uploadFailed: 'Liitteen lähettäminen epäonnistui. Tarkista tiedoston tyyppi ja koko.',
    removeAttachment: 'Poista',
    counter: (left: number) =>
      plural('fi', left, { one: '{count} merkki jäljellä', other: '{count} merkkiä jäljellä' }),
  },
}

/** The shape every language of the messages section has. */
export type MessagesTranslations = typeof messagesFi
