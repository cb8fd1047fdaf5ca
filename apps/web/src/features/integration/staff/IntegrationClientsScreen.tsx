/**
 * Integration clients (issue 22 item 1): administrators create a machine client of the
 * provider's ERP (name, scopes, optional allowed IP ranges), see its secret once, rotate the
 * secret with an overlap period and disable the client, and open each client's webhooks, their
 * deliveries and the dead letters (`ClientWebhooks.tsx`). The integration API itself is
 * described in docs/integration.md.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  createIntegrationClient,
  disableIntegrationClient,
  integrationClients,
  integrationScopes,
  rotateIntegrationClientSecret,
  type IntegrationClient,
  type IntegrationClientBody,
  type IntegrationScope,
} from '@asukas/contract/endpoints/integration'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, invalidate } from '../../../shared/api/query-keys.ts'
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle.ts'
import { useIntegrationText } from '../../../shared/i18n/integration/section.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { CheckboxField, TextField } from '../../../shared/ui/kit/Field.tsx'
import { AsyncView } from '../../../shared/ui/kit/AsyncView.tsx'
import { useErrorText } from '../../staff/index.ts'
import { ClientWebhooks } from './ClientWebhooks.tsx'
import styles from './IntegrationClients.module.css'

const own = { meta: { skipSessionHandling: true } } as const

/** A secret just shown: the client it belongs to and the secret itself. */
interface ShownSecret {
  clientId: string
  clientSecret: string
}

/** The client list, create, rotate and disable; the list is fetched again after each. */
function useIntegrationClients() {
  const queryClient = useQueryClient()
  const list = useQuery({ ...endpointQuery(integrationClients), ...own })
  const action = useMutation({
    mutationFn: async (
      action:
        | { kind: 'create'; body: IntegrationClientBody }
        | { kind: 'rotate'; clientId: string }
        | { kind: 'disable'; clientId: string },
    ): Promise<ShownSecret | null> => {
      if (action.kind === 'create') {
        return apiRequest(createIntegrationClient, { body: action.body })
      }
      if (action.kind === 'rotate') {
        return apiRequest(rotateIntegrationClientSecret, {
          params: { clientId: action.clientId },
          body: { overlapHours: 24 },
        })
      }
      await apiRequest(disableIntegrationClient, { params: { clientId: action.clientId } })
      return null
    },
    onSuccess: () => invalidate(queryClient, integrationClients),
    ...own,
  })
  return { list, action }
}

/** The administrators' screen of integration clients. */
export function IntegrationClientsScreen() {
  const texts = useIntegrationText()
  useDocumentTitle(texts.title)
  const { list, action } = useIntegrationClients()
  const errorText = useErrorText()
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<IntegrationScope[]>([])
  const [ranges, setRanges] = useState('')
  const shown = action.data ?? null
  return (
    <div className="staff-page" data-qa="staff-integration-clients">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <div role="status" aria-live="polite">
        {shown && (
          <Alert variant="success" qa="integration-client-secret">
            <p>{texts.secretOnce}</p>
            <p>
              {texts.clientId}: <code data-qa="integration-client-id">{shown.clientId}</code>
            </p>
            <p>
              {texts.secret}: <code data-qa="integration-secret-value">{shown.clientSecret}</code>
            </p>
          </Alert>
        )}
      </div>
      {action.isError && (
        <Alert variant="error" qa="integration-client-error">
          {errorText(action.error)}
        </Alert>
      )}
      <form
        className="staff-form"
        data-qa="integration-client-form"
        onSubmit={(event) => {
          event.preventDefault()
          const allowedIpRanges = ranges
            .split(/[\s,]+/)
            .map((range) => range.trim())
            .filter((range) => range !== '')
          action.mutate(
            { kind: 'create', body: { name, scopes, allowedIpRanges } },
            {
              onSuccess: () => {
                setName('')
                setScopes([])
                setRanges('')
              },
            },
          )
        }}
      >
        <h2>{texts.newClient}</h2>
        <TextField
          label={texts.name}
          value={name}
          required
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          qa="integration-client-name"
        />
        <fieldset className={styles.checkboxGroup}>
          <legend>{texts.scopes}</legend>
          {integrationScopes.map((scope) => (
            <CheckboxField
              key={scope}
              label={`${texts.scopeNames[scope]} (${scope})`}
              checked={scopes.includes(scope)}
              onChange={(event) =>
                setScopes(
                  event.target.checked ? [...scopes, scope] : scopes.filter((s) => s !== scope),
                )
              }
              qa={`integration-scope-${scope}`}
            />
          ))}
        </fieldset>
        <TextField
          label={texts.ipRanges}
          hint={texts.ipRangesHint}
          value={ranges}
          onChange={(event) => setRanges(event.target.value)}
          qa="integration-client-ranges"
        />
        <Button
          type="submit"
          variant="primary"
          disabled={action.isPending || name.trim() === '' || scopes.length === 0}
          qa="integration-client-create"
        >
          {texts.create}
        </Button>
      </form>
      <h2>{texts.clients}</h2>
      <AsyncView
        query={list}
        qa="integration-client-list"
        isEmpty={(clients) => clients.length === 0}
        empty={<p>{texts.noClients}</p>}
      >
        {(clients) => (
          <ul className="staff-list">
            {clients.map((client) => (
              <ClientRow key={client.clientId} client={client} action={action} />
            ))}
          </ul>
        )}
      </AsyncView>
    </div>
  )
}

function ClientRow({
  client,
  action,
}: {
  client: IntegrationClient
  action: ReturnType<typeof useIntegrationClients>['action']
}) {
  const texts = useIntegrationText()
  const disabled = client.disabledAt !== null
  const [open, setOpen] = useState(false)
  return (
    <li className={styles.card} data-qa="integration-client" data-client-id={client.clientId}>
      <h3>
        {client.name} <span className="staff-meta">{client.clientId}</span>
      </h3>
      <p className="staff-meta" data-qa="integration-client-status">
        {disabled ? texts.disabled : texts.active}
      </p>
      <p>
        {texts.scopes}: {client.scopes.join(', ')}
      </p>
      <p>
        {texts.ipRanges}:{' '}
        {client.allowedIpRanges.length === 0 ? texts.anyAddress : client.allowedIpRanges.join(', ')}
      </p>
      <p className="staff-meta">{texts.secretCount(client.secrets.length)}</p>
      {!disabled && (
        <div className="staff-actions">
          <Button
            type="button"
            disabled={action.isPending}
            qa="integration-client-rotate"
            onClick={() => action.mutate({ kind: 'rotate', clientId: client.clientId })}
          >
            {texts.rotate}
          </Button>
          <Button
            type="button"
            disabled={action.isPending}
            qa="integration-client-disable"
            onClick={() => {
              if (window.confirm(texts.disableConfirm(client.name))) {
                action.mutate({ kind: 'disable', clientId: client.clientId })
              }
            }}
          >
            {texts.disable}
          </Button>
        </div>
      )}
      <Button
        type="button"
        aria-expanded={open}
        qa="integration-client-webhooks"
        onClick={() => setOpen(!open)}
      >
        {open ? texts.webhooks.hide : texts.webhooks.show}
      </Button>
      {open && <ClientWebhooks clientId={client.clientId} />}
    </li>
  )
}
