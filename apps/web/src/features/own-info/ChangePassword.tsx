/**
 * The security section of own information: change the password by an e-mailed code (spec 01 §4
 * "Password reset or change: send a code, then enter the code and a new password, then completed
 * or error (try again)"; spec 02 §8 "Password change by code" causes). The send button is not
 * hidden from an impersonating staff user: the server refuses the write and the app shows the
 * write-denied page (spec 01 §6).
 */
import { useEffect, useRef, useState } from 'react'
import { isApiError } from '../../shared/api/client.ts'
import { Form, FormActions } from '../../shared/forms/Form.tsx'
import { changePasswordFormSchema } from '../../shared/forms/account-forms.ts'
import { useAppForm } from '../../shared/forms/useAppForm.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { passwordChangeCause } from '../../shared/lib/password-errors.ts'
import type { PasswordChangeCause } from '../../shared/lib/password-errors.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { CodeField } from '../../shared/ui/CodeField.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields.tsx'
import { PasswordChangeOutcome } from '../../shared/ui/PasswordChangeOutcome.tsx'
import type { PasswordChangeResult } from '../../shared/ui/PasswordChangeOutcome.tsx'
import { UsernameField } from '../../shared/ui/UsernameField.tsx'
import { useConfirmPasswordChange, useSendPasswordChangeCode } from './queries.ts'

/** Where the change is. */
type Step =
  | { kind: 'start' }
  | { kind: 'code'; sentAt: string }
  | { kind: 'outcome'; result: PasswordChangeResult; sentAt: string | null }

/** Errors the app handles for the whole page (write-denied page, login). */
function handledByApp(error: unknown): boolean {
  return isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')
}

/** After a failure with `cause`, 'try again' returns to the code form only when the code may still work. */
function retriesWithSameCode(cause: PasswordChangeCause): boolean {
  return cause === 'wrongCode' || cause === 'wrongPassword'
}

/** The code and new password form. */
function CodeForm({
  email,
  sentAt,
  onDone,
  onCancel,
}: {
  email: string
  sentAt: string
  onDone: (result: PasswordChangeResult) => void
  onCancel: () => void
}) {
  const a = useAccountsText()
  const format = useFormat()
  const confirm = useConfirmPasswordChange()
  const form = useAppForm(changePasswordFormSchema, {
    defaultValues: { resetCode: '', newPassword: '', confirmPassword: '' },
  })
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = form
  useEffect(() => setFocus('resetCode'), [setFocus])
  const onSubmit = handleSubmit(({ resetCode, newPassword }) => {
    confirm.mutate(
      { resetCode, newPassword },
      {
        onSuccess: () => onDone({ kind: 'completed' }),
        onError: (error) => {
          if (!handledByApp(error)) onDone({ kind: 'failed', cause: passwordChangeCause(error) })
        },
      },
    )
  })
  return (
    <>
      <Alert variant="info" qa="change-password-code-sent">
        {a.ownInfo.security.codeSent(email, format.time(sentAt))}
      </Alert>
      <Form onSubmit={onSubmit} qa="change-password-form">
        {/* For password managers: whose password this is. */}
        <UsernameField value={email} qa="change-password-email" />
        <CodeField
          field={register('resetCode')}
          error={errors.resetCode?.message}
          qa="change-password-code"
        />
        <NewPasswordFields form={form} qa="change-password" />
        <FormActions>
          <Button
            type="submit"
            pending={confirm.isPending}
            pendingText={a.passwordChange.submitting}
            qa="change-password-submit"
          >
            {a.passwordChange.submit}
          </Button>
          <Button
            disabled={confirm.isPending}
            variant="secondary"
            onClick={onCancel}
            qa="change-password-cancel"
          >
            {a.common.cancel}
          </Button>
        </FormActions>
      </Form>
    </>
  )
}

/** The security section with the password change of the resident with address `email`. */
export function ChangePassword({ email }: { email: string }) {
  const a = useAccountsText()
  const texts = a.ownInfo.security
  const send = useSendPasswordChangeCode()
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const sendButton = useRef<HTMLButtonElement>(null)
  const outcome = useRef<HTMLDivElement>(null)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (!moved) return
    if (step.kind === 'start') sendButton.current?.focus()
    if (step.kind === 'outcome') outcome.current?.focus()
  }, [step, moved])

  const go = (next: Step) => {
    setMoved(true)
    setStep(next)
  }
  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: () => go({ kind: 'code', sentAt: new Date().toISOString() }),
      onError: (error) => {
        if (!handledByApp(error)) {
          go({
            kind: 'outcome',
            result: { kind: 'failed', cause: passwordChangeCause(error) },
            sentAt: null,
          })
        }
      },
    })

  return (
    <Card title={texts.title} qa="own-info-security">
      <h3>{texts.passwordTitle}</h3>
      {step.kind === 'start' && (
        <>
          <p>{texts.passwordText}</p>
          <Button
            ref={sendButton}
            pending={send.isPending}
            pendingText={a.common.sending}
            onClick={sendCode}
            qa="change-password-send-code"
          >
            {texts.sendCode}
          </Button>
        </>
      )}
      {step.kind === 'code' && (
        <CodeForm
          email={email}
          sentAt={step.sentAt}
          onDone={(result) => go({ kind: 'outcome', result, sentAt: step.sentAt })}
          onCancel={() => go({ kind: 'start' })}
        />
      )}
      {step.kind === 'outcome' && (
        <div ref={outcome} tabIndex={-1} className="outcome-focus">
          <PasswordChangeOutcome
            result={step.result}
            onTryAgain={() =>
              go(
                step.result.kind === 'failed' &&
                  step.sentAt !== null &&
                  retriesWithSameCode(step.result.cause)
                  ? { kind: 'code', sentAt: step.sentAt }
                  : { kind: 'start' },
              )
            }
          />
          {step.result.kind === 'completed' && (
            <Button variant="link" onClick={() => go({ kind: 'start' })} qa="change-password-again">
              {a.passwordChange.submit}
            </Button>
          )}
        </div>
      )}
    </Card>
  )
}
