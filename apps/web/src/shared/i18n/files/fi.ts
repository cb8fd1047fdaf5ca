/**
 * Finnish texts of the files section (the master; see `../lazy-section.ts`): file attachments
 * (spec 02 §5): the upload widget and the attachment list that the fault report, question,
 * feedback, message and contract request screens embed. Loaded on demand; `sv.ts` and `en.ts` must
 * have the same keys.
 */

/** The files section in Finnish (the master: {@link FilesTranslations}). */
export const filesFi = {
  label: 'Liitteet',
  none: 'Ei liitteitä',
  slow: 'Lataaminen kestää tavallista kauemmin…',
  add: 'Lisää liitteitä',
  hint: 'Sallitut tiedostotyypit: .jpg, .jpeg, .png, .gif, .pdf. Enintään 10 Mt tiedostoa kohden.',
  tooLarge:
    'Tiedosto {name} on liian suuri. Enintään 10 Mt. Sallitut tiedostotyypit: .jpg, .jpeg, .png, .gif, .pdf.',
  wrongType:
    'Tiedoston {name} tyyppiä ei tueta. Sallitut tiedostotyypit: .jpg, .jpeg, .png, .gif, .pdf.',
  failed: 'Tiedoston {name} lataaminen epäonnistui, eikä sitä lähetetä.',
  open: 'Avaa',
  opening: 'Avataan tiedostoa…',
  failedToOpen: 'Tiedoston avaaminen epäonnistui. Salli ponnahdusikkunat ja yritä uudelleen.',
  failedToLoad: 'Liitteen avaaminen epäonnistui.',
  uploadingWait: 'Odota, että liitteet on ladattu.',
}

/** The shape every language of the files section has. */
export type FilesTranslations = typeof filesFi
