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
import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { routes, type FeedbackQuestionNoticeDetail } from '@asukas/contract'
import {
  FEEDBACK_DESCRIPTION_MAX,
  feedbackFormSchema,
  noticeReporterOf,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_TITLE_MAX,
  questionFormSchema,
  type FeedbackForm,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useUserProfile } from '../../shared/api/session-queries.ts'
import { Form } from '../../shared/forms/Form.tsx'
import { submitDisabled, useAppForm, useIsImpersonator } from '../../shared/forms/useAppForm.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { useFeedbackQuestionsText } from '../../shared/i18n/feedback-questions/section.ts'
import { fill } from '../../shared/i18n/fill.ts'
import { useFilesText } from '../../shared/i18n/files/section.ts'
import { useNoticeFormsText } from '../../shared/i18n/notice-forms/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { TextAreaField, TextField } from '../../shared/ui/kit/Field.tsx'
import { AttachmentList, FileUploader, useUploadedFiles } from '../files/index.ts'
import {
  Details,
  MissingPhone,
  NoticePreview,
  noticeStyles as styles,
  useNoticeMessage,
} from '../defect-notices/index.ts'
import { useCreateFeedbackQuestion, useFeedbackQuestion } from './queries.ts'

/** Feedback or question. */
export type NoticeKind = 'feedback' | 'question'

/** The back link: the contact page when the user came from there, else the front page. */
function useBackLink(contractId: string) {
  const s = useNoticeFormsText()
  const fq = useFeedbackQuestionsText()
  const state = useLocation().state as { from?: string } | null
  return state?.from === 'contact'
    ? { to: routes.contactInfo(contractId), text: fq.backToContacts }
    : { to: routes.frontPage(contractId), text: s.common.backToHome }
}

/**
 * The feedback or question form (default export for `React.lazy` is per kind below): `useAppForm`
 * on `feedbackFormSchema` or `questionFormSchema` (`@asukas/domain`), e-mail and phone prefilled
 * from the profile until the user edits them.
 */
export function FeedbackQuestionForm({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation()
  const s = useNoticeFormsText()
  const fq = useFeedbackQuestionsText()
  const fileTexts = useFilesText()
  const message = useNoticeMessage()
  const texts = kind === 'feedback' ? fq.feedback : fq.question
  useDocumentTitle(kind === 'feedback' ? t.screens.feedbackCreate : t.screens.questionCreate)
  const contractId = useContractId()
  const back = useBackLink(contractId)
  const profile = useUserProfile().data
  const isImpersonator = useIsImpersonator()
  // The two schemas have the same fields; the question's e-mail and phone are required.
  const schema = (
    kind === 'feedback' ? feedbackFormSchema : questionFormSchema
  ) as typeof feedbackFormSchema
  const form = useAppForm(schema, {
    defaultValues: {
      title: '',
      description: '',
      fileUuids: [],
      email: profile?.email ?? '',
      phoneNumber: profile?.phoneNumber ?? '',
    },
  })
  const { errors, dirtyFields } = form.formState
  const [uploading, setUploading] = useState(false)
  const [step, setStep] = useState<'form' | 'preview' | 'success'>('form')
  const [preview, setPreview] = useState<FeedbackForm | null>(null)
  const mutation = useCreateFeedbackQuestion(kind)
  const [title, description, fileUuids] = form.watch(['title', 'description', 'fileUuids'])
  const files = useUploadedFiles(fileUuids, (uuids) =>
    form.setValue('fileUuids', uuids, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    }),
  )
  const missingPhone = profile !== undefined && (profile.phoneNumber ?? '').trim() === ''
  const dirty = title !== '' || description !== '' || fileUuids.length > 0
  const descriptionMax = kind === 'feedback' ? FEEDBACK_DESCRIPTION_MAX : NOTICE_DESCRIPTION_MAX
  const missingPhoneCode =
    kind === 'feedback' ? 'FEEDBACK_MISSING_PHONE_NUMBER' : 'QUESTION_MISSING_PHONE_NUMBER'

  // The profile may arrive after the form: prefill what the user has not typed yet.
  const { resetField } = form
  const emailTouched = dirtyFields.email === true
  const phoneTouched = dirtyFields.phoneNumber === true
  useEffect(() => {
    if (!profile) return
    if (!emailTouched) resetField('email', { defaultValue: profile.email ?? '' })
    if (!phoneTouched) resetField('phoneNumber', { defaultValue: profile.phoneNumber ?? '' })
  }, [profile, emailTouched, phoneTouched, resetField])

  const reporter = preview
    ? noticeReporterOf({ phoneNumber: preview.phoneNumber, email: preview.email })
    : null

  function submit() {
    if (!preview) return
    mutation.mutate(
      {
        contractUuid: contractId,
        title: preview.title,
        description: preview.description,
        fileUuids: preview.fileUuids,
        noticeReporter: reporter,
      },
      { onSuccess: () => setStep('success') },
    )
  }

  return (
    <div className={styles.page} data-qa={`${kind}-create`}>
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
      ) : step === 'preview' && preview ? (
        <NoticePreview
          qa={kind}
          headingId={`${kind}-preview-title`}
          title={preview.title}
          description={preview.description}
          files={files.value}
          after={[
            [s.common.email, reporter?.email ?? ''],
            [s.common.phoneNumber, reporter?.phoneNumber ?? ''],
          ]}
          error={
            mutation.isError && !isApiError(mutation.error, missingPhoneCode)
              ? mutation.error
              : null
          }
          submitErrorText={texts.submitError}
          pending={mutation.isPending}
          disabled={submitDisabled(mutation.isPending, isImpersonator)}
          sendText={s.common.send}
          onEdit={() => setStep('form')}
          onSend={submit}
        />
      ) : (
        <Form
          qa={`${kind}-form`}
          onSubmit={form.handleSubmit((values) => {
            setPreview(values)
            setStep('preview')
          })}
        >
          <p>{texts.intro}</p>
          <TextField
            label={s.common.title}
            hint={s.common.titleHint}
            maxLength={NOTICE_TITLE_MAX}
            error={message(errors.title?.message)}
            qa={`${kind}-title`}
            {...form.register('title')}
          />
          {/* No maxLength: a pasted text over the limit is never cut; the counter shows the
              length and the form refuses it with the limit (issue 26 item 18). */}
          <TextAreaField
            label={s.common.description}
            hint={kind === 'feedback' ? fq.feedback.descriptionHint : undefined}
            rows={5}
            counter={
              kind === 'feedback'
                ? {
                    length: (description ?? '').length,
                    max: descriptionMax,
                    text: fq.feedback.descriptionCounter,
                  }
                : undefined
            }
            error={
              errors.description?.message === 'invalid_string'
                ? fq.feedback.descriptionTooLong(descriptionMax, (description ?? '').length)
                : message(errors.description?.message)
            }
            qa={`${kind}-description`}
            {...form.register('description')}
          />
          <FileUploader {...files} onUploadingChange={setUploading} qa={`${kind}-files`} />
          <TextField
            label={s.common.email}
            type="email"
            autoComplete="email"
            error={message(errors.email?.message)}
            required={kind === 'question'}
            qa={`${kind}-email`}
            {...form.register('email')}
          />
          <TextField
            label={s.common.phoneNumber}
            type="tel"
            autoComplete="tel"
            error={message(errors.phoneNumber?.message)}
            required={kind === 'question'}
            qa={`${kind}-phone`}
            {...form.register('phoneNumber')}
          />
          {uploading && <p role="status">{fileTexts.uploadingWait}</p>}
          <Button
            type="submit"
            disabled={uploading || mutation.isPending || !dirty || missingPhone}
            qa={`${kind}-preview-button`}
          >
            {s.common.preview}
          </Button>
        </Form>
      )}
    </div>
  )
}

/** The read-only detail of one feedback or question. */
export function FeedbackQuestionDetail({ kind }: { kind: NoticeKind }) {
  const { t } = useTranslation()
  const s = useNoticeFormsText()
  const fq = useFeedbackQuestionsText()
  const texts = kind === 'feedback' ? fq.feedback : fq.question
  useDocumentTitle(kind === 'feedback' ? t.screens.feedback : t.screens.question)
  const contractId = useContractId()
  const back = useBackLink(contractId)
  const { feedbackQuestionNoticeUuid = '' } = useParams()
  const notice = useFeedbackQuestion(contractId, kind, feedbackQuestionNoticeUuid)
  return (
    <div className={styles.page} data-qa={`${kind}-detail`}>
      <Link to={back.to} data-qa={`${kind}-back`}>
        {back.text}
      </Link>
      <AsyncView
        query={notice}
        qa={`${kind}-detail`}
        errorText={isApiError(notice.error, 'NOT_FOUND') ? texts.notFound : s.common.loadError}
      >
        {(data) => <DetailBody notice={data} kind={kind} />}
      </AsyncView>
    </div>
  )
}

function DetailBody({ notice, kind }: { notice: FeedbackQuestionNoticeDetail; kind: NoticeKind }) {
  const s = useNoticeFormsText()
  const fq = useFeedbackQuestionsText()
  const fileTexts = useFilesText()
  const texts = kind === 'feedback' ? fq.feedback : fq.question
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
      <h2>{fileTexts.label}</h2>
      <AttachmentList
        qa={`${kind}-attachments`}
        files={notice.files.map((file) => ({ name: file.fileName, url: file.url }))}
      />
    </>
  )
}
