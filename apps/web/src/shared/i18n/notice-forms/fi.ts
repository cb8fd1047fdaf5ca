/**
 * Finnish texts of the notice-forms section (the master; see `../lazy-section.ts`): the words the
 * fault report, question, feedback and message forms share (buttons, field labels, statuses, load
 * errors), the missing-phone alert and the forms' validation texts; each concept's own texts are
 * in its section. Loaded on demand; `sv.ts` and `en.ts` must have the same keys.
 */

/** The notice-forms section in Finnish (the master: {@link NoticeFormsTranslations}). */
export const noticeFormsFi = {
  common: {
    back: 'Takaisin',
    backToHome: 'Takaisin etusivulle',
    preview: 'Esikatsele',
    edit: 'Muokkaa',
    send: 'Lähetä',
    sending: 'Lähetetään…',
    save: 'Tallenna',
    title: 'Otsikko',
    description: 'Kuvaus',
    email: 'Sähköpostiosoite',
    phoneNumber: 'Puhelinnumero',
    yes: 'Kyllä',
    no: 'Ei',
    status: 'Tila',
    statuses: { created: 'Vastaanotettu', in_progress: 'Työn alla', completed: 'Valmis' },
    previewTitle: 'Tarkista tiedot ennen lähettämistä',
    loadError: 'Tietojen lataaminen epäonnistui. Yritä myöhemmin uudelleen.',
    serviceUnavailable: 'Palvelu ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
    titleHint: 'Enintään 100 merkkiä',
    ownInfoLink: 'Lisää puhelinnumero omiin tietoihin',
    sentAt: 'Lähetetty',
  },
  missingPhone: {
    title: 'Puhelinnumero puuttuu',
    message: 'Omista tiedoistasi puuttuu puhelinnumero. Lisää se, jotta voit lähettää ilmoituksen.',
  },
  validation: {
    required: 'Tämä tieto vaaditaan',
    tooLong: 'Teksti on liian pitkä',
    titleDescriptionOrFiles: 'Anna otsikko, kuvaus tai liite',
    invalidEmail: 'Tarkista sähköpostiosoite',
    invalidPhone: 'Anna puhelinnumero muodossa +358 40 123 4567',
  },
}

/** The shape every language of the notice-forms section has. */
export type NoticeFormsTranslations = typeof noticeFormsFi
