/**
 * Parking administration, a resident's contracts and requests, and the audit log (issue 14
 * "Parking: areas, spots, equipment, prices with validity dates, in-use flag; the reservations
 * per spot; end a reservation on a resident's behalf"; "Residents and contracts"; "Audit log
 * view: who did what and when, filterable, for administrators").
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import {
  staffRoles,
  type AuditQuery,
  type StaffAccount,
  type StaffRole,
} from '@asukas/contract/endpoints/staff-console'
import type { StaffParkingArea } from '@asukas/contract/endpoints/parking'
import { isApiError } from '../../shared/api/client.ts'
import { parkingEquipment, todayInHelsinki } from '@asukas/domain'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useStaffConsoleText } from '../../shared/i18n/staff-console/section.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { CheckboxField, TextAreaField, TextField } from '../../shared/ui/kit/Field.tsx'
import { LazyDateField } from '../../shared/ui/kit/LazyDateFields.tsx'
import { Select } from '../../shared/ui/kit/Select.tsx'
import { QueryState, useErrorText } from './parts.tsx'
import { useStaffMe } from '../staff/index.ts'
import {
  residentQuery,
  useAccountAction,
  useAuditLog,
  useParking,
  useParkingAction,
  useProperties,
  useStaffAccounts,
} from './queries.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'

type Spot = StaffParkingArea['spots'][number]

function SpotCard({ spot, action }: { spot: Spot; action: ReturnType<typeof useParkingAction> }) {
  const p = useStaffConsoleText().parking
  const { t } = useTranslation()
  const format = useFormat()
  const [price, setPrice] = useState('')
  const [validFrom, setValidFrom] = useState(todayInHelsinki())
  const [validTo, setValidTo] = useState('')
  const [endDates, setEndDates] = useState<Record<string, string>>({})
  return (
    <li className="parking-spot" data-qa="parking-spot">
      <h3>
        {p.spot} {spot.rentableParkingSpotId}{' '}
        <span className={`badge${spot.isInUse ? '' : ' badge--important'}`}>
          {spot.isInUse ? p.inUse : p.notInUse}
        </span>
      </h3>
      {spot.locationDetails && <p>{spot.locationDetails}</p>}
      <fieldset className="checkbox-group">
        <legend>{p.equipment}</legend>
        {parkingEquipment.map((value) => (
          <CheckboxField
            key={value}
            label={p.equipmentNames[value] ?? value}
            checked={spot.equipment.includes(value)}
            disabled={action.isPending}
            onChange={(event) =>
              action.mutate({
                kind: 'patch',
                spotId: spot.id,
                body: {
                  equipment: event.target.checked
                    ? [...spot.equipment, value]
                    : spot.equipment.filter((item) => item !== value),
                },
              })
            }
            qa={`checkbox-${value}`}
          />
        ))}
      </fieldset>
      <Button
        type="button"
        variant="secondary"
        disabled={action.isPending}
        qa="parking-toggle-use"
        onClick={() =>
          action.mutate({ kind: 'patch', spotId: spot.id, body: { isInUse: !spot.isInUse } })
        }
      >
        {spot.isInUse ? p.takeOutOfUse : p.takeIntoUse}
      </Button>
      <h4>{p.prices}</h4>
      <ul className="staff-list">
        {spot.prices.map((row) => (
          <li key={row.id}>
            {format.euro(row.price)} · {format.dateWithYear(row.validFrom)} –{' '}
            {row.validTo ? format.dateWithYear(row.validTo) : p.openEnded}
          </li>
        ))}
      </ul>
      <form
        className="staff-form staff-form--inline"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const value = Number(price.replace(',', '.'))
          if (price.trim() === '' || Number.isNaN(value)) return
          action.mutate(
            {
              kind: 'price',
              spotId: spot.id,
              body: { price: value, validFrom, validTo: validTo === '' ? null : validTo },
            },
            { onSuccess: () => setPrice('') },
          )
        }}
      >
        <TextField
          label={p.price}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          qa="parking-price"
        />
        <LazyDateField
          label={p.validFrom}
          calendarLabel={t.app.chooseFromCalendar}
          value={validFrom}
          onChange={setValidFrom}
          qa="parking-valid-from"
        />
        <LazyDateField
          label={p.validTo}
          calendarLabel={t.app.chooseFromCalendar}
          value={validTo}
          onChange={setValidTo}
          qa="parking-valid-to"
        />
        <Button type="submit" variant="secondary" disabled={action.isPending}>
          {p.addPrice}
        </Button>
      </form>
      <h4>{p.reservations}</h4>
      {spot.reservations.length === 0 ? (
        <p>{p.noReservations}</p>
      ) : (
        <ul className="staff-list">
          {spot.reservations.map((reservation) => (
            <li key={reservation.id} data-qa="parking-reservation">
              <p>
                {reservation.residentName ?? '–'} · {reservation.address} ·{' '}
                {format.dateWithYear(reservation.startDate)} –{' '}
                {reservation.endDate ? format.dateWithYear(reservation.endDate) : p.openEnded}
              </p>
              {reservation.endDate === null && (
                <form
                  className="staff-form staff-form--inline"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    const endDate = endDates[reservation.id] ?? todayInHelsinki()
                    action.mutate({ kind: 'end', reservationId: reservation.id, endDate })
                  }}
                >
                  <LazyDateField
                    label={p.endDate}
                    calendarLabel={t.app.chooseFromCalendar}
                    value={endDates[reservation.id] ?? todayInHelsinki()}
                    onChange={(value) => setEndDates({ ...endDates, [reservation.id]: value })}
                    qa="parking-end-date"
                  />
                  <Button
                    type="submit"
                    variant="secondary"
                    disabled={action.isPending}
                    qa="parking-end"
                  >
                    {p.endReservation}
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

function NewArea({ action }: { action: ReturnType<typeof useParkingAction> }) {
  const texts = useStaffConsoleText()
  const p = texts.parking
  const properties = useProperties()
  const [values, setValues] = useState({
    realPropertyId: '',
    parkingAreaType: '',
    locationDetails: '',
    streetName: '',
    streetNumber: '',
    city: '',
  })
  const field = (key: keyof typeof values, label: string) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      qa={`parking-area-${key}`}
    />
  )
  return (
    <details className="panel">
      <summary>{p.newArea}</summary>
      <form
        className="staff-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          action.mutate({ kind: 'area', body: values })
        }}
      >
        <Select
          label={texts.common.property}
          value={values.realPropertyId}
          onChange={(realPropertyId) => setValues({ ...values, realPropertyId })}
          options={[
            { value: '', label: '–' },
            ...(properties.data ?? []).map((property) => ({
              value: property.id,
              label: property.name,
            })),
          ]}
          qa="parking-area-realPropertyId"
        />
        {field('parkingAreaType', p.areaType)}
        {field('locationDetails', p.locationDetails)}
        {field('streetName', p.street)}
        {field('streetNumber', p.streetNumber)}
        {field('city', p.city)}
        <Button type="submit" variant="secondary" disabled={action.isPending}>
          {p.addArea}
        </Button>
      </form>
    </details>
  )
}

/**
 * The parking rules of an area in fi/sv/en (issue 26 item 7): residents read them beside "I
 * accept the parking rules" when they reserve a spot.
 */
function AreaRules({
  area,
  action,
}: {
  area: StaffParkingArea
  action: ReturnType<typeof useParkingAction>
}) {
  const p = useStaffConsoleText().parking
  const [values, setValues] = useState(area.rules)
  const languages = ['fi', 'sv', 'en'] as const
  return (
    <details className="panel" data-qa="parking-area-rules">
      <summary>{p.rules}</summary>
      <form
        className="staff-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          action.mutate({ kind: 'rules', areaId: area.id, body: values })
        }}
      >
        <p className="staff-meta">{p.rulesHint}</p>
        {languages.map((lang) => (
          <TextAreaField
            key={lang}
            label={`${p.rules} ${p.rulesIn[lang]}`}
            value={values[lang]}
            rows={6}
            maxLength={5000}
            onChange={(e) => setValues({ ...values, [lang]: e.target.value })}
            qa={`parking-rules-${lang}`}
          />
        ))}
        <Button
          type="submit"
          variant="secondary"
          disabled={action.isPending}
          qa="parking-rules-save"
        >
          {p.saveRules}
        </Button>
      </form>
    </details>
  )
}

function NewSpot({
  areaId,
  action,
}: {
  areaId: string
  action: ReturnType<typeof useParkingAction>
}) {
  const p = useStaffConsoleText().parking
  const [spotId, setSpotId] = useState('')
  return (
    <form
      className="staff-form staff-form--inline"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (spotId.trim() === '') return
        action.mutate(
          {
            kind: 'spot',
            areaId,
            body: {
              rentableParkingSpotId: spotId.trim(),
              locationDetails: '',
              additionalDetails: '',
              equipment: [],
              isInUse: true,
            },
          },
          { onSuccess: () => setSpotId('') },
        )
      }}
    >
      <TextField
        label={p.spotId}
        value={spotId}
        onChange={(e) => setSpotId(e.target.value)}
        qa="parking-new-spot"
      />
      <Button type="submit" variant="secondary" disabled={action.isPending}>
        {p.addSpot}
      </Button>
    </form>
  )
}

/** Parking administration (default export for `React.lazy`). */
export default function ParkingScreen() {
  const texts = useStaffConsoleText()
  const p = texts.parking
  useDocumentTitle(p.title)
  const parking = useParking()
  const action = useParkingAction()
  const errorText = useErrorText()
  return (
    <div className="staff-page" data-qa="staff-parking">
      <h1>{p.title}</h1>
      <div role="status" aria-live="polite">
        {action.isSuccess && <Alert variant="success">{p.saved}</Alert>}
      </div>
      {action.isError && (
        <Alert variant="error" qa="parking-error">
          {errorText(action.error)}
        </Alert>
      )}
      <NewArea action={action} />
      <QueryState query={parking}>
        {(areas) =>
          areas.length === 0 ? (
            <p>{p.empty}</p>
          ) : (
            <>
              {areas.map((area) => (
                <section key={area.id} className="panel" aria-labelledby={`area-${area.id}`}>
                  <h2 id={`area-${area.id}`}>
                    {area.locationDetails ?? area.parkingAreaType} · {area.address}
                  </h2>
                  <p className="staff-meta">{area.realPropertyName}</p>
                  <AreaRules area={area} action={action} />
                  <ul className="staff-list">
                    {area.spots.map((spot) => (
                      <SpotCard key={spot.id} spot={spot} action={action} />
                    ))}
                  </ul>
                  <NewSpot areaId={area.id} action={action} />
                </section>
              ))}
            </>
          )
        }
      </QueryState>
    </div>
  )
}

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
