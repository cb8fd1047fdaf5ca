/**
 * One integration client's webhooks in the staff console (issue 22 item 4): its endpoints, the
 * latest deliveries with their status (delivered, waiting for a retry, sending, dead) and the
 * dead-letter list, where an administrator sends a dead delivery again. Each list is its own
 * query (keys derived from the contract's endpoints) shown with the kit's AsyncView; a
 * resend refreshes the deliveries and the dead letters.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  integrationDeadLetters,
  integrationDeliveries,
  integrationWebhooks,
  resendIntegrationDelivery,
  type WebhookDelivery,
} from '@asukas/contract/endpoints/integration-events'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, invalidate } from '../../../shared/api/query-keys.ts'
import { useFormat } from '../../../shared/hooks/useFormat.ts'
import type { IntegrationTranslations } from '../../../shared/i18n/integration/fi.ts'
import { useIntegrationText } from '../../../shared/i18n/integration/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { useErrorText } from '../../staff/index.ts'
import styles from './IntegrationClients.module.css'

const own = { meta: { skipSessionHandling: true } } as const

/** Date and time of a timestamp, e.g. `27.11.2026 14.05`. */
function useDateTime() {
  const format = useFormat()
  return (timestamp: string) => `${format.dateWithYear(timestamp)} ${format.time(timestamp)}`
}

/** The webhooks, deliveries and dead letters of the client `clientId`. */
export function ClientWebhooks({ clientId }: { clientId: string }) {
  const texts = useIntegrationText().webhooks
  const dateTime = useDateTime()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const params = { clientId }
  const webhooks = useQuery({ ...endpointQuery(integrationWebhooks, { params }), ...own })
  const deliveries = useQuery({ ...endpointQuery(integrationDeliveries, { params }), ...own })
  const dead = useQuery({ ...endpointQuery(integrationDeadLetters, { params }), ...own })
  const resend = useMutation({
    mutationFn: (deliveryId: string) =>
      apiRequest(resendIntegrationDelivery, { params: { clientId, deliveryId } }),
    onSuccess: () =>
      Promise.all([
        invalidate(queryClient, integrationDeliveries, { params }),
        invalidate(queryClient, integrationDeadLetters, { params }),
      ]),
    ...own,
  })
  return (
    <div className="staff-subsection" data-qa="integration-webhooks" data-client-id={clientId}>
      <h4>{texts.endpoints}</h4>
      <AsyncView
        query={webhooks}
        qa="integration-webhook-list"
        isEmpty={(list) => list.length === 0}
        empty={<p>{texts.noEndpoints}</p>}
      >
        {(list) => (
          <ul className="staff-list">
            {list.map((webhook) => (
              <li key={webhook.id} data-qa="integration-webhook">
                <code>{webhook.url}</code>
                <span className="staff-meta"> {webhook.events.join(', ')}</span>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>

      <h4>{texts.deliveries}</h4>
      <AsyncView
        query={deliveries}
        qa="integration-delivery-list"
        isEmpty={(list) => list.length === 0}
        empty={<p>{texts.noDeliveries}</p>}
      >
        {(list) => (
          <table className={styles.table} data-qa="integration-deliveries">
            <thead>
              <tr>
                <th scope="col">{texts.event}</th>
                <th scope="col">{texts.endpoint}</th>
                <th scope="col">{texts.status}</th>
                <th scope="col">{texts.lastAnswer}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((delivery) => (
                <tr key={delivery.id} data-qa="integration-delivery" data-status={delivery.status}>
                  <td>
                    {delivery.eventType}
                    <span className="staff-meta"> {dateTime(delivery.occurredAt)}</span>
                  </td>
                  <td>
                    <code>{delivery.url}</code>
                  </td>
                  <td data-qa="integration-delivery-status">
                    {statusText(texts, delivery, dateTime)}
                  </td>
                  <td>{answerText(texts, delivery)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </AsyncView>

      <h4>{texts.deadLetters}</h4>
      {resend.isError && (
        <Alert variant="error" qa="integration-resend-error">
          {errorText(resend.error)}
        </Alert>
      )}
      <div role="status" aria-live="polite">
        {resend.isSuccess && <p data-qa="integration-resent">{texts.resent}</p>}
      </div>
      <AsyncView
        query={dead}
        qa="integration-dead-list"
        isEmpty={(list) => list.length === 0}
        empty={<p data-qa="integration-no-dead-letters">{texts.noDeadLetters}</p>}
      >
        {(list) => (
          <ul className="staff-list">
            {list.map((letter) => (
              <li key={letter.id} data-qa="integration-dead-letter" data-delivery-id={letter.id}>
                <p>
                  {letter.event.type}{' '}
                  <span className="staff-meta">{dateTime(letter.event.occurredAt)}</span>
                </p>
                <p>
                  <code>{letter.url}</code>
                </p>
                <p className="staff-meta">
                  {texts.attempts(letter.attempts)}
                  {letter.lastStatusCode !== null
                    ? ` · HTTP ${letter.lastStatusCode}`
                    : letter.lastError !== null && ` · ${letter.lastError}`}
                </p>
                <Button
                  type="button"
                  disabled={resend.isPending}
                  qa="integration-resend"
                  onClick={() => resend.mutate(letter.id)}
                >
                  {texts.resend}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  )
}

type WebhookTexts = IntegrationTranslations['webhooks']

/** The status of a delivery in words, with its time. */
function statusText(
  texts: WebhookTexts,
  delivery: WebhookDelivery,
  dateTime: (timestamp: string) => string,
): string {
  if (delivery.status === 'delivered') {
    return delivery.deliveredAt === null
      ? texts.delivered
      : `${texts.delivered} ${dateTime(delivery.deliveredAt)}`
  }
  if (delivery.status === 'dead') return texts.dead
  if (delivery.status === 'sending') return texts.sending
  return delivery.nextAttemptAt === null
    ? texts.pending
    : `${texts.pending} ${dateTime(delivery.nextAttemptAt)}`
}

/** The receiver's last answer: its HTTP status or the error, and the number of attempts. */
function answerText(texts: WebhookTexts, delivery: WebhookDelivery): string {
  const answer =
    delivery.lastStatusCode !== null
      ? `HTTP ${delivery.lastStatusCode}`
      : (delivery.lastError ?? texts.noAnswer)
  return `${answer} · ${texts.attempts(delivery.attempts)}`
}
