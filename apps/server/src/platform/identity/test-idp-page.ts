/**
 * The pages of the built-in test identity provider: pick or type a test identity, or cancel.
 *
 * Server-rendered HTML in Finnish, Swedish or English (the first supported language of the
 * request's `ui_locales`, Finnish by default), with no script and no inline style, so the strict
 * Content-Security-Policy of the server holds; the one stylesheet is served from `/idp/static/`.
 * Accessible by construction: one `h1`, landmarks, a label for every field, radio buttons in a
 * `fieldset` with a `legend`, errors tied to their fields with `aria-describedby` and
 * `aria-invalid`, and an error summary linking to the fields.
 */
import { isLang, type Lang, type MessageKey } from '@asukas/domain'
import type { ProviderName } from './providers.ts'

/** A person the test provider can identify. */
export interface TestIdentity {
  /** A valid Finnish personal identity code (900–999 individual numbers for test people). */
  personalIdentityCode: string
  givenName: string
  familyName: string
}

/** The fields of the "type an identity" form. */
export interface TypedIdentityValues {
  personalIdentityCode: string
  givenName: string
  familyName: string
}

/** Field errors of the login page, as spec 02 §5 message keys. */
export interface LoginPageErrors {
  /** No (known) test identity was chosen. */
  identity?: MessageKey
  personalIdentityCode?: MessageKey
  givenName?: MessageKey
  familyName?: MessageKey
}

const fi = {
  title: 'Testitunnistus',
  intro:
    'Tämä on Asukas-palvelun testitunnistus. Se on käytössä vain demo- ja testiympäristössä, eikä se tunnista ketään oikeasti.',
  method: {
    telia: 'Pankkitunnukset tai mobiilivarmenne',
    candour: 'Passi tai henkilökortti',
  } satisfies Record<ProviderName, string>,
  methodLabel: 'Tunnistustapa',
  chooseHeading: 'Valitse testihenkilö',
  chooseLegend: 'Testihenkilöt',
  noIdentities: 'Valmiita testihenkilöitä ei ole. Syötä henkilön tiedot alla.',
  chooseSubmit: 'Tunnistaudu valittuna henkilönä',
  typeHeading: 'Tai syötä henkilön tiedot',
  personalIdentityCode: 'Henkilötunnus',
  givenName: 'Etunimi',
  familyName: 'Sukunimi',
  typeSubmit: 'Tunnistaudu',
  cancelHeading: 'Etkö halua tunnistautua?',
  cancel: 'Peruuta tunnistus',
  errorSummary: 'Korjaa lomakkeen virheet',
  messages: {
    required: 'Pakollinen tieto',
    invalid_ssn: 'Henkilötunnus ei ole kelvollinen',
    invalid_string: 'Tieto on liian pitkä',
  } as Partial<Record<MessageKey, string>>,
  chooseRequired: 'Valitse testihenkilö',
  failedTitle: 'Tunnistus epäonnistui',
  sessionExpired:
    'Tunnistusta ei löydy tai se on vanhentunut. Palaa palveluun ja aloita tunnistus uudelleen.',
  errorCode: 'Virhekoodi',
}

/** The texts of the pages; Finnish is the master (docs/architecture.md "Languages"). */
export type TestIdpTexts = typeof fi

const sv: TestIdpTexts = {
  title: 'Testidentifiering',
  intro:
    'Det här är Asukas testidentifiering. Den används bara i demo- och testmiljön och identifierar ingen på riktigt.',
  method: {
    telia: 'Bankkoder eller mobilcertifikat',
    candour: 'Pass eller identitetskort',
  },
  methodLabel: 'Identifieringssätt',
  chooseHeading: 'Välj en testperson',
  chooseLegend: 'Testpersoner',
  noIdentities: 'Det finns inga färdiga testpersoner. Ange personens uppgifter nedan.',
  chooseSubmit: 'Identifiera dig som den valda personen',
  typeHeading: 'Eller ange personens uppgifter',
  personalIdentityCode: 'Personbeteckning',
  givenName: 'Förnamn',
  familyName: 'Efternamn',
  typeSubmit: 'Identifiera dig',
  cancelHeading: 'Vill du inte identifiera dig?',
  cancel: 'Avbryt identifieringen',
  errorSummary: 'Korrigera felen i formuläret',
  messages: {
    required: 'Obligatorisk uppgift',
    invalid_ssn: 'Personbeteckningen är inte giltig',
    invalid_string: 'Uppgiften är för lång',
  },
  chooseRequired: 'Välj en testperson',
  failedTitle: 'Identifieringen misslyckades',
  sessionExpired:
    'Identifieringen hittades inte eller har gått ut. Gå tillbaka till tjänsten och börja om.',
  errorCode: 'Felkod',
}

const en: TestIdpTexts = {
  title: 'Test identification',
  intro:
    'This is the test identification of Asukas. It is only available in demo and test environments and identifies no one for real.',
  method: {
    telia: 'Bank ID or mobile ID',
    candour: 'Passport or identity card',
  },
  methodLabel: 'Identification method',
  chooseHeading: 'Choose a test person',
  chooseLegend: 'Test people',
  noIdentities: 'There are no ready-made test people. Enter the person’s details below.',
  chooseSubmit: 'Identify as the chosen person',
  typeHeading: 'Or enter the person’s details',
  personalIdentityCode: 'Personal identity code',
  givenName: 'Given name',
  familyName: 'Family name',
  typeSubmit: 'Identify',
  cancelHeading: 'Don’t want to identify?',
  cancel: 'Cancel identification',
  errorSummary: 'Please correct the errors in the form',
  messages: {
    required: 'Required',
    invalid_ssn: 'The personal identity code is not valid',
    invalid_string: 'The value is too long',
  },
  chooseRequired: 'Choose a test person',
  failedTitle: 'Identification failed',
  sessionExpired:
    'The identification was not found or has expired. Return to the service and start again.',
  errorCode: 'Error code',
}

/** Texts per language. */
export const testIdpTexts: Record<Lang, TestIdpTexts> = { fi, sv, en }

/**
 * The page language from an OIDC `ui_locales` value (space-separated BCP 47 tags, preferred
 * first): the first tag whose primary language is fi, sv or en; else `fi`.
 */
export function pageLanguageOf(uiLocales: unknown): Lang {
  if (typeof uiLocales !== 'string') return 'fi'
  for (const tag of uiLocales.split(/\s+/)) {
    const primary = tag.split('-')[0]?.toLowerCase()
    if (isLang(primary)) return primary
  }
  return 'fi'
}

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Path of the stylesheet (served by the test provider). */
export const stylesheetPath = '/idp/static/test-idp.css'

/** The stylesheet of the pages: system fonts, readable sizes, visible focus, 4.5:1 contrast. */
export const stylesheet = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1a1a1a;background:#f4f5f7}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.75rem;margin:0 0 .5rem}
h2{font-size:1.25rem;margin:1.5rem 0 .75rem}
.method{font-weight:600;margin:0 0 1rem}
.notice{background:#fff4ce;border-left:4px solid #8a6d00;padding:.75rem 1rem}
fieldset{border:1px solid #8a8f98;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1rem}
legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;align-items:center;gap:.5rem;padding:.25rem 0}
.choice input{width:1.25rem;height:1.25rem;margin:0}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:#3d4450}
.field{margin:0 0 1rem}
.field label{display:block;font-weight:600;margin-bottom:.25rem}
.field input{width:100%;font:inherit;padding:.5rem;border:1px solid #5f6673;border-radius:.25rem}
.field input[aria-invalid="true"]{border:2px solid #b00020}
.error{color:#b00020;margin:.25rem 0 0;font-weight:600}
.error-summary{border:2px solid #b00020;border-radius:.375rem;padding:.75rem 1rem;margin:0 0 1rem}
.error-summary h2{margin-top:0;font-size:1.1rem}
.error-summary a{color:#b00020}
button{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.25rem;border:2px solid #00497a;background:#00497a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#00497a}
:focus-visible{outline:3px solid #ff9e1b;outline-offset:2px}
`

/** What the login page shows. */
export interface LoginPageModel {
  lang: Lang
  provider: ProviderName
  /** Interaction id; the forms post to `/idp/interaction/{uid}/login` and `/abort`. */
  uid: string
  identities: readonly TestIdentity[]
  /** Values of the typed-identity form to show again after an error. */
  values?: TypedIdentityValues
  errors?: LoginPageErrors
  /** The identity code chosen in the list (kept checked after an error). */
  chosen?: string
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${stylesheetPath}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

function field(
  name: keyof TypedIdentityValues,
  label: string,
  value: string,
  error: string | undefined,
  extra: string,
): string {
  const errorId = `${name}-error`
  return `<div class="field">
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" type="text" value="${escapeHtml(value)}" required maxlength="100"${extra}${
    error === undefined ? '' : ` aria-invalid="true" aria-describedby="${errorId}"`
  }>
${error === undefined ? '' : `<p class="error" id="${errorId}">${escapeHtml(error)}</p>`}
</div>`
}

/** The login page: pick a test identity, or type one, or cancel. */
export function renderLoginPage(model: LoginPageModel): string {
  const t = testIdpTexts[model.lang]
  const errors = model.errors ?? {}
  const values = model.values ?? { personalIdentityCode: '', givenName: '', familyName: '' }
  const message = (key: MessageKey | undefined) =>
    key === undefined ? undefined : (t.messages[key] ?? t.messages.required)
  const fieldErrors = {
    personalIdentityCode: message(errors.personalIdentityCode),
    givenName: message(errors.givenName),
    familyName: message(errors.familyName),
  }
  const identityError = errors.identity === undefined ? undefined : t.chooseRequired
  const uid = encodeURIComponent(model.uid)
  const action = `/idp/interaction/${uid}`

  const summaryItems = [
    ...(identityError === undefined ? [] : [['identity-0', identityError] as const]),
    ...(['personalIdentityCode', 'givenName', 'familyName'] as const)
      .filter((name) => fieldErrors[name] !== undefined)
      .map((name) => [name, `${t[name]}: ${fieldErrors[name] ?? ''}`] as const),
  ]
  const summary =
    summaryItems.length === 0
      ? ''
      : `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${escapeHtml(t.errorSummary)}</h2>
<ul>
${summaryItems.map(([id, text]) => `<li><a href="#${id}">${escapeHtml(text)}</a></li>`).join('\n')}
</ul>
</div>`

  const choices = model.identities
    .map((identity, index) => {
      const checked = model.chosen === identity.personalIdentityCode ? ' checked' : ''
      return `<div class="choice">
<input type="radio" name="identity" id="identity-${index}" value="${escapeHtml(identity.personalIdentityCode)}" required${checked}${
        identityError === undefined ? '' : ' aria-describedby="identity-error"'
      }>
<label for="identity-${index}">${escapeHtml(`${identity.givenName} ${identity.familyName}`)} <span class="code">${escapeHtml(identity.personalIdentityCode)}</span></label>
</div>`
    })
    .join('\n')

  const chooseSection =
    model.identities.length === 0
      ? `<p>${escapeHtml(t.noIdentities)}</p>`
      : `<form method="post" action="${action}/login">
<input type="hidden" name="form" value="choose">
<fieldset>
<legend>${escapeHtml(t.chooseLegend)}</legend>
${choices}
${identityError === undefined ? '' : `<p class="error" id="identity-error">${escapeHtml(identityError)}</p>`}
</fieldset>
<button type="submit">${escapeHtml(t.chooseSubmit)}</button>
</form>`

  return page(
    model.lang,
    `${t.title}: ${t.method[model.provider]}`,
    `<h1>${escapeHtml(t.title)}</h1>
<p class="method">${escapeHtml(t.methodLabel)}: ${escapeHtml(t.method[model.provider])}</p>
<p class="notice">${escapeHtml(t.intro)}</p>
${summary}
<section aria-labelledby="choose-heading">
<h2 id="choose-heading">${escapeHtml(t.chooseHeading)}</h2>
${chooseSection}
</section>
<section aria-labelledby="type-heading">
<h2 id="type-heading">${escapeHtml(t.typeHeading)}</h2>
<form method="post" action="${action}/login">
<input type="hidden" name="form" value="type">
${field('personalIdentityCode', t.personalIdentityCode, values.personalIdentityCode, fieldErrors.personalIdentityCode, ' autocomplete="off" spellcheck="false" autocapitalize="characters"')}
${field('givenName', t.givenName, values.givenName, fieldErrors.givenName, ' autocomplete="off"')}
${field('familyName', t.familyName, values.familyName, fieldErrors.familyName, ' autocomplete="off"')}
<button type="submit">${escapeHtml(t.typeSubmit)}</button>
</form>
</section>
<section aria-labelledby="cancel-heading">
<h2 id="cancel-heading">${escapeHtml(t.cancelHeading)}</h2>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">${escapeHtml(t.cancel)}</button>
</form>
</section>`,
  )
}

/**
 * A page for a failure the browser cannot be sent back from (expired or unknown interaction,
 * or an error oidc-provider cannot redirect): a title, a message and optionally the OAuth code.
 */
export function renderFailurePage(lang: Lang, message: string, errorCode?: string): string {
  const t = testIdpTexts[lang]
  return page(
    lang,
    t.failedTitle,
    `<h1>${escapeHtml(t.failedTitle)}</h1>
<p>${escapeHtml(message)}</p>
${errorCode === undefined ? '' : `<p>${escapeHtml(t.errorCode)}: <span class="code">${escapeHtml(errorCode)}</span></p>`}`,
  )
}
