/** Swedish texts of the integration section (same keys as the Finnish master `fi.ts`). */
import type { IntegrationScope } from '@asukas/contract/endpoints/integration'
import type { IntegrationTranslations } from './fi.ts'
import { plural } from '../plural.ts'

/** The integration section in Swedish. */
export const integrationSv: IntegrationTranslations = {
  title: 'Integrationer',
  intro:
    'Klienter för ekonomi- och underhållssystem (integrationsgränssnittet). Den hemliga nyckeln visas bara en gång.',
  newClient: 'Ny klient',
  name: 'Namn',
  scopes: 'Behörigheter',
  scopeNames: {
    'master-data:write': 'Grunddata',
    'payments:write': 'Betalningar',
    'documents:write': 'Dokument',
    'requests:read': 'Läsa begäranden',
    'requests:decide': 'Besluta om begäranden',
    'events:read': 'Händelser',
  } satisfies Record<IntegrationScope, string>,
  ipRanges: 'Tillåtna IP-adressområden',
  ipRangesHint: 'I CIDR-form, åtskilda med kommatecken, t.ex. 203.0.113.0/24. Tomt tillåter alla.',
  anyAddress: 'alla adresser',
  create: 'Skapa klient',
  clients: 'Klienter',
  noClients: 'Inga klienter.',
  secretOnce: 'Spara den hemliga nyckeln nu: den visas inte igen.',
  clientId: 'Klient-id',
  secret: 'Hemlig nyckel',
  active: 'I bruk',
  disabled: 'Avstängd',
  secretCount: (count: number) => `Giltiga nycklar: ${count}`,
  rotate: 'Byt hemlig nyckel (den gamla fungerar i 24 h)',
  disable: 'Stäng av',
  disableConfirm: (name: string) => `Stänga av ${name}? Dess token slutar fungera genast.`,
  webhooks: {
    show: 'Webhooks och leveranser',
    hide: 'Dölj webhooks',
    endpoints: 'Webhook-adresser',
    noEndpoints: 'Inga webhook-adresser.',
    deliveries: 'Senaste leveranser',
    noDeliveries: 'Inga leveranser.',
    event: 'Händelse',
    endpoint: 'Adress',
    status: 'Status',
    lastAnswer: 'Senaste svar',
    delivered: 'Levererad',
    pending: 'Väntar på nytt försök',
    sending: 'Skickas',
    dead: 'Uppgiven',
    noAnswer: 'inget svar',
    attempts: (n: number) => plural('sv', n, { one: '{count} försök', other: '{count} försök' }),
    deadLetters: 'Ej levererade',
    noDeadLetters: 'Inga ej levererade händelser.',
    resend: 'Skicka igen',
    resent: 'Händelsen skickas igen.',
  },
}
