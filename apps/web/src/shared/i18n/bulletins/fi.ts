/**
 * Finnish texts of bulletins: the staff's list and editor of bulletins (issue 14); the master of the section (see `../lazy-section.ts`). Loaded on demand
 * with the staff screens; `sv.ts` and `en.ts` must have exactly the same keys.
 */

/** The bulletins section in Finnish (the master: its shape is {@link BulletinsTranslations}). */
export const bulletinsFi = {
  staff: {
    title: 'Tiedotteet',
    new: 'Uusi tiedote',
    edit: 'Muokkaa tiedotetta',
    empty: 'Ei tiedotteita.',
    statuses: { scheduled: 'Ajastettu', published: 'Julkaistu', unpublished: 'Piilotettu' },
    languages: { fi: 'suomeksi (pakollinen)', sv: 'ruotsiksi', en: 'englanniksi' },
    titleField: 'Otsikko',
    excerpt: 'Tiivistelmä',
    body: 'Teksti',
    featuredImage: 'Pääkuva',
    imageUpload: 'Lähetä kuva (jpg tai png)',
    orImageUrl: 'tai anna kuvan osoite',
    attachmentUpload: 'Lähetä liitteitä (kuvat ja pdf, enintään 10 Mt)',
    imageUrl: 'Kuvan osoite',
    imageAlt: 'Kuvan tekstivastine',
    attachments: 'Liitteet',
    attachmentName: 'Liitteen nimi',
    attachmentUrl: 'Liitteen osoite',
    addAttachment: 'Lisää liite',
    removeAttachment: 'Poista liite',
    audience: 'Kenelle',
    audiences: {
      all: 'Kaikille',
      properties: 'Valituille kiinteistöille',
      buildings: 'Valituille rakennuksille',
    },
    publishing: 'Julkaisu',
    publishNow: 'Julkaise heti',
    publishAt: 'Julkaise ajastetusti',
    publishTime: 'Julkaisuaika',
    publish: 'Julkaise',
    unpublish: 'Piilota asukkailta',
    published: 'Tiedote tallennettu.',
    author: 'Kirjoittaja',
    publishedAt: 'Julkaistu',
    pickAudience: 'Valitse vähintään yksi.',
  },
}

/** The shape of the bulletins section. */
export type BulletinsTranslations = typeof bulletinsFi
