/**
 * Fault report, new (`/asiointi/:contractId/vikailmoitus`) and edit
 * (`…/vikailmoitus/:defectNoticeUuid`) (spec 01 §2 "Fault report"; spec 02 §5 "Fault report,
 * feedback, question", §8; issue 11).
 *
 * Form → preview → success. Location (the contract's apartment or common areas; locked when
 * editing), class (icon buttons for repair, HVAC, electricity and locks, the rest in a list,
 * 'other' sent as null), title ≤ 100, description, attachments, master key and pets; at least one
 * of title, description or files. The reporter's contact goes along only when both phone and
 * e-mail are known; a profile without a phone blocks sending. Editing shows the id, the title and
 * the event timeline, and a completed notice cannot be saved. Create and edit retry once, then
 * show DEFECT_NOTICE_SUBMIT_ERROR. A sidebar has instructions and the maintenance contact.
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { routes, type DefectNotice, type DefectNoticeBody } from '@asukas/contract'
import {
  DEFECT_CLASS_ICON_IDS,
  defectClassIdToWire,
  defectClassLayout,
  noticeReporterOf,
  NOTICE_TITLE_MAX,
  OTHER_DEFECT_CLASS_ID,
  type DefectLocation,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useContacts, useUserProfile } from '../../shared/api/session-queries.ts'
import { useContractId, useCurrentContract } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { fill, useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { contractLabel } from '../../shared/lib/contract-label.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { CheckboxField } from '../../shared/ui/CheckboxField.tsx'
import { PendingButton } from '../../shared/ui/PendingButton.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { AttachmentList, FileUploader, type UploadedFile } from '../files/index.ts'
import { Details, MissingPhone, SlowLoader, TextAreaField } from './parts.tsx'
import {
  useCreateDefectNotice,
  useDefectClasses,
  useDefectNotice,
  useUpdateDefectNotice,
} from './queries.ts'

/** The form's values. */
interface Values {
  defectLocation: DefectLocation | null
  defectClassId: number | null
  title: string
  description: string
  files: UploadedFile[]
  masterKeyAccessAllowed: boolean
  hasPetsInApartment: boolean
}

const emptyValues: Values = {
  defectLocation: null,
  defectClassId: null,
  title: '',
  description: '',
  files: [],
  masterKeyAccessAllowed: false,
  hasPetsInApartment: false,
}

/** The values of an existing notice (files already attached keep their uuids). */
function valuesOf(notice: DefectNotice): Values {
  return {
    defectLocation: notice.defectLocation,
    defectClassId: notice.defectClassId ?? OTHER_DEFECT_CLASS_ID,
    title: notice.title,
    description: notice.description,
    files: notice.files.map((file) => ({ uuid: file.uuid, name: file.fileName })),
    masterKeyAccessAllowed: notice.masterKeyAccessAllowed,
    hasPetsInApartment: notice.hasPetsInApartment,
  }
}

type Errors = Partial<Record<'defectLocation' | 'defectClassId' | 'title' | 'description', string>>

/** The fault report screen (default export for `React.lazy`): new or edit by the route. */
export default function DefectNoticeScreen() {
  const { defectNoticeUuid } = useParams()
  const contractId = useContractId()
  if (defectNoticeUuid) return <EditDefectNotice contractId={contractId} uuid={defectNoticeUuid} />
  return <DefectNoticeForm contractId={contractId} notice={null} />
}

function EditDefectNotice({ contractId, uuid }: { contractId: string; uuid: string }) {
  const s = useServiceRequestsText()
  const notice = useDefectNotice(contractId, uuid)
  if (notice.isPending) return <SlowLoader />
  if (notice.isError) {
    return (
      <div className="service-request">
        <Alert variant="error" qa="defect-notice-load-error">
          {isApiError(notice.error, 'NOT_FOUND') ? s.defectNotice.notFound : s.common.loadError}
        </Alert>
        <Link to={routes.frontPage(contractId)}>{s.common.backToHome}</Link>
      </div>
    )
  }
  return <DefectNoticeForm key={notice.data.uuid} contractId={contractId} notice={notice.data} />
}

function DefectNoticeForm({
  contractId,
  notice,
}: {
  contractId: string
  notice: DefectNotice | null
}) {
  const { t } = useTranslation()
  const s = useServiceRequestsText()
  const d = s.defectNotice
  const format = useFormat()
  const contract = useCurrentContract()
  const profile = useUserProfile().data
  const classes = useDefectClasses()
  const initial = notice ? valuesOf(notice) : emptyValues
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<Errors>({})
  const [step, setStep] = useState<'form' | 'preview' | 'success'>('form')
  const [uploading, setUploading] = useState(false)
  const [createdId, setCreatedId] = useState<number | null>(null)
  const create = useCreateDefectNotice()
  const update = useUpdateDefectNotice(contractId, notice?.uuid ?? '')
  const mutation = notice ? update : create
  useDocumentTitle(notice ? t.screens.defectNoticeEdit : t.screens.defectNoticeCreate)

  const completed = notice?.status === 'completed'
  const missingPhone = profile !== undefined && (profile.phoneNumber ?? '').trim() === ''
  const reporter = profile ? noticeReporterOf(profile) : null
  const dirty = JSON.stringify(values) !== JSON.stringify(initial)
  const previewDisabled = uploading || mutation.isPending || !dirty || completed || missingPhone
  const layout = defectClassLayout(classes.data ?? [])
  const address = contract ? contractLabel(contract) : ''

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((old) => ({ ...old, [key]: value }))
  }

  function validate(): Errors {
    const found: Errors = {}
    if (!values.defectLocation) found.defectLocation = s.validation.required
    if (values.defectClassId === null) found.defectClassId = s.validation.required
    if (values.title.length > NOTICE_TITLE_MAX) found.title = s.validation.tooLong
    if (values.title.trim() === '' && values.description.trim() === '' && values.files.length === 0)
      found.description = s.validation.titleDescriptionOrFiles
    return found
  }

  function body(): DefectNoticeBody {
    return {
      contractUuid: contractId,
      defectLocation: values.defectLocation ?? 'CONTRACT_TARGET',
      defectClassId: defectClassIdToWire(values.defectClassId ?? OTHER_DEFECT_CLASS_ID),
      hasPetsInApartment: values.hasPetsInApartment,
      masterKeyAccessAllowed: values.masterKeyAccessAllowed,
      noticeReporter: reporter,
      title: values.title.trim(),
      description: values.description.trim(),
      fileUuids: values.files.map((file) => file.uuid),
    }
  }

  function submit() {
    mutation.mutate(body(), {
      onSuccess: (result) => {
        if (result && 'id' in result) setCreatedId(result.id)
        setStep('success')
      },
    })
  }

  const className = (id: number) => d.classes[String(id)] ?? String(id)
  const errorText = mutation.isError
    ? isApiError(mutation.error, 'DEFECT_NOTICE_MISSING_PHONE_NUMBER')
      ? null
      : isApiError(mutation.error, 'SERVICE_UNAVAILABLE')
        ? s.common.serviceUnavailable
        : d.submitError
    : null

  return (
    <div className="service-request service-request--with-sidebar" data-qa="defect-notice">
      <div className="service-request__main">
        <Link to={routes.frontPage(contractId)} data-qa="defect-notice-back">
          {s.common.back}
        </Link>
        <h1>{notice ? fill(d.editTitle, { id: notice.id }) : d.createTitle}</h1>
        {notice && notice.title !== '' && <p className="lead">{notice.title}</p>}
        {(missingPhone ||
          (mutation.isError &&
            isApiError(mutation.error, 'DEFECT_NOTICE_MISSING_PHONE_NUMBER'))) && (
          <MissingPhone contractId={contractId} />
        )}
        {completed && (
          <Alert variant="info" qa="defect-notice-completed">
            {d.completed}
          </Alert>
        )}

        {step === 'success' ? (
          <div data-qa="defect-notice-success">
            <Alert variant="success" title={notice ? d.savedTitle : d.successTitle}>
              {!notice && createdId !== null && <p>{fill(d.successText, { id: createdId })}</p>}
            </Alert>
            <Link to={routes.frontPage(contractId)} data-qa="defect-notice-home">
              {s.common.backToHome}
            </Link>
          </div>
        ) : step === 'preview' ? (
          <section data-qa="defect-notice-preview" aria-labelledby="defect-preview-title">
            <h2 id="defect-preview-title">{s.common.previewTitle}</h2>
            <Details
              qa="defect-notice-preview-details"
              rows={[
                [
                  d.location,
                  values.defectLocation
                    ? fill(d.locations[values.defectLocation], { address })
                    : '',
                ],
                [d.defectClass, className(values.defectClassId ?? OTHER_DEFECT_CLASS_ID)],
                [s.common.title, values.title],
                [s.common.description, values.description],
                [
                  s.common.files,
                  values.files.length === 0
                    ? s.common.noFiles
                    : values.files.map((file) => file.name).join(', '),
                ],
                [d.masterKey, values.masterKeyAccessAllowed ? s.common.yes : s.common.no],
                [d.pets, values.hasPetsInApartment ? s.common.yes : s.common.no],
                [
                  d.contact,
                  reporter ? `${reporter.phoneNumber}, ${reporter.email}` : d.contactMissing,
                ],
              ]}
            />
            {errorText && (
              <Alert variant="error" qa="defect-notice-submit-error">
                {errorText}
              </Alert>
            )}
            <div className="button-row">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStep('form')}
                data-qa="defect-notice-edit"
              >
                {s.common.edit}
              </button>
              <PendingButton
                pending={mutation.isPending}
                pendingText={s.common.sending}
                onClick={submit}
                qa="defect-notice-send"
              >
                {notice ? s.common.save : s.common.send}
              </PendingButton>
            </div>
          </section>
        ) : (
          <form
            noValidate
            data-qa="defect-notice-form"
            onSubmit={(event) => {
              event.preventDefault()
              const found = validate()
              setErrors(found)
              if (Object.keys(found).length === 0) setStep('preview')
            }}
          >
            {!notice && <p>{d.intro}</p>}
            <fieldset
              className="fieldset"
              aria-describedby={errors.defectLocation ? 'loc-error' : undefined}
            >
              <legend>{d.location}</legend>
              {notice ? (
                <p data-qa="defect-notice-location">
                  {fill(d.locations[notice.defectLocation], { address })}{' '}
                  <span className="field__hint">{d.locationLocked}</span>
                </p>
              ) : (
                (['CONTRACT_TARGET', 'COMMON_AREA'] as const).map((location) => (
                  <label key={location} className="radio">
                    <input
                      type="radio"
                      name="defectLocation"
                      checked={values.defectLocation === location}
                      onChange={() => set('defectLocation', location)}
                      data-qa={`defect-location-${location}`}
                    />{' '}
                    {fill(d.locations[location], { address })}
                  </label>
                ))
              )}
              {errors.defectLocation && (
                <p id="loc-error" className="field__error">
                  {errors.defectLocation}
                </p>
              )}
            </fieldset>

            <fieldset className="fieldset">
              <legend>{d.defectClass}</legend>
              {classes.isPending && <SlowLoader />}
              <div className="class-buttons">
                {layout.buttons.map((id) => (
                  <button
                    key={id}
                    type="button"
                    className={`class-button${values.defectClassId === id ? ' class-button--selected' : ''}`}
                    aria-pressed={values.defectClassId === id}
                    onClick={() => set('defectClassId', id)}
                    disabled={completed}
                    data-qa={`defect-class-${id}`}
                  >
                    <span aria-hidden="true" className="class-button__icon">
                      {iconOf(id)}
                    </span>
                    {className(id)}
                  </button>
                ))}
              </div>
              <label className="field__label" htmlFor="defect-class-select">
                {d.otherClasses}
              </label>
              <select
                id="defect-class-select"
                className="field__input"
                data-qa="defect-class-select"
                disabled={completed}
                value={
                  values.defectClassId !== null &&
                  !DEFECT_CLASS_ICON_IDS.includes(values.defectClassId)
                    ? String(values.defectClassId)
                    : ''
                }
                onChange={(event) =>
                  set(
                    'defectClassId',
                    event.target.value === '' ? null : Number(event.target.value),
                  )
                }
              >
                <option value="">{d.chooseClass}</option>
                {layout.list.map((id) => (
                  <option key={id} value={id}>
                    {className(id)}
                  </option>
                ))}
              </select>
              {errors.defectClassId && <p className="field__error">{errors.defectClassId}</p>}
            </fieldset>

            <TextField
              label={s.common.title}
              hint={s.common.titleHint}
              value={values.title}
              maxLength={NOTICE_TITLE_MAX}
              onChange={(event) => set('title', event.target.value)}
              error={errors.title}
              disabled={completed}
              qa="defect-notice-title"
            />
            <TextAreaField
              label={s.common.description}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              error={errors.description}
              disabled={completed}
              qa="defect-notice-description"
            />
            {!completed && (
              <FileUploader
                value={values.files}
                onChange={(files) => set('files', files)}
                onUploadingChange={setUploading}
                qa="defect-notice-files"
              />
            )}
            <CheckboxField
              label={d.masterKey}
              checked={values.masterKeyAccessAllowed}
              onChange={(event) => set('masterKeyAccessAllowed', event.target.checked)}
              disabled={completed}
              qa="defect-notice-master-key"
            />
            <CheckboxField
              label={d.pets}
              checked={values.hasPetsInApartment}
              onChange={(event) => set('hasPetsInApartment', event.target.checked)}
              disabled={completed}
              qa="defect-notice-pets"
            />
            {uploading && <p role="status">{s.files.uploadingWait}</p>}
            <button
              type="submit"
              className="button button--primary"
              disabled={previewDisabled}
              data-qa="defect-notice-preview-button"
            >
              {s.common.preview}
            </button>
          </form>
        )}

        {notice && (
          <section aria-labelledby="defect-timeline-title" data-qa="defect-notice-timeline">
            <h2 id="defect-timeline-title">{d.timeline}</h2>
            <p>
              {s.common.status}:{' '}
              <span className={`status status--${notice.status}`} data-qa="defect-notice-status">
                {s.common.statuses[notice.status]}
              </span>
            </p>
            <ol className="timeline">
              {notice.events.map((event) => (
                <li key={event.id} data-qa="defect-notice-event">
                  <span className="timeline__date">{format.date(event.createdAt)}</span>{' '}
                  <span className="timeline__type">{d.events[event.eventType]}</span>
                  {event.workOrder && <span> ({event.workOrder.id})</span>}
                  {event.workNoteDescription && <p>{event.workNoteDescription}</p>}
                  {event.workFinishedAt && (
                    <p>
                      {d.workFinished} {format.date(event.workFinishedAt)}
                    </p>
                  )}
                </li>
              ))}
            </ol>
            <h3>{s.common.files}</h3>
            <AttachmentList
              qa="defect-notice-attachments"
              files={notice.files.map((file) => ({ name: file.fileName, url: file.url }))}
            />
          </section>
        )}
      </div>
      <DefectNoticeSidebar contractId={contractId} />
    </div>
  )
}

/** A plain symbol for the four icon classes (repair, HVAC, electricity, locks). */
function iconOf(id: number): string {
  return ({ 1: '🔧', 2: '🚿', 4: '💡', 11: '🔑' } as Record<number, string>)[id] ?? '•'
}

/** Instructions and the property maintenance contact. */
function DefectNoticeSidebar({ contractId }: { contractId: string }) {
  const s = useServiceRequestsText()
  const contacts = useContacts(contractId)
  const maintenance = (contacts.data ?? []).filter(
    (contact) => contact.contactCategory === 'property_maintenance',
  )
  return (
    <aside
      className="service-request__sidebar"
      data-qa="defect-notice-sidebar"
      aria-labelledby="defect-sidebar-title"
    >
      <h2 id="defect-sidebar-title">{s.defectNotice.sidebarTitle}</h2>
      <p>{s.defectNotice.sidebarText}</p>
      {maintenance.map((contact) => (
        <div key={contact.id} className="contact-card">
          <h3>{s.defectNotice.maintenance}</h3>
          <p>{contact.name}</p>
          {contact.phoneNumber && (
            <a
              className="button button--secondary"
              href={`tel:${contact.phoneNumber.replace(/\s/g, '')}`}
            >
              {s.contacts.call} {contact.phoneNumber}
            </a>
          )}
        </div>
      ))}
    </aside>
  )
}
