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
 * the event timeline, and a completed notice cannot be saved. The form is `useAppForm` on
 * `defectNoticeFormSchema` (`@asukas/domain`); its errors stay keys until render. Create and edit retry once, then
 * show DEFECT_NOTICE_SUBMIT_ERROR. A sidebar has instructions and the maintenance contact.
 */
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { routes, type DefectNotice, type DefectNoticeBody } from '@asukas/contract'
import {
  DEFECT_CLASS_ICON_IDS,
  defectClassIdToWire,
  defectClassLayout,
  defectLocations,
  defectNoticeFormSchema,
  noticeReporterOf,
  NOTICE_TITLE_MAX,
  OTHER_DEFECT_CLASS_ID,
  type DefectNoticeForm,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useContacts, useUserProfile } from '../../shared/api/session-queries.ts'
import { FieldGroup, Form } from '../../shared/forms/Form.tsx'
import { submitDisabled, useAppForm, useIsImpersonator } from '../../shared/forms/useAppForm.ts'
import { useContractId, useCurrentContract } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useDefectNoticesText } from '../../shared/i18n/defect-notices/section.ts'
import { fill } from '../../shared/i18n/fill.ts'
import { useFilesText } from '../../shared/i18n/files/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { contractLabel } from '../../shared/lib/contract-label.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button, buttonClassName } from '../../shared/ui/kit/Button.tsx'
import {
  CheckboxField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '../../shared/ui/kit/Field.tsx'
import { Select } from '../../shared/ui/kit/Select.tsx'
import { AttachmentList, FileUploader, useUploadedFiles } from '../files/index.ts'
import { MissingPhone, NoticePreview, useNoticeMessage } from './parts.tsx'
import {
  useCreateDefectNotice,
  useDefectClasses,
  useDefectNotice,
  useUpdateDefectNotice,
} from './queries.ts'
import styles from './Notices.module.css'

/** The form's starting values: empty, or those of an existing notice. */
type Values = Partial<Omit<DefectNoticeForm, 'defectLocation' | 'defectClassId'>> & {
  defectLocation?: DefectNoticeForm['defectLocation']
  defectClassId?: number
}

const emptyValues: Values = {
  defectLocation: undefined,
  defectClassId: undefined,
  title: '',
  description: '',
  fileUuids: [],
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
    fileUuids: notice.files.map((file) => file.uuid),
    masterKeyAccessAllowed: notice.masterKeyAccessAllowed,
    hasPetsInApartment: notice.hasPetsInApartment,
  }
}

/** The fault report screen (default export for `React.lazy`): new or edit by the route. */
export default function DefectNoticeScreen() {
  const { defectNoticeUuid } = useParams()
  const contractId = useContractId()
  if (defectNoticeUuid) return <EditDefectNotice contractId={contractId} uuid={defectNoticeUuid} />
  return <DefectNoticeEditor contractId={contractId} notice={null} />
}

function EditDefectNotice({ contractId, uuid }: { contractId: string; uuid: string }) {
  const s = useNoticeFormsText()
  const d = useDefectNoticesText()
  const notice = useDefectNotice(contractId, uuid)
  return (
    <AsyncView
      query={notice}
      qa="defect-notice-load"
      errorText={isApiError(notice.error, 'NOT_FOUND') ? d.notFound : s.common.loadError}
      errorActions={<Link to={routes.frontPage(contractId)}>{s.common.backToHome}</Link>}
    >
      {(data) => <DefectNoticeEditor key={data.uuid} contractId={contractId} notice={data} />}
    </AsyncView>
  )
}

function DefectNoticeEditor({
  contractId,
  notice,
}: {
  contractId: string
  notice: DefectNotice | null
}) {
  const { t } = useTranslation()
  const s = useNoticeFormsText()
  const d = useDefectNoticesText()
  const fileTexts = useFilesText()
  const message = useNoticeMessage()
  const format = useFormat()
  const contract = useCurrentContract()
  const profile = useUserProfile().data
  const classes = useDefectClasses()
  const isImpersonator = useIsImpersonator()
  const form = useAppForm(defectNoticeFormSchema, {
    defaultValues: notice ? valuesOf(notice) : emptyValues,
  })
  const { errors, isDirty } = form.formState
  const [step, setStep] = useState<'form' | 'preview' | 'success'>('form')
  const [preview, setPreview] = useState<DefectNoticeForm | null>(null)
  const [uploading, setUploading] = useState(false)
  const [createdId, setCreatedId] = useState<number | null>(null)
  const create = useCreateDefectNotice()
  const update = useUpdateDefectNotice(contractId, notice?.uuid ?? '')
  const mutation = notice ? update : create
  useDocumentTitle(notice ? t.screens.defectNoticeEdit : t.screens.defectNoticeCreate)

  const completed = notice?.status === 'completed'
  const missingPhone = profile !== undefined && (profile.phoneNumber ?? '').trim() === ''
  const reporter = profile ? noticeReporterOf(profile) : null
  const previewDisabled = uploading || mutation.isPending || !isDirty || completed || missingPhone
  const layout = defectClassLayout(classes.data ?? [])
  const address = contract ? contractLabel(contract) : ''
  const classId = form.watch('defectClassId')
  const files = useUploadedFiles(
    form.watch('fileUuids') ?? [],
    (uuids) =>
      form.setValue('fileUuids', uuids, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    notice?.files.map((file) => ({ uuid: file.uuid, name: file.fileName })),
  )

  function chooseClass(id: number | undefined) {
    form.setValue('defectClassId', id as number, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    })
  }

  function body(values: DefectNoticeForm): DefectNoticeBody {
    return {
      contractUuid: contractId,
      defectLocation: values.defectLocation,
      defectClassId: defectClassIdToWire(values.defectClassId),
      hasPetsInApartment: values.hasPetsInApartment,
      masterKeyAccessAllowed: values.masterKeyAccessAllowed,
      noticeReporter: reporter,
      title: values.title,
      description: values.description,
      fileUuids: values.fileUuids,
    }
  }

  function submit() {
    if (!preview) return
    mutation.mutate(body(preview), {
      onSuccess: (result) => {
        if (result && 'id' in result) setCreatedId(result.id)
        setStep('success')
      },
    })
  }

  const className = (id: number) => d.classes[String(id)] ?? String(id)
  const failedToSend =
    mutation.isError && !isApiError(mutation.error, 'DEFECT_NOTICE_MISSING_PHONE_NUMBER')

  return (
    <div className={`${styles.page} ${styles.withSidebar}`} data-qa="defect-notice">
      <div className={styles.main}>
        <Link to={routes.frontPage(contractId)} data-qa="defect-notice-back">
          {s.common.back}
        </Link>
        <h1>{notice ? fill(d.editTitle, { id: notice.id }) : d.createTitle}</h1>
        {notice && notice.title !== '' && <p>{notice.title}</p>}
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
        ) : step === 'preview' && preview ? (
          <NoticePreview
            qa="defect-notice"
            headingId="defect-preview-title"
            title={preview.title}
            description={preview.description}
            files={files.value}
            before={[
              [d.location, fill(d.locations[preview.defectLocation], { address })],
              [d.defectClass, className(preview.defectClassId)],
            ]}
            after={[
              [d.masterKey, preview.masterKeyAccessAllowed ? s.common.yes : s.common.no],
              [d.pets, preview.hasPetsInApartment ? s.common.yes : s.common.no],
              [
                d.contact,
                reporter ? `${reporter.phoneNumber}, ${reporter.email}` : d.contactMissing,
              ],
            ]}
            error={failedToSend ? mutation.error : null}
            submitErrorText={d.submitError}
            pending={mutation.isPending}
            disabled={submitDisabled(mutation.isPending, isImpersonator)}
            sendText={notice ? s.common.save : s.common.send}
            onEdit={() => setStep('form')}
            onSend={submit}
          />
        ) : (
          <Form
            qa="defect-notice-form"
            onSubmit={form.handleSubmit((values) => {
              setPreview(values)
              setStep('preview')
            })}
          >
            {!notice && <p>{d.intro}</p>}
            {notice ? (
              <FieldGroup legend={d.location}>
                <p data-qa="defect-notice-location">
                  {fill(d.locations[notice.defectLocation], { address })}{' '}
                  <span className={styles.muted}>{d.locationLocked}</span>
                </p>
              </FieldGroup>
            ) : (
              <RadioGroupField
                legend={d.location}
                name="defectLocation"
                qa="defect-location"
                options={defectLocations.map((location) => ({
                  value: location,
                  label: fill(d.locations[location], { address }),
                }))}
                value={form.watch('defectLocation') ?? null}
                onChange={(location) =>
                  form.setValue('defectLocation', location, {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
                error={message(errors.defectLocation?.message)}
              />
            )}

            <FieldGroup legend={d.defectClass}>
              <AsyncView query={classes} qa="defect-classes">
                {() => (
                  <div className={styles.classButtons}>
                    {layout.buttons.map((id) => (
                      <Button
                        key={id}
                        variant="plain"
                        className={styles.classButton}
                        aria-pressed={classId === id}
                        onClick={() => chooseClass(id)}
                        disabled={completed}
                        qa={`defect-class-${id}`}
                      >
                        <ClassIcon id={id} />
                        {className(id)}
                      </Button>
                    ))}
                  </div>
                )}
              </AsyncView>
              <Select
                label={d.otherClasses}
                error={message(errors.defectClassId?.message)}
                disabled={completed}
                value={
                  classId !== undefined && !DEFECT_CLASS_ICON_IDS.includes(classId)
                    ? String(classId)
                    : ''
                }
                onChange={(value) => chooseClass(value === '' ? undefined : Number(value))}
                options={[
                  { value: '', label: d.chooseClass },
                  ...layout.list.map((id) => ({ value: String(id), label: className(id) })),
                ]}
                qa="defect-class-select"
              />
            </FieldGroup>

            <TextField
              label={s.common.title}
              hint={s.common.titleHint}
              maxLength={NOTICE_TITLE_MAX}
              error={message(errors.title?.message)}
              disabled={completed}
              qa="defect-notice-title"
              {...form.register('title')}
            />
            <TextAreaField
              label={s.common.description}
              rows={5}
              error={message(errors.description?.message)}
              disabled={completed}
              qa="defect-notice-description"
              {...form.register('description')}
            />
            {!completed && (
              <FileUploader {...files} onUploadingChange={setUploading} qa="defect-notice-files" />
            )}
            <CheckboxField
              label={d.masterKey}
              disabled={completed}
              qa="defect-notice-master-key"
              {...form.register('masterKeyAccessAllowed')}
            />
            <CheckboxField
              label={d.pets}
              disabled={completed}
              qa="defect-notice-pets"
              {...form.register('hasPetsInApartment')}
            />
            {uploading && <p role="status">{fileTexts.uploadingWait}</p>}
            <Button type="submit" disabled={previewDisabled} qa="defect-notice-preview-button">
              {s.common.preview}
            </Button>
          </Form>
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
            <ol className={`${styles.list} ${styles.timeline}`}>
              {notice.events.map((event) => (
                <li key={event.id} data-qa="defect-notice-event">
                  <span>{format.date(event.createdAt)}</span>{' '}
                  <span className={styles.strong}>{d.events[event.eventType]}</span>
                  {event.actorName && <span>: {event.actorName}</span>}
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
            <h3>{fileTexts.label}</h3>
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

/** SVG paths (24 × 24) of the four icon classes: repair, HVAC and water, electricity, locks. */
const classIconPaths: Record<number, string> = {
  1: 'M22.7 19 13.6 9.9c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z',
  2: 'M4 4h9a5 5 0 0 1 5 5v1h-2V9a3 3 0 0 0-3-3H6v15H4zm8 7h10v2H12zm1 4h2v2h-2zm4 0h2v2h-2zm-2 3h2v2h-2zm4 0h2v2h-2z',
  4: 'M9 21h6v-2H9zm3-19a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z',
  11: 'M12.65 10A6 6 0 1 0 7 18a6 6 0 0 0 5.65-4H17v4h4v-4h2v-4zM7 14a2 2 0 1 1 0-4 2 2 0 0 1 0 4z',
}

/**
 * The decorative icon of a class button (issue 26 item 15: SVG, not emoji, which showed as empty
 * boxes without an emoji font; `aria-hidden`, so the button's name is the class name alone).
 */
function ClassIcon({ id }: { id: number }) {
  return (
    <svg
      className={styles.classIcon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-qa="defect-class-icon"
    >
      <path d={classIconPaths[id] ?? 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z'} fill="currentColor" />
    </svg>
  )
}

/** Instructions and the property maintenance contact. */
function DefectNoticeSidebar({ contractId }: { contractId: string }) {
  const d = useDefectNoticesText()
  const contacts = useContacts(contractId)
  return (
    <aside
      className={styles.box}
      data-qa="defect-notice-sidebar"
      aria-labelledby="defect-sidebar-title"
    >
      <h2 id="defect-sidebar-title">{d.sidebarTitle}</h2>
      <p>{d.sidebarText}</p>
      <AsyncView query={contacts} qa="defect-notice-contacts" errorText={d.contacts.loadError}>
        {(list) =>
          list
            .filter((contact) => contact.contactCategory === 'property_maintenance')
            .map((contact) => (
              <div key={contact.id} className={styles.box}>
                <h3>{d.maintenance}</h3>
                <p>{contact.name}</p>
                {contact.phoneNumber && (
                  <a
                    className={`${buttonClassName({ variant: 'secondary' })} ${styles.wrap}`}
                    href={`tel:${contact.phoneNumber.replace(/\s/g, '')}`}
                  >
                    {d.contacts.call} {contact.phoneNumber}
                  </a>
                )}
              </div>
            ))
        }
      </AsyncView>
    </aside>
  )
}
