/**
 * Finnish texts of the contract requests section (the master; see `../lazy-section.ts`):
 * termination, modification, add tenant, the other parties' confirmation and the confirmation
 * errors (spec 01 §2 "Terminate contract and modify contract", "Confirm termination and confirm
 * modification", "Add tenant"; spec 02 §5, §8; issue 13), and the staff's review of the requests
 * (`staff`: the list, one request and the decision; issue 14). `sv.ts` and `en.ts` have the same
 * keys.
 */
import {
  terminationReasonLabels,
  type Showing,
  type TerminationChoice,
  type TerminationDisallowedReason,
} from '@asukas/domain'

/** Confirmation outcome kinds shown on the terminate, confirm and add-tenant pages. */
export type ConfirmErrorKind =
  | 'generic'
  | 'cancelled'
  | 'identityMismatch'
  | 'noAttributes'
  | 'noIdentity'
  | 'noIdentityVerifier'
  | 'noUser'
  | 'initFailed'
  | 'tooEarly'
  | 'passportNotAllowed'
  | 'nonceDiffFailed'
  | 'formValuesMissing'
  | 'missingContractId'
  | 'addressFetchError'
  | 'noResidentAccount'
  | 'terminationRequestExists'
  | 'outOfService'

/** The contract requests section in Finnish. */
export const contractRequestsFi = {
  common: {
    stepsLabel: 'Vaiheet',
    stepDone: 'valmis',
    next: 'Seuraava',
    back: 'Edellinen',
    edit: 'Muokkaa',
    cancel: 'Peruuta',
    backToHome: 'Takaisin etusivulle',
    yes: 'Kyllä',
    no: 'Ei',
    notGiven: 'Ei annettu',
    stepOf: (step: number, total: number) => `Vaihe ${step}/${total}`,
    loading: 'Ladataan…',
    slow: 'Lataaminen kestää tavallista kauemmin…',
    loadFailed: 'Tietojen lataaminen epäonnistui.',
    retry: 'Yritä uudelleen',
    tooLong: (max: string, length: string) => `Enintään ${max} merkkiä (nyt ${length}).`,
    fixErrors: 'Korjaa merkityt kentät ennen kuin jatkat.',
    redirecting: 'Siirryt tunnistautumaan hetken kuluttua…',
    impersonatorNote:
      'Asiakkaan puolesta kirjautuneena käyttäjänä et voi lähettää irtisanomista tai sopimusmuutosta.',
  },
  steps: {
    parties: 'Osapuolet',
    form: 'Irtisanomisen tiedot',
    payment: 'Maksu- ja yhteystiedot',
    address: 'Uusi osoite',
    showing: 'Asunnon näyttäminen',
    preview: 'Esikatselu',
    identify: 'Tunnistautuminen',
    modification: 'Poismuuttavat asukkaat',
  },
  parties: {
    title: 'Keitä irtisanominen tai muutos koskee?',
    intro:
      'Valitse jokaiselle asukkaalle, jatkuuko sopimus hänen osaltaan vai irtisanotaanko se. Jos kaikki muuttavat pois, sopimus irtisanotaan.',
    choices: {
      in_effect: 'Sopimus jatkuu',
      terminate: 'Muuttaa pois',
      pending: 'Odottaa käsittelyä',
    } satisfies Record<TerminationChoice, string>,
    contractParty: 'Sopijaosapuoli',
    tenant: 'Asukas',
    you: '(sinä)',
    noneSelected: 'Valitse ainakin yksi poismuuttava asukas.',
    someWithoutModification:
      'Sopimusmuutoksia ei voi tehdä palvelussa. Valitse kaikki asukkaat, jos haluat irtisanoa sopimuksen.',
    pending: 'Sopimuksella on jo käsittelyssä oleva pyyntö.',
  },
  disallowed: {
    title: 'Sopimusta ei voi irtisanoa palvelussa',
    reasons: {
      contract_terminated: 'Sopimus on jo päättynyt.',
      pending_termination_tenant_approvals:
        'Sopimuksen irtisanominen odottaa muiden sopijaosapuolten hyväksyntää.',
      pending_termination_review: 'Sopimuksen irtisanominen on vuokranantajan käsiteltävänä.',
      is_estate_contract:
        'Sopimus on kuolinpesän sopimus. Ota yhteyttä asiakaspalveluun irtisanoaksesi sen.',
      has_guardian_of_interests:
        'Sopimuksella on edunvalvoja. Irtisanominen tehdään asiakaspalvelun kautta.',
      missing_resident_users:
        'Kaikilla täysi-ikäisillä asukkailla ei ole Asukas-tunnusta. Jokaisen täysi-ikäisen asukkaan on rekisteröidyttävä ennen sähköistä irtisanomista.',
      contract_tag: 'Sopimusta ei voi irtisanoa sähköisesti. Ota yhteyttä asiakaspalveluun.',
      not_contract_party: 'Vain sopijaosapuoli voi irtisanoa sopimuksen.',
      tenants_with_undetermined_age:
        'Kaikkien asukkaiden ikää ei voida todentaa. Ota yhteyttä asiakaspalveluun.',
      has_company_tenant:
        'Sopimuksella on yritysasiakas. Irtisanominen tehdään asiakaspalvelun kautta.',
      pending_modification_request: 'Sopimuksella on käsittelyssä oleva sopimusmuutos.',
      not_started_yet: 'Sopimus ei ole vielä alkanut, joten sitä ei voi vielä irtisanoa.',
      UNKNOWN:
        'Sopimusta ei voi tällä hetkellä irtisanoa palvelussa. Ota yhteyttä asiakaspalveluun.',
    } satisfies Record<TerminationDisallowedReason | 'UNKNOWN', string>,
  },
  form: {
    title: 'Irtisanomisen tiedot',
    endDate: 'Sopimuksen päättymispäivä',
    endDateHint: (min: string, max: string) => `Aikaisintaan ${min}, viimeistään ${max}.`,
    movingOutDate: 'Muuttopäivä',
    movingOutDateHint: 'Vapaaehtoinen. Ei voi olla sopimuksen päättymispäivän jälkeen.',
    reason: 'Irtisanomisen syy',
    chooseReason: 'Valitse syy',
    additionalDetails: 'Lisätiedot',
    additionalDetailsHint: 'Enintään 1 000 merkkiä.',
    files: 'Liitteet',
    filesHint:
      'Määräaikainen sopimus päättyy vasta sovittuna päivänä. Jos haet aikaisempaa päättymistä, liitä perustelut (esim. työtodistus).',
    filesMissing: 'Lisää vähintään yksi liite.',
    fileWrongType: (allowed: string) => `Tiedostotyyppi ei kelpaa. Sallitut tyypit: ${allowed}.`,
    fileTooLarge: (allowed: string) =>
      `Tiedosto on liian suuri (enintään 10 Mt). Sallitut tyypit: ${allowed}.`,
    fixedTermNote: (date: string) => `Sopimus on määräaikainen ja päättyy ${date}.`,
    rooNote: 'Asumisoikeussopimuksen irtisanomisaika on vähintään 3 kuukautta.',
    collateral: 'Onko asumisoikeusmaksu lainan vakuutena?',
    collateralLender: 'Lainan myöntäjä',
    collateralLocation: 'Missä asumisoikeussopimuksen alkuperäiskappale on?',
    locations: { holder: 'Minulla', bank: 'Pankissa' },
    bank: 'Pankin nimi',
    deliveryAddress:
      'Asumisoikeusmaksun palautukseen liittyvät asiakirjat toimitetaan osoitteeseen',
    companyAddress: 'Taloyhtiön osoite',
    propertyCompanyAddressError:
      'Taloyhtiön osoitetta ei löytynyt. Ota yhteyttä asiakaspalveluun ennen kuin jatkat.',
    reasons: terminationReasonLabels.fi,
  },
  payment: {
    beneficiaryPhone: 'Tilinhaltijan puhelinnumero (vapaaehtoinen)',
    beneficiaryEmail: 'Tilinhaltijan sähköposti (vapaaehtoinen)',
    removedTitle: 'Poistettavat tilinhaltijat',
    undo: 'Peru',
    undoRemove: (name: string) => `Peru tilinhaltijan ${name} poisto`,
    title: 'Maksu- ja yhteystiedot',
    rooIntro:
      'Asumisoikeusmaksu palautetaan alla oleville tilinhaltijoille. Tilitiedot ovat asumisoikeussopimuksessa pakollisia: anna tilinhaltijan nimi ja IBAN-tilinumero (ulkomaiselle tilille myös BIC-tunnus).',
    intro:
      'Vakuusmaksu palautetaan alla oleville tilinhaltijoille. Jos vakuusmaksua ei ole peritty, tilitiedot eivät ole pakollisia.',
    beneficiary: (n: number) => `Tilinhaltija ${n}`,
    beneficiaryName: 'Tilinhaltijan nimi',
    iban: 'IBAN-tilinumero',
    bic: 'BIC-tunnus',
    returnPercentage: 'Palautettava osuus (%)',
    percentageRange: 'Palautettavan osuuden on oltava kokonaisluku 0–100 %.',
    add: 'Lisää tilinhaltija',
    remove: 'Poista tilinhaltija',
    givingContactInfoAllowed: 'Yhteystietoni saa antaa uudelle asukkaalle asunnon näyttöä varten',
  },
  address: {
    title: 'Uusi osoite',
    intro: 'Vapaaehtoinen. Jos lisäät uuden osoitteen, täytä kaikki kentät.',
    recipientName: 'Vastaanottajan nimi',
    streetAddress: 'Katuosoite',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    requiredIfAdded: 'Pakollinen, jos uusi osoite lisätään.',
  },
  showing: {
    title: 'Asunnon näyttäminen',
    intro: 'Vuokranantaja ilmoittaa näytöstä vähintään 24 tuntia etukäteen.',
    options: {
      tenant_shows: 'Näytän asunnon itse',
      property_company_group_shows: 'Vuokranantaja saa näyttää asunnon yleisavaimella',
    } satisfies Record<Showing, string>,
    pets: 'Asunnossa on lemmikkejä',
  },
  preview: {
    removedBeneficiaries: 'Poistettavat tilinhaltijat',
    title: 'Tarkista tiedot',
    intro: 'Tarkista tiedot. Lähettäminen vaatii vahvan tunnistautumisen pankkitunnuksilla.',
    confirm: 'Vahvista ja tunnistaudu',
    parties: 'Poismuuttavat asukkaat',
    beneficiaries: 'Tilinhaltijat',
    noBeneficiaries: 'Ei tilinhaltijoita',
    newAddress: 'Uusi osoite',
    pets: 'Lemmikkejä asunnossa',
    contactSharing: 'Yhteystietoni saa antaa uudelle asukkaalle',
    showing: 'Näyttö',
    collateral: 'Vakuus',
    transfer: 'Uusi sopijaosapuoli',
    inEffect: 'Muutos voimaan',
    description: 'Lisätiedot',
  },
  modification: {
    title: 'Sopimusmuutos',
    intro: 'Poismuuttavat asukkaat poistuvat sopimukselta muutoksen voimaantulopäivänä.',
    inEffect: 'Muutoksen voimaantulopäivä',
    inEffectHint: (min: string, max: string) => `Välillä ${min}–${max}.`,
    description: 'Lisätiedot',
    transfer: 'Kenelle sopijaosapuolen asema siirtyy?',
    transferHint:
      'Kaikki sopijaosapuolet muuttavat pois. Valitse täysi-ikäinen asukas, jolla on Asukas-tunnus.',
    noTransferDestination:
      'Kukaan sopimukselle jäävistä asukkaista ei voi ottaa sopijaosapuolen asemaa: hänen on oltava täysi-ikäinen ja hänellä on oltava Asukas-tunnus. Ota yhteyttä asiakaspalveluun.',
    chooseTransfer: 'Valitse asukas',
    notResidentUser:
      'Valitulla asukkaalla ei ole Asukas-tunnusta tai hän ei ole täysi-ikäinen, joten sopijaosapuolen asemaa ei voi siirtää hänelle.',
    movingOut: 'Muuttaa pois',
  },
  outcome: {
    approvedTitle: 'Irtisanominen on hyväksytty',
    approvedText: (when: string) =>
      `Vuokranantaja hyväksyi irtisanomisen ${when}. Sopimus päättyy alla näkyvänä päivänä, eikä sitä voi irtisanoa uudelleen.`,
    rejectedTitle: 'Irtisanominen hylättiin',
    rejectedByProvider: (when: string) =>
      `Vuokranantaja hylkäsi irtisanomisen ${when}. Saat lisätietoja sähköpostitse asiakaspalvelusta.`,
    rejectedByTenant: (name: string, when: string) =>
      `${name} hylkäsi irtisanomisen ${when}. Irtisanominen on peruttu.`,
    startAgain: 'Tee uusi irtisanominen',
    confirmations: 'Lähetys ja vahvistukset',
    sent: (when: string) => `Lähetetty ${when}`,
    at: (date: string, time: string) => `${date} klo ${time}`,
  },
  thankYou: {
    identified: 'Tunnistautuminen onnistui.',
    terminationTitle: 'Irtisanominen on lähetetty',
    terminationText:
      'Kiitos! Irtisanominen on lähetetty. Jos sopimuksella on muita sopijaosapuolia, he saavat pyynnön hyväksyttäväksi. Saat tiedon käsittelystä sähköpostiisi.',
    modificationTitle: 'Sopimusmuutos on lähetetty',
    modificationText: 'Kiitos! Sopimusmuutos on lähetetty. Saat tiedon käsittelystä sähköpostiisi.',
    receipt: 'Lataa kuittaus (PDF)',
  },
  confirm: {
    terminationTitle: 'Irtisanomisen vahvistaminen',
    modificationTitle: 'Sopimusmuutoksen vahvistaminen',
    intro: {
      accept: 'Toinen sopijaosapuoli on pyytänyt seuraavaa. Vahvista pyyntö pankkitunnuksilla.',
      reject: 'Olet hylkäämässä pyynnön. Hylkääminen peruu pyynnön.',
    },
    accept: 'Hyväksy ja tunnistaudu',
    reject: 'Hylkää ja tunnistaudu',
    none: 'Sinulla ei ole vahvistettavia pyyntöjä tällä sopimuksella.',
    status: {
      pending: 'Odottaa',
      accepted: 'Hyväksynyt',
      rejected: 'Hylännyt',
    },
    approvals: 'Sopijaosapuolten hyväksynnät',
    successTitle: {
      accept: 'Kiitos, hyväksyntäsi on vastaanotettu',
      reject: 'Pyyntö on hylätty',
    },
    successText: {
      accept:
        'Pyyntö siirtyy vuokranantajan käsiteltäväksi, kun kaikki osapuolet ovat hyväksyneet sen.',
      reject: 'Pyyntö on peruttu. Muut osapuolet saavat tiedon.',
    },
    removeTenants: 'Poismuuttavat asukkaat',
    addTenants: 'Lisättävät asukkaat',
  },
  addTenant: {
    title: 'Asukkaan lisääminen',
    intro: 'Lisää sopimukselle uusia asukkaita. Muut sopijaosapuolet hyväksyvät lisäyksen.',
    person: (n: number) => `Henkilö ${n}`,
    socialSecurityNumber: 'Henkilötunnus',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti (vapaaehtoinen)',
    phoneNumber: 'Puhelinnumero (vapaaehtoinen)',
    birthDate: 'Syntymäaika (vapaaehtoinen)',
    addPerson: 'Lisää henkilö',
    removePerson: 'Poista henkilö',
    preview: 'Esikatsele',
    send: 'Lähetä',
    successTitle: 'Pyyntö on lähetetty',
    successText: 'Kiitos! Asukkaan lisäämistä koskeva pyyntö on lähetetty käsiteltäväksi.',
  },
  errors: {
    restart: 'Aloita alusta',
    titles: {
      generic: 'Vahvistus epäonnistui',
      cancelled: 'Tunnistautuminen peruttiin',
      identityMismatch: 'Tunnistautunut henkilö ei ole sopimuksen osapuoli',
      noAttributes: 'Tunnistautumisesta puuttuu tietoja',
      noIdentity: 'Tunnistautuminen epäonnistui',
      noIdentityVerifier: 'Tunnistautumispalvelu ei ole käytettävissä',
      noUser: 'Käyttäjää ei löytynyt',
      initFailed: 'Tunnistautumisen aloittaminen epäonnistui',
      tooEarly: 'Sopimus ei ole vielä voimassa',
      passportNotAllowed: 'Passilla tunnistautuminen ei käy',
      nonceDiffFailed: 'Tunnistautuminen ei vastannut pyyntöä',
      formValuesMissing: 'Lomakkeen tiedot puuttuvat',
      missingContractId: 'Sopimus puuttuu',
      addressFetchError: 'Osoitetta ei saatu haettua',
      noResidentAccount: 'Asukkaalla ei ole Asukas-tunnusta',
      terminationRequestExists: 'Irtisanominen on jo käsittelyssä',
      outOfService: 'Palvelu ei ole käytettävissä',
    } satisfies Record<ConfirmErrorKind, string>,
    messages: {
      generic: 'Vahvistaminen epäonnistui. Yritä uudelleen.',
      cancelled: 'Keskeytit tunnistautumisen. Mitään ei lähetetty.',
      identityMismatch:
        'Tunnistauduit eri henkilönä kuin kirjautunut käyttäjä. Tunnistaudu omilla pankkitunnuksillasi.',
      noAttributes:
        'Tunnistautumispalvelu ei palauttanut henkilötunnusta. Ota yhteyttä asiakaspalveluun.',
      noIdentity: 'Tunnistautuminen ei onnistunut. Yritä uudelleen.',
      noIdentityVerifier: 'Tunnistautumispalveluun ei saatu yhteyttä. Yritä hetken kuluttua.',
      noUser: 'Kirjautunutta asukasta ei löytynyt sopimukselta.',
      initFailed: 'Tunnistautumista ei voitu aloittaa. Yritä hetken kuluttua uudelleen.',
      tooEarly: 'Sopimusta ei voi irtisanoa ennen sen alkamispäivää.',
      passportNotAllowed:
        'Irtisanominen ja sopimusmuutos vaativat tunnistautumisen pankkitunnuksilla tai mobiilivarmenteella.',
      nonceDiffFailed:
        'Tunnistautumisen tiedot eivät vastanneet lähetettyä pyyntöä. Aloita alusta.',
      formValuesMissing: 'Lomakkeen tiedot katosivat. Täytä lomake uudelleen.',
      missingContractId: 'Pyynnöstä puuttui sopimus. Aloita alusta.',
      addressFetchError:
        'Asumisoikeusasiakirjojen toimitusosoitetta ei saatu haettua. Ota yhteyttä asiakaspalveluun.',
      noResidentAccount:
        'Valitulla asukkaalla ei ole Asukas-tunnusta, joten sopijaosapuolen asemaa ei voi siirtää.',
      terminationRequestExists:
        'Sopimuksella on jo käsittelyssä oleva irtisanominen, joten muutosta ei voi tehdä.',
      outOfService: 'Palvelu ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
    } satisfies Record<ConfirmErrorKind, string>,
  },
  /** The staff's screens: the requests by status, one request and the decision (issue 14). */
  staff: {
    title: 'Sopimuspyynnöt',
    intro: 'Irtisanomiset ja sopimusmuutokset, jotka odottavat vuokranantajan päätöstä.',
    statusFilter: 'Tila',
    statuses: {
      ready_for_review: 'Odottaa päätöstä',
      pending_tenant_approval: 'Odottaa asukkaiden hyväksyntää',
      approved: 'Hyväksytty',
      rejected: 'Hylätty',
      pending_strong_authentication: 'Odottaa tunnistautumista',
    } as Record<string, string>,
    kinds: { termination: 'Irtisanominen', modification: 'Sopimusmuutos' },
    empty: 'Ei pyyntöjä.',
    effective: { termination: 'Päättymispäivä', modification: 'Voimaan' },
    reason: 'Syy',
    details: 'Lisätiedot',
    addedPersons: 'Lisättävät asukkaat',
    tenants: 'Osapuolet',
    decisions: { accepted: 'Hyväksynyt', rejected: 'Hylännyt', pending: 'Odottaa' } as Record<
      string,
      string
    >,
    noAccount: 'ei tunnusta',
    decide: 'Päätös',
    accept: 'Hyväksy',
    reject: 'Hylkää',
    decisionReason: 'Perustelu (lähetetään osapuolille)',
    reasonRequired: 'Perustelu on pakollinen hylätessä.',
    decided: 'Päätös tallennettu. Osapuolet saavat ilmoituksen ja sähköpostin.',
    decidedAt: 'Päätetty',
    open: 'Avaa',
  },
}

/** The shape every language of the section has. */
export type ContractRequestsTranslations = typeof contractRequestsFi
