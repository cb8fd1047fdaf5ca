/**
 * The integration screen's webhooks (issue 22 item 4), in Chromium against a fake API: an
 * administrator opens a client's webhooks and sees its endpoints, each delivery's status and the
 * dead letters; "send again" posts the resend of that delivery and the lists are read again (the
 * dead letter is gone, its delivery waits for its attempt).
 */
import { describe, expect, it } from 'vitest'
import { fireEvent, waitFor, within } from '@testing-library/react'
import type { StaffMe } from '@asukas/contract/endpoints/staff'
import type { IntegrationClient } from '@asukas/contract/endpoints/integration'
import type {
  DeadWebhookDelivery,
  WebhookDelivery,
} from '@asukas/contract/endpoints/integration-events'
import {
  byQa,
  callsTo,
  fakeApi,
  renderApp,
  resetAroundEachTest,
  residentAnswers,
} from './support/accounts-app.tsx'

const administrator: StaffMe = {
  uuid: '00000000-0000-4000-8000-000000000005',
  email: 'yllapito@example.com',
  firstName: 'Ylläpito',
  lastName: 'Järjestelmä',
  impersonating: null,
  roles: ['administrator'],
  capabilities: ['integrations'],
}

const client: IntegrationClient = {
  clientId: 'ic_erp',
  name: 'ERP',
  scopes: ['events:read'],
  allowedIpRanges: [],
  createdAt: '2026-11-20T08:00:00.000Z',
  createdBy: 'Ylläpito Järjestelmä',
  disabledAt: null,
  secrets: [{ id: 's1', createdAt: '2026-11-20T08:00:00.000Z', expiresAt: null }],
}

const deadId = '00000000-0000-4000-9000-000000000002'
const delivery = (status: WebhookDelivery['status'], extra: Partial<WebhookDelivery> = {}) => ({
  id: '00000000-0000-4000-9000-000000000001',
  webhookId: 'w1',
  url: 'https://erp.example.com/hooks',
  status,
  eventId: 'e1',
  eventType: 'defect_notice.created',
  occurredAt: '2026-11-26T10:00:00.000Z',
  attempts: 1,
  lastAttemptAt: '2026-11-26T10:00:01.000Z',
  lastStatusCode: 200,
  lastError: null,
  deliveredAt: '2026-11-26T10:00:01.000Z',
  nextAttemptAt: null,
  ...extra,
})
const deadLetter: DeadWebhookDelivery = {
  id: deadId,
  webhookId: 'w1',
  url: 'https://erp.example.com/hooks',
  event: {
    id: 'e2',
    type: 'message.sent',
    occurredAt: '2026-11-20T09:00:00.000Z',
    data: {},
  },
  attempts: 13,
  lastAttemptAt: '2026-11-23T09:00:00.000Z',
  lastStatusCode: 503,
  lastError: 'HTTP 503',
}

resetAroundEachTest()

describe('integration client webhooks in the staff console', () => {
  it('shows endpoints, delivery statuses and dead letters, and sends a dead letter again', async () => {
    let resent = false
    const base = `/api/staff/integration-clients/${client.clientId}`
    const calls = fakeApi(
      residentAnswers({
        'GET /api/staff/me': { status: 200, body: administrator },
        'GET /api/staff/integration-clients': { status: 200, body: [client] },
        [`GET ${base}/webhooks`]: {
          status: 200,
          body: [
            {
              id: 'w1',
              url: 'https://erp.example.com/hooks',
              events: ['defect_notice.created', 'message.sent'],
              createdAt: '2026-11-20T08:00:00.000Z',
              pending: 0,
              dead: 1,
            },
          ],
        },
        [`GET ${base}/deliveries`]: () => ({
          status: 200,
          body: [
            delivery('delivered'),
            resent
              ? delivery('pending', {
                  id: deadId,
                  eventType: 'message.sent',
                  attempts: 0,
                  lastStatusCode: 503,
                  deliveredAt: null,
                  nextAttemptAt: '2026-11-27T08:00:00.000Z',
                })
              : delivery('dead', {
                  id: deadId,
                  eventType: 'message.sent',
                  attempts: 13,
                  lastStatusCode: 503,
                  deliveredAt: null,
                }),
          ],
        }),
        [`GET ${base}/dead-letters`]: () => ({
          status: 200,
          body: resent ? [] : [deadLetter],
        }),
        [`POST ${base}/dead-letters/${deadId}/resend`]: () => {
          resent = true
          return { status: 200, body: {} }
        },
      }),
    )
    renderApp('/henkilosto/integraatiot')
    const row = await waitFor(() => byQa(document.body, 'integration-client'), { timeout: 5000 })
    fireEvent.click(within(row).getByRole('button', { name: 'Webhookit ja toimitukset' }))

    const endpoint = await waitFor(() => byQa(document.body, 'integration-webhook'))
    expect(endpoint.textContent).toBe(
      'https://erp.example.com/hooks defect_notice.created, message.sent',
    )
    const statuses = await waitFor(() => {
      const cells = document.querySelectorAll('[data-qa="integration-delivery-status"]')
      expect(cells).toHaveLength(2)
      return [...cells].map((cell) => cell.textContent)
    })
    expect(statuses[0]).toMatch(/^Toimitettu 26\.11\.2026/)
    expect(statuses[1]).toBe('Luovuttu')
    const letter = await waitFor(() => byQa(document.body, 'integration-dead-letter'))
    expect(letter.textContent).toContain('message.sent')
    expect(letter.textContent).toContain('13 yritystä · HTTP 503')

    fireEvent.click(within(letter).getByRole('button', { name: 'Lähetä uudelleen' }))
    await waitFor(() => expect(byQa(document.body, 'integration-no-dead-letters')).toBeTruthy())
    expect(callsTo(calls, 'POST', `${base}/dead-letters/${deadId}/resend`)).toHaveLength(1)
    await waitFor(() =>
      expect(
        document.querySelectorAll('[data-qa="integration-delivery-status"]')[1]?.textContent,
      ).toMatch(/^Odottaa uutta yritystä 27\.11\.2026/),
    )
    expect(byQa(document.body, 'integration-resent').textContent).toBe(
      'Tapahtuma lähetetään uudelleen.',
    )
  })
})
