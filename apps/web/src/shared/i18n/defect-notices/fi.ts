/**
 * Finnish texts of the defect-notices section (the master; see `../lazy-section.ts`): fault reports
 * (spec 01 §2, spec 02 §7; issue 11): the form, its preview, the report with its timeline, and the
 * maintenance contacts beside it; the staff's screen (`staff`). Loaded on demand; `sv.ts` and
 * `en.ts` must have the same keys.
 */
import type { DefectNoticeEventType } from '@asukas/contract'

/** The defect-notices section in Finnish (the master: {@link DefectNoticesTranslations}). */
export const defectNoticesFi = {
  createTitle: 'Vikailmoitus',
  editTitle: 'Vikailmoitus {id}',
  intro: 'Ilmoita asunnossa tai yhteisissä tiloissa havaitsemastasi viasta.',
  location: 'Missä vika on?',
  locations: { CONTRACT_TARGET: 'Asunnossa {address}', COMMON_AREA: 'Yhteisissä tiloissa' },
  locationLocked: 'Sijaintia ei voi muuttaa.',
  defectClass: 'Vian tyyppi',
  otherClasses: 'Muu vian tyyppi',
  chooseClass: 'Valitse vian tyyppi',
  classes: {
    '-1': 'Muu',
    '1': 'Korjaus',
    '2': 'LVI',
    '3': 'Pienkorjaus',
    '4': 'Sähkö',
    '5': 'Siivous',
    '6': 'Hankinnat',
    '7': 'Ilkivalta',
    '8': 'Kosteus',
    '9': 'Ylimääräinen jäte',
    '10': 'Ylimääräinen siivous',
    '11': 'Lukot',
    '12': 'Olosuhteet',
    '13': 'Palovahinko',
    '14': 'Rakennusautomaatio',
    '15': 'Rakenteet',
    '16': 'Talvikunnossapidon vahinko',
    '17': 'Tietoliikenneyhteydet',
    '18': 'Tuholaiset',
    '19': 'Vesivahinko',
  } as Record<string, string>,
  masterKey: 'Huoltoyhtiö saa mennä asuntoon yleisavaimella',
  pets: 'Asunnossa on lemmikkejä',
  contact: 'Yhteystietosi',
  contactMissing: 'Yhteystietoja ei lähetetä, koska puhelinnumero tai sähköposti puuttuu.',
  successTitle: 'Vikailmoitus lähetetty',
  successText: 'Vikailmoituksesi numero on {id}. Näet sen tilan etusivulla.',
  savedTitle: 'Muutokset tallennettu',
  submitError:
    'Vikailmoituksen lähettäminen epäonnistui. Jos asia on kiireellinen, ota yhteyttä asiakaspalveluun.',
  completed: 'Vikailmoitus on valmis, eikä sitä voi enää muokata.',
  notFound: 'Vikailmoitusta ei löytynyt.',
  timeline: 'Tapahtumat',
  events: {
    created: 'Vikailmoitus vastaanotettu',
    work_order_linked: 'Työtilaus luotu',
    work_order_started: 'Työ aloitettu',
    work_order_accepted: 'Työ hyväksytty',
    work_order_completed: 'Työtilaus valmis',
    edited: 'Muokattu',
    completed: 'Valmis',
    work_note_created: 'Työmerkintä',
  },
  workFinished: 'Työ valmistui',
  sidebarTitle: 'Ohjeita',
  sidebarText:
    'Kiireellisissä vioissa, kuten vesivuodoissa tai sähkökatkoissa, soita heti huoltoyhtiön päivystykseen. Tee vikailmoitus yksi vika kerrallaan.',
  maintenance: 'Kiinteistöhuolto',
  contacts: {
    loadError: 'Yhteystietojen lataaminen epäonnistui.',
    call: 'Soita',
  },
  /** The staff's fault report screen: its details, timeline and steps (issue 14). */
  staff: {
    title: (n: number) => `Vikailmoitus ${n}`,
    description: 'Kuvaus',
    location: 'Sijainti',
    locations: { CONTRACT_TARGET: 'Asunto', COMMON_AREA: 'Yhteiset tilat' } as Record<
      string,
      string
    >,
    masterKey: 'Yleisavaimen käyttö sallittu',
    pets: 'Asunnossa on lemmikkejä',
    yes: 'Kyllä',
    no: 'Ei',
    statuses: { created: 'Vastaanotettu', in_progress: 'Työn alla', completed: 'Valmis' },
    timeline: 'Tapahtumat (näkyvät asukkaalle)',
    events: {
      created: 'Ilmoitus vastaanotettu',
      work_order_linked: 'Työtilaus tehty',
      work_order_started: 'Työ aloitettu',
      work_order_accepted: 'Työtilaus hyväksytty',
      work_order_completed: 'Työtilaus valmis',
      edited: 'Toinen sopijapuoli muokkasi',
      work_note_created: 'Työmerkintä',
      completed: 'Valmis',
    } satisfies Record<DefectNoticeEventType, string>,
    workOrder: 'Työtilauksen tunnus',
    linkWorkOrder: 'Liitä työtilaus',
    start: 'Aloita työ',
    complete: 'Merkitse valmiiksi',
    completeConfirm: 'Merkitäänkö vikailmoitus valmiiksi? Asukas saa tiedon.',
    workNote: 'Työmerkintä',
    internal: 'Sisäinen muistiinpano (ei näy asukkaalle)',
    addWorkNote: 'Lisää merkintä',
    completedNote: 'Vikailmoitus on valmis.',
    done: (event: string) => `${event}: asukas saa tiedon.`,
  },
}

/** The shape every language of the defect-notices section has. */
export type DefectNoticesTranslations = typeof defectNoticesFi
