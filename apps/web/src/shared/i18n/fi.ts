/**
 * Finnish translations: the master language and the fallback (spec 01 §1). `Translations` is
 * derived from this object, so `sv.ts` and `en.ts` must have exactly the same keys. Values are
 * strings or functions of their parameters.
 */
import type { WaitUnit } from '../lib/retry-after.ts'
import type { ErrorCode, LoginState, RouteName } from '@asukas/contract'
import type { MessageKey } from '@asukas/domain'
import type { FrontPageBulletin } from './types.ts'

/**
 * Front-page bulletins configured for Finnish (spec 01 §2: "Configured front-page bulletins come
 * from translations and are added to the fetched ones").
 */
const frontPageBulletins: FrontPageBulletin[] = [
  {
    id: 'waste-sorting',
    title: 'Lajittele jätteet oikein',
    excerpt: 'HSY:n lajitteluohjeista näet, mihin astiaan mikäkin jäte kuuluu.',
    link: { kind: 'external', href: 'https://www.hsy.fi/jatteet-ja-kierratys/' },
  },
  {
    id: 'contact-information',
    title: 'Kenelle ilmoitan?',
    excerpt:
      'Kiinteistöhuollon, isännöinnin ja asiakaspalvelun yhteystiedot löydät yhteystiedoista.',
    link: { kind: 'internal', route: 'contactInfo' },
  },
]

export const fi = {
  app: {
    name: 'Asukas',
    tagline: 'Asukkaan asiointipalvelu',
    homeLink: 'Asukas, etusivulle',
    skipToContent: 'Siirry pääsisältöön',
    loading: 'Ladataan…',
    opensInNewTab: '(avautuu uuteen välilehteen)',
    slow: 'Lataus kestää tavallista kauemmin. Odota hetki tai yritä uudelleen.',
    retry: 'Yritä uudelleen',
    updateAvailable: 'Asukkaasta on uusi versio.',
    updateNow: 'Päivitä nyt',
    /** Issue 25 item 4: the data shown came from the device's cache; `time` is HH.MM or null. */
    offline: (time: string | null) =>
      time === null
        ? 'Olet offline-tilassa.'
        : `Olet offline-tilassa. Tiedot päivitetty viimeksi klo ${time}.`,
    offlineWrite:
      'Lomaketta ei voi lähettää ilman verkkoyhteyttä. Tekemäsi muutokset ovat tallessa.',
    close: 'Sulje',
    chooseFromCalendar: 'Valitse kalenterista',
    stepsLabel: 'Vaiheet',
    stepDone: 'valmis',
  },
  language: {
    switcherLabel: 'Kieli',
    codes: { fi: 'FI', sv: 'SV', en: 'EN' },
    names: { fi: 'suomeksi', sv: 'på svenska', en: 'in English' },
  },
  screens: {
    root: 'Asukas',
    frontPage: 'Etusivu',
    terminate: 'Sopimuksen irtisanominen',
    confirmTermination: 'Irtisanomisen vahvistus',
    confirmModification: 'Sopimusmuutoksen vahvistus',
    addTenant: 'Asukkaan lisääminen',
    parking: 'Pysäköinti',
    messages: 'Viestit',
    messageThread: 'Viestiketju',
    defectNoticeCreate: 'Vikailmoitus',
    defectNoticeEdit: 'Vikailmoituksen tiedot',
    questionCreate: 'Kysymys',
    question: 'Kysymyksen tiedot',
    feedbackCreate: 'Palaute',
    feedback: 'Palautteen tiedot',
    paymentInfo: 'Maksutiedot',
    paymentHistory: 'Maksuhistoria',
    ownInfo: 'Omat tiedot',
    documents: 'Dokumentit',
    bulletin: 'Tiedote',
    buildingInfo: 'Kiinteistön tiedot',
    bulletinBoard: 'Ilmoitustaulu',
    bulletinOnBoard: 'Tiedote',
    contactInfo: 'Yhteystiedot',
    login: 'Kirjaudu sisään',
    logout: 'Kirjaudu ulos',
    register: 'Rekisteröityminen',
    registerChooseAuth: 'Tunnistautumistavan valinta',
    registerAuth: 'Tunnistautuminen',
    registerVerifyEmail: 'Sähköpostiosoitteen vahvistus',
    passwordForgot: 'Unohtunut salasana',
    notFound: 'Sivua ei löytynyt',
  } satisfies Record<RouteName, string>,
  nav: {
    label: 'Päävalikko',
    menu: 'Valikko',
    home: 'Etusivu',
    transactions: 'Asiointi',
    userInfo: 'Omat tiedot',
    ownProperty: 'Oma koti',
    defectNotice: 'Vikailmoitus',
    terminate: 'Sopimuksen irtisanominen',
    messages: 'Viestit',
    ownInfo: 'Omat tiedot',
    payments: 'Maksut',
    documents: 'Dokumentit',
    buildingInfo: 'Kiinteistön tiedot',
    parking: 'Pysäköinti',
    contactInfo: 'Yhteystiedot',
    bulletinBoard: 'Ilmoitustaulu',
    comingSoon: 'tulossa pian',
    /** After the entry's name in its accessible name: 'Viestit, 2 lukematonta'. */
    unread: { one: '{count} lukematon', other: '{count} lukematonta' },
  },
  contractSwitcher: {
    label: 'Sopimus',
    hint: 'Sopimuksen valinta avaa saman sivun valitulle sopimukselle.',
  },
  profile: {
    menu: 'Käyttäjävalikko',
    ownInfo: 'Omat tiedot',
    logout: 'Kirjaudu ulos',
  },
  impersonation: {
    banner: (email: string) => `Käyttäjä ${email}`,
    readOnly: 'Asioit asiakkaan puolesta. Tietoja ei voi muokata.',
    end: 'Lopeta asiakkaan puolesta asiointi',
    endFailed: 'Asiakkaan puolesta asioinnin lopettaminen epäonnistui. Yritä uudelleen.',
  },
  footer: {
    contactsTitle: 'Yhteystiedot',
    contactsLoadError: 'Yhteystietojen lataaminen epäonnistui.',
    noContacts: 'Yhteystietoja ei ole saatavilla.',
    phone: 'Puhelin',
    email: 'Sähköposti',
    legalTitle: 'Tietoa palvelusta',
    legal: {
      privacyStatement: 'Tietosuojaseloste',
      accessibilityStatement: 'Saavutettavuusseloste',
      termsOfUse: 'Käyttöehdot',
      cookiePolicy: 'Evästekäytäntö',
    },
    contactCategories: {
      property_maintenance: 'Kiinteistöhuolto',
      customer_service: 'Asiakaspalvelu',
      property_management: 'Isännöinti',
      sales_representative: 'Myyntiedustaja',
      resident_committee: 'Asukastoimikunta',
      other: 'Muu yhteystieto',
    },
    customerServiceHours: 'Asiakaspalvelu palvelee arkisin klo 8–16.',
  },
  consent: {
    title: 'Evästeet ja seuranta',
    text: 'Käytämme seurantaa palvelun virheiden korjaamiseen. Voit sallia sen tai kieltäytyä; palvelu toimii molemmissa tapauksissa. Kysymme asiaa uudelleen vuoden kuluttua.',
    accept: 'Salli seuranta',
    decline: 'Kieltäydy',
    question: 'Sallitko seurannan virheiden korjaamiseen?',
    more: 'Lisätietoa',
  },
  comingLater: {
    badge: 'Tulossa myöhemmin',
    text: 'Tämä osa palvelua on vielä työn alla, eikä sitä voi vielä käyttää.',
    home: 'Palaa etusivulle',
  },
  errors: {
    notFound: {
      title: 'Sivua ei löytynyt',
      text: 'Etsimääsi sivua ei ole olemassa tai se ei ole käytössäsi.',
      backHome: 'Takaisin etusivulle',
    },
    general: {
      title: 'Sivu on epäkunnossa',
      text: 'Jotain meni vikaan. Yritä hetken kuluttua uudelleen.',
      backToLogin: 'Takaisin kirjautumiseen',
      backToHome: 'Takaisin etusivulle',
    },
    writeDenied: {
      title: 'Ei muokkausoikeutta',
      text: 'Asiakkaan puolesta kirjautuneena käyttäjänä sinulla ei ole oikeutta muokata tietoja.',
      back: 'Takaisin',
    },
    noActiveContracts: {
      title: 'Ei voimassa olevia sopimuksia',
      text: 'Sinulla ei ole voimassa olevia vuokra- tai asumisoikeussopimuksia, joten palvelua ei voi käyttää.',
    },
    errorFetchingContracts: {
      title: 'Sopimusten haku epäonnistui',
      text: 'Sopimustietojesi hakeminen epäonnistui. Yritä kirjautua uudelleen.',
    },
    logout: 'Kirjaudu ulos',
    login: 'Kirjaudu uudelleen',
    badRequest: 'Virheellinen pyyntö.',
    notFoundResource: 'Tietoa ei löytynyt.',
    coreApi: 'Palvelussa tapahtui virhe. Yritä myöhemmin uudelleen.',
    byCode: {
      UNAUTHORIZED: 'Kirjautumisesi on vanhentunut. Kirjaudu uudelleen.',
      IMPERSONATION_WRITE_ACCESS_DENIED:
        'Asiakkaan puolesta kirjautuneena käyttäjänä sinulla ei ole oikeutta muokata tietoja.',
      INVALID_RESPONSE: 'Palvelu palautti odottamattoman vastauksen.',
      UNEXPECTED: 'Palveluun ei saatu yhteyttä. Tarkista verkkoyhteys ja yritä uudelleen.',
      SERVICE_UNAVAILABLE: 'Palvelu ei ole juuri nyt käytettävissä.',
      NO_ACTIVE_CONTRACTS: 'Sinulla ei ole voimassa olevia sopimuksia.',
      ERROR_FETCHING_CONTRACTS: 'Sopimusten haku epäonnistui. Yritä kirjautua uudelleen.',
      FILE_FAILED_TO_OPEN: 'Tiedoston avaaminen epäonnistui.',
      FILE_FAILED_TO_LOAD: 'Liitteen avaaminen epäonnistui.',
      TOO_MANY_FAILED_ATTEMPTS_EXCEPTION: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
      LIMIT_EXCEEDED_EXCEPTION: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
      TOO_MANY_REQUESTS_EXCEPTION: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    } satisfies Partial<Record<ErrorCode, string>>,
  },
  validation: {
    required: 'Tieto on pakollinen',
    too_small_date: 'Päivämäärä on liian aikainen',
    too_big_date: 'Päivämäärä on liian myöhäinen',
    invalid_date: 'Virheellinen päivämäärä (pp.kk.vvvv)',
    invalid_postal_code: 'Virheellinen postinumero',
    invalid_number: 'Virheellinen numero',
    invalid_iban: 'Virheellinen IBAN-tilinumero',
    invalid_bic: 'Virheellinen BIC-tunnus',
    invalid_email: 'Virheellinen sähköpostiosoite',
    invalid_phone_number:
      'Virheellinen puhelinnumero. Anna numero muodossa +358 40 123 4567: plusmerkki ja 7–15 numeroa.',
    invalid_ssn: 'Virheellinen henkilötunnus',
    invalid_string: 'Virheellinen arvo',
    invalid_pin: 'Virheellinen koodi',
    move_date_after_end_date: 'Muuttopäivä ei voi olla sopimuksen päättymisen jälkeen',
    invalid_return_percentage_sum: 'Palautusosuuksien summan on oltava 100 %',
    title_description_or_files_required: 'Anna otsikko, kuvaus tai liite',
  } satisfies Record<MessageKey, string>,
  login: {
    title: 'Kirjaudu sisään',
    intro: 'Kirjaudu asukkaan asiointipalveluun sähköpostiosoitteellasi ja salasanallasi.',
    username: 'Sähköpostiosoite',
    password: 'Salasana',
    passwordTooShort: 'Salasanassa on vähintään 8 merkkiä',
    passwordTooLong: 'Salasanassa on enintään 256 merkkiä',
    submit: 'Kirjaudu',
    submitting: 'Kirjaudutaan…',
    forgotPassword: 'Unohditko salasanasi?',
    registerTitle: 'Uusi käyttäjä?',
    registerText: 'Luo tunnukset vahvalla tunnistautumisella.',
    register: 'Rekisteröidy',
    states: {
      registration_link_fetch_failed:
        'Rekisteröityminen on tilapäisesti epäkunnossa. Yritä myöhemmin uudelleen.',
      user_not_confirmed:
        'Käyttäjätunnustasi ei ole vielä vahvistettu. Viimeistele rekisteröityminen.',
      invalid_credentials: 'Virheellinen käyttäjätunnus tai salasana.',
      registration_cancelled: 'Rekisteröityminen peruttiin.',
      registration_failed: 'Rekisteröityminen epäonnistui. Yritä uudelleen.',
      user_already_registered: (email: string) =>
        email
          ? `Sähköpostiosoitteella ${email} on jo tunnukset. Kirjaudu sisään tai vaihda salasana.`
          : 'Olet jo rekisteröitynyt. Kirjaudu sisään tai vaihda salasana.',
      no_tenant_found: 'Tiedoillasi ei löytynyt asukasta. Ota yhteyttä asiakaspalveluun.',
      generic_error: 'Kirjautuminen epäonnistui. Yritä uudelleen.',
      login_expired: 'Istuntosi on vanhentunut. Kirjaudu uudelleen.',
      user_email_not_verified: 'Sähköpostiosoitettasi ei ole vahvistettu.',
      internal_error: 'Palvelussa tapahtui virhe. Yritä myöhemmin uudelleen.',
    } satisfies Record<LoginState, string | ((email: string) => string)>,
    tooManyAttempts: 'Liian monta epäonnistunutta yritystä. Odota hetki ja yritä uudelleen.',
    tooManyAttemptsWait: (amount: number, unit: WaitUnit) =>
      `Liian monta epäonnistunutta yritystä. Voit yrittää uudelleen ${amount} ${unit === 'second' ? 'sekunnin' : 'minuutin'} kuluttua.`,
  },
  logout: {
    inProgress: 'Kirjaudutaan ulos…',
  },
  fileUpload: {
    choose: 'Valitse tiedostot',
    dropHere: 'tai pudota tiedostot tähän',
    abort: 'Keskeytä',
    remove: 'Poista',
    uploading: (percent: number) => `Ladataan… ${percent} %`,
    done: 'Ladattu',
    failed: 'Liitteen lataaminen epäonnistui.',
    aborted: 'Lataaminen keskeytettiin.',
  },
  devMailbox: {
    hint: 'Demotilassa lähetetyt sähköpostit, kuten vahvistuskoodit, näkyvät kehittäjän postilaatikossa.',
    link: 'Avaa kehittäjän postilaatikko',
  },
  frontPage: {
    greeting: (firstName: string) => `Hei ${firstName}!`,
    greetingFallback: 'Hei!',
    contract: {
      title: 'Sopimuksesi',
      address: 'Osoite',
      type: 'Sopimustyyppi',
      types: { rental: 'Vuokrasopimus', right_of_occupancy: 'Asumisoikeussopimus' },
      status: 'Tila',
      statuses: { active: 'Voimassa', signed: 'Allekirjoitettu', terminated: 'Irtisanottu' },
      startDate: 'Alkamispäivä',
      endDate: 'Päättymispäivä',
      referenceNumber: 'Viitenumero',
      propertyCompany: 'Kiinteistöyhtiö',
      addTenant: 'Lisää asukas sopimukselle',
    },
    notifications: {
      title: 'Ilmoitukset',
      important: 'Tärkeä',
      close: 'Sulje ilmoitus',
      closeFailed: 'Ilmoituksen sulkeminen epäonnistui.',
      loadError: 'Ilmoitusten lataaminen epäonnistui.',
      arrear: (amount: string) => `Sinulla on erääntyneitä maksuja ${amount}.`,
      contract_termination_request_approval_needed:
        'Sopimuksen irtisanominen odottaa hyväksyntääsi.',
      contract_termination_request_tenant_rejected:
        'Asukas hylkäsi sopimuksen irtisanomisen. Irtisanominen peruttiin.',
      contract_termination_request_kenno_rejected:
        'Vuokranantaja hylkäsi irtisanomisen. Saat lisätietoja sähköpostitse.',
      message: 'Sinulle on uusi viesti.',
      contract_modification_request_approval_needed: 'Sopimusmuutos odottaa hyväksyntääsi.',
      actions: {
        payments: 'Katso maksut',
        confirmTermination: 'Käsittele irtisanominen',
        confirmModification: 'Käsittele sopimusmuutos',
        messages: 'Lue viestit',
      },
    },
    tasks: {
      title: 'Asioi',
      comingSoon: 'Tulossa pian',
      defectNotice: 'Tee vikailmoitus',
      defectNoticeText: 'Ilmoita asunnon tai yleisten tilojen viasta.',
      payments: 'Maksut',
      paymentsText: 'Katso maksutiedot ja maksuhistoria.',
      sauna: 'Saunavuorot',
      saunaText: 'Varaa saunavuoro.',
      moveNotice: 'Muuttoilmoitus',
      moveNoticeText: 'Irtisano sopimus tai ilmoita muutosta.',
      messages: 'Viestit',
      messagesText: 'Kysy kodistasi ja lue vuokranantajan vastaukset.',
      addTenant: 'Lisää asukas',
      addTenantText: 'Pyydä uuden asukkaan lisäämistä sopimukselle.',
    },
    defectNotices: {
      title: 'Vikailmoitukset',
      empty: 'Sinulla ei ole vikailmoituksia.',
      loadError: 'Vikailmoitusten lataaminen epäonnistui.',
      statuses: { created: 'Vastaanotettu', in_progress: 'Työn alla', completed: 'Valmis' },
      status: 'Tila',
      created: 'Tehty',
    },
    bulletins: {
      title: 'Tiedotteet',
      more: 'Lisää tiedotteita',
    },
  },
  bulletins: {
    showMore: 'Näytä lisää',
    loadingMore: 'Ladataan lisää…',
    noBulletins: 'Ilmoitustaululla ei ole tiedotteita.',
    bulletinsFetchError: 'Tiedotteiden lataaminen epäonnistui.',
    errorLoadingBulletin: 'Tiedotteen lataaminen epäonnistui.',
    notFoundTitle: 'Tiedotetta ei löytynyt',
    notFound: 'Tiedotetta ei löytynyt. Se on ehkä poistettu.',
    home: 'Etusivulle',
    backToBoard: 'Takaisin ilmoitustaululle',
    published: 'Julkaistu',
    author: 'Kirjoittaja',
    attachments: 'Liitteet',
    openingAttachment: 'Avataan liitettä…',
    failedToOpenAttachment: 'Liitteen avaaminen epäonnistui.',
    popupBlocked: 'Tiedoston avaaminen epäonnistui. Salli ponnahdusikkunat ja yritä uudelleen.',
  },
  frontPageBulletins,
}

/** The shape every language file must have (derived from the Finnish master). */
export type Translations = typeof fi
