/**
 * Verify-email phase 3 (spec 01 §4 "Registration phases", spec 02 §8 "Registration"): the
 * password under the policy, twice. An account that exists meanwhile, or a person no longer a
 * tenant, ends on the login states `user_already_registered` / `no_tenant_found`; an unproven
 * address returns to phase 1; a refused password is marked on its field.
 */
import { useNavigate } from 'react-router'
import { isApiError } from '../../../shared/api/client.ts'
import { Form, FormActions } from '../../../shared/forms/Form.tsx'
import { registrationPasswordFormSchema } from '../../../shared/forms/account-forms.ts'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useAccountsText } from '../../../shared/i18n/accounts/section.ts'
import type { AccountsTranslations } from '../../../shared/i18n/accounts/fi.ts'
import { isTooManyAttempts } from '../../../shared/lib/password-errors.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { NewPasswordFields } from '../../../shared/ui/NewPasswordFields.tsx'
import { UsernameField } from '../../../shared/ui/UsernameField.tsx'
import { useCreateAccount } from '../queries.ts'
import { logoutWithState, registrationFailedPath } from '../registration-flow.ts'
import { PhaseHeading } from './PhaseHeading.tsx'

/** Errors that leave this phase (handled by navigation), so no message shows here. */
const leavingCodes = [
  'UNAUTHORIZED',
  'USER_ALREADY_REGISTERED',
  'NO_TENANT_FOUND',
  'USER_EMAIL_NOT_VERIFIED',
] as const

/** The text of a failed account creation. */
function createFailureText(a: AccountsTranslations, error: unknown): string {
  if (isApiError(error, 'INVALID_PASSWORD_EXCEPTION')) return a.passwordChange.causes.wrongPassword
  if (isTooManyAttempts(error)) return a.common.tooManyAttempts
  return a.verifyEmail.createPassword.accountCreationError
}

/** Phase 3: the password, twice, under the policy. */
export function CreatePasswordPhase({
  email,
  focus,
  onCreated,
  onEmailNotVerified,
}: {
  email: string
  focus: boolean
  onCreated: () => void
  onEmailNotVerified: () => void
}) {
  const a = useAccountsText()
  const texts = a.verifyEmail.createPassword
  const navigate = useNavigate()
  const create = useCreateAccount()
  const form = useAppForm(registrationPasswordFormSchema, {
    defaultValues: { email, newPassword: '', confirmPassword: '' },
  })

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    create.mutate(
      { email, newPassword },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error, 'UNAUTHORIZED')) void navigate(registrationFailedPath)
          else if (isApiError(error, 'USER_ALREADY_REGISTERED')) {
            void navigate(logoutWithState('user_already_registered'))
          } else if (isApiError(error, 'NO_TENANT_FOUND')) {
            void navigate(logoutWithState('no_tenant_found'))
          } else if (isApiError(error, 'USER_EMAIL_NOT_VERIFIED')) onEmailNotVerified()
          else if (isApiError(error, 'INVALID_PASSWORD_EXCEPTION')) {
            form.setError('newPassword', { message: 'invalid_string' }, { shouldFocus: true })
          } else form.applyServerErrors(error)
        },
      },
    ),
  )

  const failed = create.isError && !isApiError(create.error, ...leavingCodes)
  return (
    <>
      <PhaseHeading phase="create-password" text={texts.heading} focus={focus} />
      <p>{texts.text}</p>
      {failed && (
        <Alert variant="error" qa="create-password-error">
          {createFailureText(a, create.error)}
        </Alert>
      )}
      <Form onSubmit={onSubmit} qa="create-password-form">
        <UsernameField qa="create-password-email" {...form.register('email')} />
        <NewPasswordFields form={form} qa="create-password" />
        <FormActions>
          <Button
            type="submit"
            pending={create.isPending}
            pendingText={texts.submitting}
            qa="create-password-submit"
          >
            {texts.submit}
          </Button>
        </FormActions>
      </Form>
    </>
  )
}
