/**
 * Changing the login e-mail address (issue 8 item 6; spec 01 §2 "Own information"): a section
 * of own information in three steps.
 *
 * 1. start: the current address and a "change" button;
 * 2. request: the new address and the current password, then "send code" (the server mails a
 *    code to the new address, or a notice to the owner when another account has it; the screen
 *    cannot tell, and says "if the address can be used");
 * 3. code: the 6-digit code from the new address; on success the profile is refreshed and the
 *    new address shown.
 *
 * A failed call's error stays in the call's state and is translated at render. An impersonating
 * staff user sees the note and disabled buttons (the server refuses the write anyway).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import {
  confirmEmailChangeBodySchema,
  startEmailChangeBodySchema,
} from '@asukas/contract/endpoints/user'
import { isApiError } from '../../shared/api/client.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import type { AccountsTranslations } from '../../shared/i18n/accounts/fi.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { retryWaitOf, type Wait } from '../../shared/lib/retry-after.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Form, FormActions, type FormProps } from '../../shared/forms/Form.tsx'
import { submitDisabled, useAppForm } from '../../shared/forms/useAppForm.ts'
import { CodeField } from '../../shared/ui/CodeField.tsx'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { useConfirmEmailChange, useStartEmailChange } from './queries.ts'

/** Why a step failed; translated at render. */
type Failure = { kind: FailureKind } | { kind: 'tooMany'; wait: Wait | null }

/** The failures that need no more than their kind. */
type FailureKind = 'wrongPassword' | 'sameEmail' | 'wrongCode' | 'expiredCode' | 'failed'

/** Where the change is. */
type Step =
  | { kind: 'start' }
  | { kind: 'request' }
  | { kind: 'code'; newEmail: string; sentAt: string }
  | { kind: 'done'; email: string }

/** Errors the app handles for the whole page (write-denied page, login). */
function handledByApp(error: unknown): boolean {
  return isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')
}

function failureText(a: AccountsTranslations, failure: Failure): string {
  const texts = a.ownInfo.emailChange
  if (failure.kind === 'tooMany') {
    return failure.wait === null
      ? a.common.tooManyAttempts
      : a.common.tooManyAttemptsWait(failure.wait.amount, failure.wait.unit)
  }
  return texts[failure.kind]
}

/**
 * The failure of a step's call `error`: none without an error or for one the app handles, else
 * the step's own kind of it (`kindOf`), too many attempts, or failed.
 */
function failureOf(error: unknown, kindOf: (error: unknown) => FailureKind | null): Failure | null {
  if (error === null || handledByApp(error)) return null
  const kind = kindOf(error)
  if (kind !== null) return { kind }
  return isTooManyAttempts(error)
    ? { kind: 'tooMany', wait: retryWaitOf(error) }
    : { kind: 'failed' }
}

/**
 * The form of step 2 or 3: the failure, the fields (`children`), the submit button (`disabled`
 * besides while pending) and the cancel button.
 */
function StepForm({
  qa,
  failure,
  onSubmit,
  pending,
  disabled,
  submit,
  onCancel,
  cancelQa,
  children,
}: {
  qa: string
  failure: Failure | null
  onSubmit: FormProps['onSubmit']
  pending: boolean
  disabled?: boolean
  submit: { text: string; pendingText: string; qa: string }
  onCancel: () => void
  cancelQa: string
  children: ReactNode
}) {
  const a = useAccountsText()
  return (
    <Form onSubmit={onSubmit} qa={qa}>
      {failure && (
        <Alert variant="error" qa="email-change-error">
          {failureText(a, failure)}
        </Alert>
      )}
      {children}
      <FormActions>
        <Button
          type="submit"
          pending={pending}
          disabled={disabled}
          pendingText={submit.pendingText}
          qa={submit.qa}
        >
          {submit.text}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onCancel} qa={cancelQa}>
          {a.common.cancel}
        </Button>
      </FormActions>
    </Form>
  )
}

/** Step 2: new address and current password. */
function RequestForm({
  disabled,
  onSent,
  onCancel,
}: {
  disabled: boolean
  onSent: (newEmail: string, sentAt: string) => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.ownInfo.emailChange
  const start = useStartEmailChange()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useAppForm(startEmailChangeBodySchema, { defaultValues: { newEmail: '', password: '' } })
  useEffect(() => setFocus('newEmail'), [setFocus])
  const onSubmit = handleSubmit((body) =>
    start.mutate(body, {
      onSuccess: ({ sentAt }) => onSent(body.newEmail.trim().toLowerCase(), sentAt),
    }),
  )
  const failure = failureOf(start.error, (error) => {
    if (isApiError(error, 'INVALID_CREDENTIALS')) return 'wrongPassword'
    return isApiError(error, 'VALIDATION_ERROR') ? 'sameEmail' : null
  })
  return (
    <StepForm
      qa="email-change-request-form"
      failure={failure}
      onSubmit={onSubmit}
      pending={start.isPending}
      disabled={submitDisabled(start.isPending, disabled)}
      submit={{ text: texts.sendCode, pendingText: a.common.sending, qa: 'email-change-send' }}
      onCancel={onCancel}
      cancelQa="email-change-cancel"
    >
      <TextField
        label={texts.newEmail}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        qa="email-change-new-email"
        error={validationMessage(t, errors.newEmail?.message)}
        {...register('newEmail')}
      />
      <TextField
        label={texts.password}
        type="password"
        autoComplete="current-password"
        required
        qa="email-change-password"
        // spec 02 §5 "password minimum 8": said as such, not as an invalid value (issue 26 item 10)
        error={
          errors.password?.message === 'invalid_string'
            ? texts.passwordLength
            : validationMessage(t, errors.password?.message)
        }
        {...register('password')}
      />
    </StepForm>
  )
}

/** Step 3: the code mailed to the new address. */
function CodeForm({
  newEmail,
  sentAt,
  onDone,
  onCancel,
}: {
  newEmail: string
  sentAt: string
  onDone: (email: string) => void
  onCancel: () => void
}) {
  const a = useAccountsText()
  const texts = a.ownInfo.emailChange
  const format = useFormat()
  const confirm = useConfirmEmailChange()
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useAppForm(confirmEmailChangeBodySchema, { defaultValues: { code: '' } })
  useEffect(() => setFocus('code'), [setFocus])
  const onSubmit = handleSubmit((body) =>
    confirm.mutate(body, { onSuccess: ({ email }) => onDone(email) }),
  )
  const failure = failureOf(confirm.error, (error) => {
    if (isApiError(error, 'CODE_MISMATCH_EXCEPTION', 'VALIDATION_ERROR')) return 'wrongCode'
    return isApiError(error, 'EXPIRED_CODE_EXCEPTION') ? 'expiredCode' : null
  })
  return (
    <>
      <Alert variant="info" qa="email-change-code-sent">
        {texts.codeSent(newEmail, format.time(sentAt))}
      </Alert>
      <StepForm
        qa="email-change-code-form"
        failure={failure}
        onSubmit={onSubmit}
        pending={confirm.isPending}
        submit={{ text: texts.confirm, pendingText: texts.confirming, qa: 'email-change-confirm' }}
        onCancel={onCancel}
        cancelQa="email-change-code-cancel"
      >
        <CodeField field={register('code')} error={errors.code?.message} qa="email-change-code" />
      </StepForm>
    </>
  )
}

/** The e-mail change section of own information for the resident with address `email`. */
export function EmailChange({ email, isImpersonator }: { email: string; isImpersonator: boolean }) {
  const a = useAccountsText()
  const texts = a.ownInfo.emailChange
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const startButton = useRef<HTMLButtonElement>(null)
  const done = useRef<HTMLDivElement>(null)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (!moved) return
    if (step.kind === 'start') startButton.current?.focus()
    if (step.kind === 'done') done.current?.focus()
  }, [step, moved])
  const go = (next: Step) => {
    setMoved(true)
    setStep(next)
  }

  return (
    <Card title={texts.title} qa="email-change">
      {step.kind !== 'done' && <p>{texts.text(email)}</p>}
      {isImpersonator && step.kind !== 'start' && (
        <Alert variant="info" qa="email-change-impersonator-note">
          {a.ownInfo.impersonatorNote}
        </Alert>
      )}
      {step.kind === 'start' && (
        <Button
          ref={startButton}
          variant="secondary"
          onClick={() => go({ kind: 'request' })}
          qa="email-change-start"
        >
          {texts.start}
        </Button>
      )}
      {step.kind === 'request' && (
        <RequestForm
          disabled={isImpersonator}
          onSent={(newEmail, sentAt) => go({ kind: 'code', newEmail, sentAt })}
          onCancel={() => go({ kind: 'start' })}
        />
      )}
      {step.kind === 'code' && (
        <CodeForm
          newEmail={step.newEmail}
          sentAt={step.sentAt}
          onDone={(changed) => go({ kind: 'done', email: changed })}
          onCancel={() => go({ kind: 'start' })}
        />
      )}
      {step.kind === 'done' && (
        <div ref={done} tabIndex={-1} className="outcome-focus">
          <Alert variant="success" qa="email-change-done">
            {texts.done(step.email)}
          </Alert>
        </div>
      )}
    </Card>
  )
}
