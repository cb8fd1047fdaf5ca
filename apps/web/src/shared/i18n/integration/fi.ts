/**
 * Finnish texts of the integration API's staff screens (issue 14; the master of the section, see
 * `../lazy-section.ts`): the integration clients, their secrets, webhooks and deliveries. Loaded
 * on demand; `sv.ts` and `en.ts` must have exactly the same keys.
 */
import type { IntegrationScope } from '@asukas/contract/endpoints/integration'
import { plural } from '../plural.ts'

/** The integration section in Finnish (the master: its shape is {@link IntegrationTranslations}). */
export const integrationFi = {
  title: 'Integraatiot',
  intro:
    'Taloushallinnon ja huollon järjestelmien asiakkaat (integraatiorajapinta). Salainen avain näytetään vain kerran.',
  newClient: 'Uusi asiakas',
  name: 'Nimi',
  scopes: 'Oikeudet',
  scopeNames: {
    'master-data:write': 'Perustiedot',
    'payments:write': 'Maksut',
    'documents:write': 'Asiakirjat',
    'requests:read': 'Pyyntöjen luku',
    'requests:decide': 'Pyyntöjen päätökset',
    'events:read': 'Tapahtumat',
  } satisfies Record<IntegrationScope, string>,
  ipRanges: 'Sallitut IP-osoitealueet',
  ipRangesHint: 'CIDR-muodossa pilkuin eroteltuna, esim. 203.0.113.0/24. Tyhjä sallii kaikki.',
  anyAddress: 'kaikki osoitteet',
  create: 'Luo asiakas',
  clients: 'Asiakkaat',
  noClients: 'Ei asiakkaita.',
  secretOnce: 'Tallenna salainen avain nyt: sitä ei näytetä uudelleen.',
  clientId: 'Asiakastunnus',
  secret: 'Salainen avain',
  active: 'Käytössä',
  disabled: 'Poistettu käytöstä',
  secretCount: (count: number) => `Voimassa olevia avaimia: ${count}`,
  rotate: 'Vaihda salainen avain (vanha toimii 24 h)',
  disable: 'Poista käytöstä',
  disableConfirm: (name: string) =>
    `Poistetaanko ${name} käytöstä? Sen tunnisteet lakkaavat toimimasta heti.`,
  webhooks: {
    show: 'Webhookit ja toimitukset',
    hide: 'Piilota webhookit',
    endpoints: 'Webhook-osoitteet',
    noEndpoints: 'Ei webhook-osoitteita.',
    deliveries: 'Viimeisimmät toimitukset',
    noDeliveries: 'Ei toimituksia.',
    event: 'Tapahtuma',
    endpoint: 'Osoite',
    status: 'Tila',
    lastAnswer: 'Viimeisin vastaus',
    delivered: 'Toimitettu',
    pending: 'Odottaa uutta yritystä',
    sending: 'Lähetetään',
    dead: 'Luovuttu',
    noAnswer: 'ei vastausta',
    attempts: (n: number) => plural('fi', n, { one: '{count} yritys', other: '{count} yritystä' }),
    deadLetters: 'Toimittamatta jääneet',
    noDeadLetters: 'Ei toimittamatta jääneitä tapahtumia.',
    resend: 'Lähetä uudelleen',
    resent: 'Tapahtuma lähetetään uudelleen.',
  },
}

/** The shape every language of the integration section must have. */
export type IntegrationTranslations = typeof integrationFi
