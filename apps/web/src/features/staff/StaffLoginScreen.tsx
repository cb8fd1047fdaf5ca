/**
 * Staff login `/staff` (issue 4 "Staff users log in at `/staff` (their own login, same password
 * rules)"): e-mail and password with the login schema, its own endpoint, then the staff view. A
 * staff member who is already signed in goes straight to the staff view.
 */
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Navigate, useNavigate } from 'react-router'
import { PASSWORD_MAX_LENGTH } from '@asukas/domain'
import { loginBodySchema } from '@asukas/contract/endpoints/auth'
import type { LoginBody } from '@asukas/contract/endpoints/auth'
import { isApiError } from '../../shared/api/client.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { retryWaitOf } from '../../shared/lib/retry-after.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { useStaffLogin, useStaffMe } from './queries.ts'

/** The staff login page (default export for `React.lazy`). */
export default function StaffLoginScreen() {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.staff
  useDocumentTitle(texts.loginTitle)
  const navigate = useNavigate()
  const me = useStaffMe()
  const login = useStaffLogin()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  })

  if (me.data) return <Navigate to={staffPaths.residents} replace />

  const onSubmit = handleSubmit((body) => {
    setFailure(null)
    login.mutate(body, {
      onSuccess: () => void navigate(staffPaths.residents),
      onError: (error) => {
        if (isApiError(error, 'INVALID_CREDENTIALS')) setFailure(texts.invalidCredentials)
        else if (isTooManyAttempts(error)) {
          const wait = retryWaitOf(error)
          setFailure(
            wait === null
              ? a.common.tooManyAttempts
              : a.common.tooManyAttemptsWait(wait.amount, wait.unit),
          )
        } else setFailure(texts.loginFailed)
      },
    })
  })

  return (
    <div className="account-page" data-qa="staff-login">
      <section className="panel" aria-labelledby="staff-login-title">
        <h1 id="staff-login-title">{texts.loginTitle}</h1>
        <p>{texts.loginIntro}</p>
        {failure && (
          <Alert variant="error" qa="staff-login-error">
            {failure}
          </Alert>
        )}
        <form
          className="form"
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          data-qa="staff-login-form"
        >
          <TextField
            label={texts.username}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            qa="staff-login-username"
            error={validationMessage(t, errors.username?.message)}
            {...register('username')}
          />
          <TextField
            label={texts.password}
            type="password"
            autoComplete="current-password"
            required
            qa="staff-login-password"
            error={
              errors.password?.message === 'invalid_string'
                ? watch('password').length > PASSWORD_MAX_LENGTH
                  ? t.login.passwordTooLong
                  : t.login.passwordTooShort
                : validationMessage(t, errors.password?.message)
            }
            {...register('password')}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={login.isPending}
            data-qa="staff-login-submit"
          >
            {login.isPending ? texts.submitting : texts.submit}
          </button>
        </form>
      </section>
    </div>
  )
}
