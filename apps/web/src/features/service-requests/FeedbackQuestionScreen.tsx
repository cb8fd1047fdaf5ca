/**
 * Feedback and question: the forms (`/asiointi/:contractId/palaute`, `…/kysymys`) and the
 * read-only detail views (`…/palaute/:id`, `…/kysymys/:id`) (spec 02 §1 "Feedback and
 * questions", §5, §8; issue 11).
 *
 * Form → preview → success. Title ≤ 100, description (feedback ≤ 2000), attachments; at least one
 * of title, description or files; a question also needs e-mail and phone (prefilled from the
 * profile). The preview button is disabled while uploading or sending and when nothing was
 * entered. A profile without a phone shows the missing-phone state. `from: 'contact'` in the
 * navigation state makes the back link return to the contact page. Sending retries once, then
 * shows the submit error. A detail that is not found says 'no feedback found' / 'no question
 * found'.
 */
import { useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { routes, type FeedbackQuestionNoticeDetail } from '@asukas/contract'
import {
  FEEDBACK_DESCRIPTION_MAX,
  isValidEmail,
  isValidPhoneNumber,
  noticeReporterOf,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useUserProfile } from '../../shared/api/session-queries.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { fill, useServiceRequestsText } from '../../shared/i18n/service-requests/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { PendingButton } from '../../shared/ui/PendingButton.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { AttachmentList, FileUploader, type UploadedFile } from '../files/index.ts'
import { Details, MissingPhone, SlowLoader, TextAreaField } from './parts.tsx'
import { useCreateFeedbackQuestion, useFeedbackQuestion } from './queries.ts'

/** Feedback or question. */
export type NoticeKind = 'feedback' | 'question'

/** The back link: the contact page when the user came from there, else the front page. */
function useBackLink(contractId: string) {
  const s = useServiceRequestsText()
  const state = useLocation().state as { from?: string } | null
  return state?.from === 'contact'
    ? { to: routes.contactInfo(contractId), text: s.common.backToContacts }
    : { to: routes.frontPage(contractId), text: s.common.backToHome }
}

/** The feedback or question form (default export for `React.lazy` is per kind below). */
export function FeedbackQuestionForm({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation()
  const s = useServiceRequestsText()
  const texts = kind === 'feedback' ? s.feedback : s.question
  useDocumentTitle(kind === 'feedback' ? t.screens.feedbackCreate : t.screens.questionCreate)
  const contractId = useContractId()
  const back = useBackLink(contractId)
  const profile = useUserProfile().data
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [files, setFiles] = useState<UploadedFile[]>([])
  const [email, setEmail] = useState<string | null>(null)
  const [phone, setPhone] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [step, setStep] = useState<'form' | 'preview' | 'success'>('form')
  const mutation = useCreateFeedbackQuestion(kind)
  const emailValue = email ?? profile?.email ?? ''
  const phoneValue = phone ?? profile?.phoneNumber ?? ''
  const missingPhone = profile !== undefined && (profile.phoneNumber ?? '').trim() === ''
  const dirty = title !== '' || description !== '' || files.length > 0
  const descriptionMax = kind === 'feedback' ? FEEDBACK_DESCRIPTION_MAX : NOTICE_DESCRIPTION_MAX
  const missingPhoneCode =
    kind === 'feedback' ? 'FEEDBACK_MISSING_PHONE_NUMBER' : 'QUESTION_MISSING_PHONE_NUMBER'

  function validate() {
    const found: Record<string, string> = {}
    if (title.length > NOTICE_TITLE_MAX) found.title = s.validation.tooLong
    if (description.length > descriptionMax) found.description = s.validation.tooLong
    if (title.trim() === '' && description.trim() === '' && files.length === 0)
      found.description = s.validation.titleDescriptionOrFiles
    if (kind === 'question') {
      if (emailValue.trim() === '') found.email = s.validation.required
      else if (!isValidEmail(emailValue)) found.email = s.validation.invalidEmail
      if (phoneValue.trim() === '') found.phone = s.validation.required
      else if (!isValidPhoneNumber(phoneValue)) found.phone = s.validation.invalidPhone
    }
    return found
  }

  const reporter = noticeReporterOf({ phoneNumber: phoneValue, email: emailValue })

  function submit() {
    mutation.mutate(
      {
        contractUuid: contractId,
        title: title.trim(),
        description: description.trim(),
        fileUuids: files.map((file) => file.uuid),
        noticeReporter: reporter,
      },
      { onSuccess: () => setStep('success') },
    )
  }

  return (
    <div className="service-request" data-qa={`${kind}-create`}>
      <Link to={back.to} data-qa={`${kind}-back`}>
        {back.text}
      </Link>
      <h1>{texts.createTitle}</h1>
      {(missingPhone || (mutation.isError && isApiError(mutation.error, missingPhoneCode))) && (
        <MissingPhone contractId={contractId} />
      )}
      {step === 'success' ? (
        <div data-qa={`${kind}-success`}>
          <Alert variant="success" title={texts.successTitle}>
            <p>{texts.successText}</p>
          </Alert>
          <Link to={back.to} data-qa={`${kind}-success-back`}>
            {back.text}
          </Link>
        </div>
      ) : step === 'preview' ? (
        <section data-qa={`${kind}-preview`} aria-labelledby={`${kind}-preview-title`}>
          <h2 id={`${kind}-preview-title`}>{s.common.previewTitle}</h2>
          <Details
            qa={`${kind}-preview-details`}
            rows={[
              [s.common.title, title],
              [s.common.description, description],
              [
                s.common.files,
                files.length === 0 ? s.common.noFiles : files.map((f) => f.name).join(', '),
              ],
              [s.common.email, reporter?.email ?? ''],
              [s.common.phoneNumber, reporter?.phoneNumber ?? ''],
            ]}
          />
          {mutation.isError && !isApiError(mutation.error, missingPhoneCode) && (
            <Alert variant="error" qa={`${kind}-submit-error`}>
              {isApiError(mutation.error, 'SERVICE_UNAVAILABLE')
                ? s.common.serviceUnavailable
                : texts.submitError}
            </Alert>
          )}
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setStep('form')}
              data-qa={`${kind}-edit`}
            >
              {s.common.edit}
            </button>
            <PendingButton
              pending={mutation.isPending}
              pendingText={s.common.sending}
              onClick={submit}
              qa={`${kind}-send`}
            >
              {s.common.send}
            </PendingButton>
          </div>
        </section>
      ) : (
        <form
          noValidate
          data-qa={`${kind}-form`}
          onSubmit={(event) => {
            event.preventDefault()
            const found = validate()
            setErrors(found)
            if (Object.keys(found).length === 0) setStep('preview')
          }}
        >
          <p>{texts.intro}</p>
          <TextField
            label={s.common.title}
            hint={s.common.titleHint}
            value={title}
            maxLength={NOTICE_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
            qa={`${kind}-title`}
          />
          <TextAreaField
            label={s.common.description}
            hint={kind === 'feedback' ? s.feedback.descriptionHint : undefined}
            value={description}
            maxLength={descriptionMax}
            onChange={(event) => setDescription(event.target.value)}
            error={errors.description}
            qa={`${kind}-description`}
          />
          <FileUploader
            value={files}
            onChange={setFiles}
            onUploadingChange={setUploading}
            qa={`${kind}-files`}
          />
          <TextField
            label={s.common.email}
            type="email"
            autoComplete="email"
            value={emailValue}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            required={kind === 'question'}
            qa={`${kind}-email`}
          />
          <TextField
            label={s.common.phoneNumber}
            type="tel"
            autoComplete="tel"
            value={phoneValue}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.phone}
            required={kind === 'question'}
            qa={`${kind}-phone`}
          />
          {uploading && <p role="status">{s.files.uploadingWait}</p>}
          <button
            type="submit"
            className="button button--primary"
            disabled={uploading || mutation.isPending || !dirty || missingPhone}
            data-qa={`${kind}-preview-button`}
          >
            {s.common.preview}
          </button>
        </form>
      )}
    </div>
  )
}

/** The read-only detail of one feedback or question. */
export function FeedbackQuestionDetail({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation()
  const s = useServiceRequestsText()
  const texts = kind === 'feedback' ? s.feedback : s.question
  useDocumentTitle(kind === 'feedback' ? t.screens.feedback : t.screens.question)
  const contractId = useContractId()
  const back = useBackLink(contractId)
  const { feedbackQuestionNoticeUuid = '' } = useParams()
  const notice = useFeedbackQuestion(contractId, kind, feedbackQuestionNoticeUuid)
  return (
    <div className="service-request" data-qa={`${kind}-detail`}>
      <Link to={back.to} data-qa={`${kind}-back`}>
        {back.text}
      </Link>
      {notice.isPending ? (
        <SlowLoader />
      ) : notice.isError ? (
        <Alert variant="error" qa={`${kind}-not-found`}>
          {isApiError(notice.error, 'NOT_FOUND') ? texts.notFound : s.common.loadError}
        </Alert>
      ) : (
        <DetailBody notice={notice.data} kind={kind} />
      )}
    </div>
  )
}

function DetailBody({ notice, kind }: { notice: FeedbackQuestionNoticeDetail; kind: NoticeKind }) {
  const s = useServiceRequestsText()
  const texts = kind === 'feedback' ? s.feedback : s.question
  return (
    <>
      <h1>{fill(texts.detailTitle, { id: notice.id })}</h1>
      <Details
        qa={`${kind}-details`}
        rows={[
          [s.common.status, s.common.statuses[notice.status]],
          [s.common.email, notice.noticeReporter?.email ?? ''],
          [s.common.phoneNumber, notice.noticeReporter?.phoneNumber ?? ''],
          [s.common.title, notice.title],
          [s.common.description, notice.description],
        ]}
      />
      <h2>{s.common.files}</h2>
      <AttachmentList
        qa={`${kind}-attachments`}
        files={notice.files.map((file) => ({ name: file.fileName, url: file.url }))}
      />
    </>
  )
}
