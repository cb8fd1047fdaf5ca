/**
 * A resident's contracts and requests, and the audit log (issue 14 "Residents and contracts";
 * "Audit log view: who did what and when, filterable, for administrators"; the parking screen is
 * in features/parking/staff).
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import {
  staffRoles,
  type AuditQuery,
  type StaffAccount,
  type StaffRole,
} from '@asukas/contract/endpoints/staff'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { CheckboxField, TextField } from '../../shared/ui/kit/Field.tsx'
import { LazyDateField } from '../../shared/ui/kit/LazyDateFields.tsx'
import { QueryState, useErrorText } from './parts.tsx'
import { useStaffMe } from '../staff/index.ts'
import {
  residentQuery,
  useAccountAction,
  useAuditLog,
  useProperties,
  useStaffAccounts,
} from './queries.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'

/** A resident's contracts and requests (named export, lazy-loaded through the router). */
export function ResidentScreen() {
  const { id = '' } = useParams()
  const texts = useStaffConsoleText()
  const r = texts.residents
  const format = useFormat()
  const resident = useQuery(residentQuery(id))
  useDocumentTitle(r.title)
  return (
    <div className="staff-page" data-qa="staff-resident-detail">
      <Link className="back-link" to={staffPaths.residents}>
        {texts.nav.items.residents}
      </Link>
      <QueryState query={resident}>
        {(data) => (
          <>
            <h1>
              {data.firstName} {data.lastName}
            </h1>
            <p>
              {data.email}
              {data.phoneNumber && <> · {data.phoneNumber}</>}
            </p>
            <h2>{r.contracts}</h2>
            {data.contracts.map((contract) => (
              <section key={contract.contractUuid} className="panel" aria-label={contract.address}>
                <h3>{contract.address}</h3>
                <p className="staff-meta">
                  {r.reference} {contract.referenceNumber} · {r.period}{' '}
                  {format.dateWithYear(contract.startDate)} –{' '}
                  {contract.endDate ? format.dateWithYear(contract.endDate) : ''}
                </p>
                <h4>{r.requests}</h4>
                {contract.requests.length === 0 ? (
                  <p>{r.noRequests}</p>
                ) : (
                  <ul className="staff-list">
                    {contract.requests.map((request) => (
                      <li key={request.id}>
                        {texts.inbox.kinds[request.kind]}: {request.title || '–'} · {request.status}{' '}
                        · {format.dateWithYear(request.createdAt)}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </>
        )}
      </QueryState>
    </div>
  )
}

/** The audit log (named export, lazy-loaded through the router). */
export function AuditScreen() {
  const a = useStaffConsoleText().audit
  useDocumentTitle(a.title)
  const { t } = useTranslation()
  const format = useFormat()
  const [draft, setDraft] = useState({ action: '', actor: '', from: '', to: '' })
  const [query, setQuery] = useState<AuditQuery>({})
  const log = useAuditLog(query)
  return (
    <div className="staff-page" data-qa="staff-audit">
      <h1>{a.title}</h1>
      <p>{a.intro}</p>
      <form
        className="staff-form staff-filters"
        noValidate
        role="search"
        onSubmit={(event) => {
          event.preventDefault()
          const next: AuditQuery = {}
          if (draft.action.trim()) next.action = draft.action.trim()
          if (draft.actor.trim()) next.actor = draft.actor.trim()
          if (draft.from) next.from = draft.from
          if (draft.to) next.to = draft.to
          setQuery(next)
        }}
      >
        <TextField
          label={a.action}
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          qa="audit-action"
        />
        <TextField
          label={a.actor}
          value={draft.actor}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          qa="audit-actor"
        />
        <LazyDateField
          label={a.from}
          calendarLabel={t.app.chooseFromCalendar}
          value={draft.from}
          onChange={(from) => setDraft({ ...draft, from })}
          qa="audit-from"
        />
        <LazyDateField
          label={a.to}
          calendarLabel={t.app.chooseFromCalendar}
          value={draft.to}
          onChange={(to) => setDraft({ ...draft, to })}
          qa="audit-to"
        />
        <Button type="submit" variant="primary" qa="audit-submit">
          {a.filter}
        </Button>
      </form>
      <QueryState query={log}>
        {(entries) =>
          entries.length === 0 ? (
            <p>{a.empty}</p>
          ) : (
            <div className="table-scroll">
              <table className="staff-table" data-qa="audit-table">
                <thead>
                  <tr>
                    <th scope="col">{a.when}</th>
                    <th scope="col">{a.action}</th>
                    <th scope="col">{a.actor}</th>
                    <th scope="col">{a.target}</th>
                    <th scope="col">{a.details}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} data-qa="audit-row">
                      <td>
                        {format.dateWithYear(entry.occurredAt)} {format.time(entry.occurredAt)}
                      </td>
                      <td>{entry.action}</td>
                      <td>
                        {entry.actorEmail ?? '–'}
                        {entry.impersonatorEmail && <> {a.impersonator(entry.impersonatorEmail)}</>}
                      </td>
                      <td>
                        {entry.entityType ?? ''} {entry.entityId ?? ''}
                      </td>
                      <td>
                        <code>{JSON.stringify(entry.details)}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </div>
  )
}

function AccountRow({
  account,
  self,
  action,
}: {
  account: StaffAccount
  self: boolean
  action: ReturnType<typeof useAccountAction>
}) {
  const texts = useStaffConsoleText()
  const a = texts.accounts
  const properties = useProperties()
  const [roles, setRoles] = useState<StaffRole[]>(account.roles)
  const [propertyIds, setPropertyIds] = useState<string[]>(account.realPropertyIds)
  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value)
  const name = `${account.firstName} ${account.lastName}`
  return (
    <li className="parking-spot" data-qa="staff-account">
      <h2>
        {name} <span className="staff-meta">{account.email}</span>
      </h2>
      <p className="staff-meta">{account.enrolled ? a.enrolled : a.notEnrolled}</p>
      {account.locked && (
        <p className="staff-meta" data-qa="staff-account-locked">
          {a.locked}
        </p>
      )}
      <fieldset className="checkbox-group">
        <legend>
          {a.roles}: {name}
        </legend>
        {staffRoles.map((role) => (
          <CheckboxField
            key={role}
            label={texts.roles[role]}
            checked={roles.includes(role)}
            disabled={self && role === 'administrator'}
            onChange={(event) => setRoles(toggle(roles, role, event.target.checked))}
            qa={`checkbox-${role}`}
          />
        ))}
      </fieldset>
      <fieldset className="checkbox-group">
        <legend>
          {a.properties}: {name}
        </legend>
        {(properties.data ?? []).map((property) => (
          <CheckboxField
            key={property.id}
            label={property.name}
            checked={propertyIds.includes(property.id)}
            onChange={(event) =>
              setPropertyIds(toggle(propertyIds, property.id, event.target.checked))
            }
            qa={`checkbox-${property.id}`}
          />
        ))}
      </fieldset>
      <div className="staff-actions">
        <Button
          type="button"
          variant="primary"
          disabled={action.isPending}
          qa="staff-account-save"
          onClick={() =>
            action.mutate({
              kind: 'roles',
              id: account.uuid,
              body: { roles, realPropertyIds: propertyIds },
            })
          }
        >
          {a.save} <span className="visually-hidden">{name}</span>
        </Button>
        {account.enrolled && (
          <Button
            type="button"
            variant="secondary"
            disabled={action.isPending}
            qa="staff-account-reset"
            onClick={() => {
              if (window.confirm(a.resetConfirm)) action.mutate({ kind: 'reset', id: account.uuid })
            }}
          >
            {a.reset} <span className="visually-hidden">{name}</span>
          </Button>
        )}
        {account.locked && (
          <Button
            type="button"
            variant="secondary"
            disabled={action.isPending}
            qa="staff-account-unlock"
            onClick={() => action.mutate({ kind: 'unlock', id: account.uuid })}
          >
            {a.unlock} <span className="visually-hidden">{name}</span>
          </Button>
        )}
      </div>
    </li>
  )
}

/** Staff accounts for administrators (named export, lazy-loaded through the router). */
export function AccountsScreen() {
  const a = useStaffConsoleText().accounts
  useDocumentTitle(a.title)
  const me = useStaffMe()
  const accounts = useStaffAccounts()
  const action = useAccountAction()
  const errorText = useErrorText()
  return (
    <div className="staff-page" data-qa="staff-accounts">
      <h1>{a.title}</h1>
      <p>{a.intro}</p>
      <div role="status" aria-live="polite">
        {action.isSuccess && <Alert variant="success">{a.saved}</Alert>}
      </div>
      {action.isError && (
        <Alert variant="error" qa="staff-account-error">
          {isApiError(action.error, 'VALIDATION_ERROR') ? a.ownAdmin : errorText(action.error)}
        </Alert>
      )}
      <QueryState query={accounts}>
        {(items) => (
          <ul className="staff-list">
            {items.map((account) => (
              <AccountRow
                key={`${account.uuid}-${account.roles.join()}-${account.enrolled}`}
                account={account}
                self={account.uuid === me.data?.uuid}
                action={action}
              />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}
