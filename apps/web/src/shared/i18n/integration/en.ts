/** English texts of the integration section (same keys as the Finnish master `fi.ts`). */
import type { IntegrationScope } from '@asukas/contract/endpoints/integration'
import type { IntegrationTranslations } from './fi.ts'
import { plural } from '../plural.ts'

/** The integration section in English. */
export const integrationEn: IntegrationTranslations = {
  title: 'Integrations',
  intro:
    'Clients of the finance and maintenance systems (the integration API). The secret is shown only once.',
  newClient: 'New client',
  name: 'Name',
  scopes: 'Scopes',
  scopeNames: {
    'master-data:write': 'Master data',
    'payments:write': 'Payments',
    'documents:write': 'Documents',
    'requests:read': 'Read requests',
    'requests:decide': 'Decide requests',
    'events:read': 'Events',
  } satisfies Record<IntegrationScope, string>,
  ipRanges: 'Allowed IP ranges',
  ipRangesHint: 'CIDR, separated by commas, e.g. 203.0.113.0/24. Empty allows any address.',
  anyAddress: 'any address',
  create: 'Create client',
  clients: 'Clients',
  noClients: 'No clients.',
  secretOnce: 'Save the secret now: it is not shown again.',
  clientId: 'Client id',
  secret: 'Secret',
  active: 'In use',
  disabled: 'Disabled',
  secretCount: (count: number) => `Valid secrets: ${count}`,
  rotate: 'Rotate the secret (the old one works for 24 h)',
  disable: 'Disable',
  disableConfirm: (name: string) => `Disable ${name}? Its tokens stop working at once.`,
  webhooks: {
    show: 'Webhooks and deliveries',
    hide: 'Hide webhooks',
    endpoints: 'Webhook endpoints',
    noEndpoints: 'No webhook endpoints.',
    deliveries: 'Latest deliveries',
    noDeliveries: 'No deliveries.',
    event: 'Event',
    endpoint: 'Endpoint',
    status: 'Status',
    lastAnswer: 'Last answer',
    delivered: 'Delivered',
    pending: 'Waiting for a retry',
    sending: 'Sending',
    dead: 'Given up',
    noAnswer: 'no answer',
    attempts: (n: number) => plural('en', n, { one: '{count} attempt', other: '{count} attempts' }),
    deadLetters: 'Not delivered',
    noDeadLetters: 'No undelivered events.',
    resend: 'Send again',
    resent: 'The event is sent again.',
  },
}
