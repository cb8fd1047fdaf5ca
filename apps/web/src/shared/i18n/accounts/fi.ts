/**
 * Finnish texts of the accounts section (the master of the section; see `../lazy-section.ts`):
 * registration, forgotten and changed passwords, own information and the staff console
 * (spec 01 §2 "Registration, login, password", "Own information", §6 Roles; spec 02 §5, §8;
 * issue 4). Loaded on demand; `sv.ts` and `en.ts` must have exactly the same keys.
 */
import type { WaitUnit } from '../../lib/retry-after.ts'
import type { PasswordRule, RegistrationProvider } from '@asukas/domain'
import type { PasswordChangeCause } from '../../lib/password-errors.ts'
import { plural } from '../plural.ts'

/** The accounts section in Finnish (the master: its shape is {@link AccountsTranslations}). */
export const accountsFi = {
  common: {
    cancel: 'Peruuta',
    email: 'Sähköpostiosoite',
    code: 'Vahvistuskoodi',
    codeHint: 'Koodissa on 6 numeroa.',
    newPassword: 'Uusi salasana',
    confirmPassword: 'Uusi salasana uudelleen',
    passwordsDoNotMatch: 'Salasanat eivät ole samat',
    passwordInvalid: 'Salasana ei täytä vaatimuksia',
    toLogin: 'Siirry kirjautumiseen',
    backToLogin: 'Takaisin kirjautumiseen',
    tooManyAttempts: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    tooManyAttemptsWait: (amount: number, unit: WaitUnit) =>
      `Liian monta yritystä. Voit yrittää uudelleen ${amount} ${unit === 'second' ? 'sekunnin' : 'minuutin'} kuluttua.`,
    sending: 'Lähetetään…',
    yes: 'Kyllä',
    no: 'Ei',
    stepOf: (step: number, total: number) => `Vaihe ${step}/${total}`,
  },
  passwordPolicy: {
    title: 'Salasanassa on oltava',
    rules: {
      min_length: 'vähintään 8 merkkiä',
      max_length: 'enintään 256 merkkiä',
      lowercase: 'pieni kirjain',
      uppercase: 'iso kirjain',
      digit: 'numero',
      special: 'erikoismerkki, esimerkiksi ! ? # tai -',
      common: 'ei yleisesti käytetty salasana',
    } satisfies Record<PasswordRule, string>,
    met: 'täyttyy',
    notMet: 'ei täyty',
  },
  passwordChange: {
    submit: 'Vaihda salasana',
    submitting: 'Vaihdetaan salasanaa…',
    completedTitle: 'Salasana on vaihdettu',
    failedTitle: 'Salasanan vaihtaminen epäonnistui',
    tryAgain: 'Yritä uudelleen',
    causes: {
      wrongCode: 'Vahvistuskoodi on väärä.',
      expiredCode: 'Vahvistuskoodi on vanhentunut. Pyydä uusi koodi.',
      wrongPassword: 'Salasana ei kelpaa. Tarkista salasanan vaatimukset.',
      tooManyAttempts: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
      userNotConfirmed: 'Käyttäjätunnusta ei ole vahvistettu. Viimeistele rekisteröityminen.',
      userNotFound: 'Käyttäjätunnusta ei löytynyt.',
      none: 'Syy ei ole tiedossa.',
    } satisfies Record<PasswordChangeCause, string>,
  },
  register: {
    intro:
      'Luo tunnukset asukkaan asiointipalveluun. Tarvitset vahvan tunnistautumisen välineen ja sähköpostiosoitteen.',
    stepsTitle: 'Rekisteröitymisen vaiheet',
    steps: [
      'Tunnistaudu vahvasti.',
      'Anna sähköpostiosoitteesi.',
      'Syötä sähköpostiisi lähetetty 6-numeroinen vahvistuskoodi.',
      'Luo salasana.',
    ],
    start: 'Aloita rekisteröityminen',
    continueTitle: 'Keskeneräinen rekisteröityminen',
    continueText: (email: string) =>
      `Rekisteröityminen osoitteella ${email} on kesken. Voit jatkaa siitä, mihin jäit: lähetämme osoitteeseen uuden vahvistuskoodin.`,
    resume: 'Jatka rekisteröitymistä',
    resumeElsewhereTitle: 'Jatka tunnistautumalla',
    resumeElsewhereText:
      'Tässä selaimessa ei ole keskeneräistä rekisteröitymistä. Jatka tunnistautumalla uudelleen tai kirjautumalla sähköpostiosoitteellasi ja salasanallasi, jos loit sen jo.',
    identifyToResume: 'Tunnistaudu ja jatka',
    loginToResume: 'Kirjaudu ja jatka',
    restartTitle: 'Aloita alusta',
    restartText:
      'Voit myös aloittaa rekisteröitymisen alusta. Keskeneräiset tiedot poistetaan, kun olet tunnistautunut uudelleen.',
    restart: 'Aloita rekisteröityminen alusta',
  },
  chooseAuth: {
    intro: 'Valitse, miten tunnistaudut.',
    legend: 'Tunnistautumistapa',
    providers: {
      telia: 'Pankkitunnukset tai mobiilivarmenne',
      candour: 'Passi tai henkilökortti',
    } satisfies Record<RegistrationProvider, string>,
    hints: {
      telia: 'Tunnistaudu verkkopankkitunnuksillasi tai mobiilivarmenteella.',
      candour: 'Tunnistaudu passilla tai henkilökortilla puhelimesi avulla.',
    } satisfies Record<RegistrationProvider, string>,
    required: 'Valitse tunnistautumistapa',
    continue: 'Jatka tunnistautumiseen',
  },
  auth: {
    fetching: 'Valmistellaan tunnistautumista…',
    redirecting: 'Sinut ohjataan tunnistautumaan…',
    manualLink: 'Jos siirtyminen ei käynnisty, jatka tästä tunnistautumiseen',
    incorrectProvider: 'Virheellinen tunnistautumistapa',
    incorrectProviderText:
      'Tunnistautumistapaa ei tunnistettu. Aloita rekisteröityminen uudelleen.',
    backToRegister: 'Takaisin rekisteröitymiseen',
  },
  verifyEmail: {
    cancel: 'Peruuta rekisteröityminen',
    confirmSend: {
      heading: 'Anna sähköpostiosoitteesi',
      text: 'Lähetämme osoitteeseen 6-numeroisen vahvistuskoodin. Sähköpostiosoitteesta tulee käyttäjätunnuksesi.',
      submit: 'Lähetä vahvistuskoodi',
      confirmEmailSubmitError: 'Vahvistuskoodin lähettäminen epäonnistui.',
      emailInUse: 'Sähköpostiosoite on jo käytössä. Anna toinen osoite.',
      resetOldRegistration: 'Aloita rekisteröityminen alusta',
      emailInUseResetText: 'Onko osoite sinun?',
      emailInUseResetLink: 'Vaihda unohtunut salasana',
    },
    verifyCode: {
      heading: 'Syötä vahvistuskoodi',
      text: (email: string) =>
        `Syötä koodi, jonka lähetimme osoitteeseen ${email}. Koodi on voimassa 10 minuuttia.`,
      noCodeYet: 'Jos et ole saanut koodia, lähetä uusi koodi.',
      sentAt: (time: string) => `Vahvistuskoodi lähetettiin klo ${time}.`,
      submit: 'Vahvista koodi',
      submitting: 'Vahvistetaan…',
      resend: 'Lähetä uusi koodi',
      changeEmail: 'Vaihda sähköpostiosoite',
      verificationCodeError: 'Vahvistuskoodi on väärä. Tarkista koodi ja yritä uudelleen.',
      expiredCode: 'Vahvistuskoodi on vanhentunut. Lähetä uusi koodi.',
      verificationCodeResendError:
        'Uuden vahvistuskoodin lähettäminen epäonnistui. Yritä hetken kuluttua uudelleen.',
    },
    createPassword: {
      heading: 'Luo salasana',
      text: 'Kirjaudut jatkossa palveluun sähköpostiosoitteellasi ja tällä salasanalla.',
      submit: 'Luo tunnukset',
      submitting: 'Luodaan tunnuksia…',
      accountCreationError: 'Tunnusten luominen epäonnistui. Yritä uudelleen.',
    },
    success: {
      heading: 'Rekisteröityminen onnistui',
      text: 'Tunnuksesi ovat valmiit. Voit nyt kirjautua palveluun sähköpostiosoitteellasi ja salasanallasi.',
      login: 'Kirjaudu sisään',
    },
  },
  forgotPassword: {
    emailHeading: 'Anna sähköpostiosoitteesi',
    codeHeading: 'Syötä koodi ja uusi salasana',
    emailText:
      'Anna sähköpostiosoite, jolla kirjaudut palveluun. Lähetämme siihen vahvistuskoodin, jolla voit asettaa uuden salasanan.',
    sendCode: 'Lähetä vahvistuskoodi',
    sendFailed: 'Vahvistuskoodin lähettäminen epäonnistui. Yritä uudelleen.',
    codeText: (email: string) =>
      `Jos osoitteella ${email} on tunnukset, lähetimme siihen 6-numeroisen vahvistuskoodin. Syötä koodi ja uusi salasana.`,
    resend: 'Lähetä uusi koodi',
    resent: (time: string) => `Uusi vahvistuskoodi lähetettiin klo ${time}.`,
    changeEmail: 'Vaihda sähköpostiosoite',
    completedText: 'Voit nyt kirjautua palveluun uudella salasanallasi.',
  },
  ownInfo: {
    staffView: {
      title: 'Henkilökunnan katselu',
      text: 'Asiakaspalvelu voi auttaa sinua katsomalla palvelua sinuna. Se ei voi muuttaa tietojasi, ja jokainen katselu kirjataan.',
      last: (date: string, time: string) =>
        `Henkilökunta katsoi palvelua sinuna viimeksi ${date} klo ${time}.`,
      never: 'Henkilökunta ei ole katsonut palvelua sinuna.',
      loadError: 'Katselutietoa ei saatu ladattua.',
    },
    loadError: 'Omien tietojen lataaminen epäonnistui.',
    contactTitle: 'Yhteystiedot',
    email: 'Sähköpostiosoite',
    emailHint: 'Sähköpostiosoite on myös käyttäjätunnuksesi.',
    phone: 'Puhelinnumero',
    phoneHint: 'Kansainvälisessä muodossa, esimerkiksi +358 40 123 4567.',
    notGiven: 'Ei annettu',
    communicationTitle: 'Yhteydenpito',
    communicationByEmail: 'Tiedotteet ja ilmoitukset sähköpostilla',
    communicationBySms: 'Tiedotteet ja ilmoitukset tekstiviestillä',
    marketingAllowed: 'Markkinointi sallittu',
    edit: 'Muokkaa tietoja',
    save: 'Tallenna',
    saving: 'Tallennetaan…',
    cancelEdit: 'Peruuta',
    saved: 'Tiedot on tallennettu.',
    saveFailed: 'Tietojen tallentaminen epäonnistui. Yritä uudelleen.',
    emailInUse: 'Sähköpostiosoite on jo toisen käyttäjän käytössä.',
    impersonatorNote: 'Asioit asiakkaan puolesta, joten et voi tallentaa muutoksia.',
    invoiceTitle: 'Laskutus',
    invoiceType: 'Laskutustapa',
    invoiceTypes: {
      paper: 'Paperilasku',
      electronic: 'E-lasku',
    },
    invoiceAddress: 'Laskutusosoite',
    invoiceLoadError: 'Laskutustietojen lataaminen epäonnistui.',
    security: {
      title: 'Tietoturva',
      passwordTitle: 'Salasanan vaihtaminen',
      passwordText: 'Lähetämme sähköpostiisi vahvistuskoodin, jolla voit vaihtaa salasanan.',
      sendCode: 'Lähetä vahvistuskoodi',
      codeSent: (email: string, time: string) =>
        `Vahvistuskoodi lähetettiin osoitteeseen ${email} klo ${time}.`,
      sendFailed: 'Vahvistuskoodin lähettäminen epäonnistui.',
    },
    emailChange: {
      title: 'Sähköpostiosoitteen vaihtaminen',
      text: (email: string) =>
        `Kirjaudut palveluun osoitteella ${email}. Uusi osoite otetaan käyttöön vasta, kun olet antanut nykyisen salasanasi ja uuteen osoitteeseen lähetetyn vahvistuskoodin.`,
      start: 'Vaihda sähköpostiosoite',
      newEmail: 'Uusi sähköpostiosoite',
      password: 'Nykyinen salasana',
      passwordLength: 'Salasanassa on vähintään 8 merkkiä. Anna nykyinen salasanasi.',
      sendCode: 'Lähetä vahvistuskoodi',
      codeSent: (email: string, time: string) =>
        `Jos osoitteen ${email} voi ottaa käyttöön, lähetimme siihen vahvistuskoodin klo ${time}. Koodi on voimassa 10 minuuttia.`,
      confirm: 'Vahvista uusi osoite',
      confirming: 'Vahvistetaan…',
      done: (email: string) =>
        `Sähköpostiosoitteesi on nyt ${email}. Kirjaudu jatkossa tällä osoitteella. Vanhaan osoitteeseen lähetettiin ilmoitus muutoksesta.`,
      wrongPassword: 'Salasana on väärä.',
      sameEmail: 'Tämä on jo nykyinen sähköpostiosoitteesi.',
      wrongCode: 'Vahvistuskoodi on väärä. Tarkista koodi ja yritä uudelleen.',
      expiredCode: 'Vahvistuskoodi on vanhentunut. Aloita vaihtaminen uudelleen.',
      failed: 'Sähköpostiosoitteen vaihtaminen epäonnistui. Yritä uudelleen.',
    },
    deleteAccount: {
      title: 'Käyttäjätunnuksen poistaminen',
      text: 'Voit poistaa tunnuksesi asiointipalveluun. Vuokrasopimukseen ja asumiseen liittyvät tiedot säilyvät ennallaan.',
      button: 'Poista käyttäjätunnus',
      dialogTitle: 'Poistetaanko käyttäjätunnus?',
      dialogText:
        'Et voi enää kirjautua palveluun tällä tunnuksella. Voit rekisteröityä myöhemmin uudelleen.',
      confirm: 'Poista tunnus',
      deleting: 'Poistetaan…',
      failed: 'Käyttäjätunnuksen poistaminen epäonnistui. Yritä uudelleen.',
      deletedTitle: 'Käyttäjätunnus on poistettu',
      deletedText: 'Käyttäjätunnuksesi asiointipalveluun on poistettu, ja sinut on kirjattu ulos.',
      deletedKept:
        'Vuokrasopimukseen ja asumiseen liittyvät tietosi säilyvät ennallaan. Voit rekisteröityä palveluun myöhemmin uudelleen.',
      deletedToLogin: 'Kirjautumissivulle',
      deletedRegister: 'Rekisteröidy uudelleen',
    },
  },
  staff: {
    loginTitle: 'Henkilökunnan kirjautuminen',
    loginIntro:
      'Kirjaudu henkilökunnan tunnuksilla. Voit tarkastella palvelua asukkaan näkökulmasta, mutta et voi muuttaa asukkaan tietoja.',
    username: 'Sähköpostiosoite',
    password: 'Salasana',
    submit: 'Kirjaudu',
    submitting: 'Kirjaudutaan…',
    invalidCredentials: 'Virheellinen käyttäjätunnus tai salasana.',
    loginFailed: 'Kirjautuminen epäonnistui. Yritä uudelleen.',
    residentsTitle: 'Asukkaiden haku',
    signedInAs: (name: string, email: string) => `Kirjautuneena ${name} (${email})`,
    logout: 'Kirjaudu ulos',
    searchLabel: 'Hae asukasta',
    query: 'Hakusana',
    searchHint: 'Nimi, sähköpostiosoite, sopimuksen viitenumero tai osoite, vähintään 2 merkkiä.',
    queryTooShort: (min: number) => `Kirjoita vähintään ${min} merkkiä.`,
    queryTooLong: (max: number) => `Kirjoita enintään ${max} merkkiä.`,
    search: 'Hae',
    searching: 'Haetaan…',
    resultCount: (count: number) =>
      plural('fi', count, { one: '{count} asukas löytyi.', other: '{count} asukasta löytyi.' }),
    noResults: 'Haulla ei löytynyt asukkaita.',
    searchFailed: 'Haku epäonnistui. Yritä uudelleen.',
    phone: 'Puhelin',
    contracts: 'Sopimukset',
    noContracts: 'Ei sopimuksia',
    referenceNumber: 'Viitenumero',
    impersonate: 'Asioi asukkaana',
    impersonationFailed: 'Asukkaana asioinnin aloittaminen epäonnistui. Yritä uudelleen.',
    impersonating: (name: string) =>
      `Asioit asukkaana ${name}. Tietoja voi vain katsella, ei muuttaa.`,
    toPortal: 'Siirry asukkaan näkymään',
    endImpersonation: 'Lopeta asukkaana asiointi',
  },
}

/** The shape every language of the accounts section must have (derived from Finnish). */
export type AccountsTranslations = typeof accountsFi
