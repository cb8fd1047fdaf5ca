/**
 * Contact details and communication choices of own information (spec 01 §2 "Own information":
 * view and edit modes; spec 02 §5 "User info": e-mail and phone required, three booleans, e-mail
 * and SMS default on, marketing off; "Save disabled for impersonators, while pending or when
 * invalid"). The form uses the domain's `ownInfoFormSchema`, the same schema the server checks.
 * The login e-mail is shown but not edited here: changing it needs the password and a code sent
 * to the new address (`EmailChange.tsx`, issue 8 item 6); the form sends the current one.
 * Entering edit mode focuses the phone field; leaving it focuses the edit button again.
 */
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { UserProfile } from '@asukas/contract'
import { ownInfoDefaults, ownInfoFormSchema } from '@asukas/domain'
import type { z } from 'zod'
import { isApiError } from '../../shared/api/client.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { CheckboxField } from '../../shared/ui/CheckboxField.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { useUpdateUser } from './queries.ts'

type OwnInfoValues = z.input<typeof ownInfoFormSchema>

/** The read-only view of the details. */
function DetailsView({ profile }: { profile: UserProfile }) {
  const a = useAccountsText()
  const texts = a.ownInfo
  const yesNo = (value: boolean) => (value ? a.common.yes : a.common.no)
  return (
    <dl className="details-list" data-qa="own-info-view">
      <div>
        <dt>{texts.email}</dt>
        <dd data-qa="own-info-email">{profile.email}</dd>
      </div>
      <div>
        <dt>{texts.phone}</dt>
        <dd data-qa="own-info-phone">{profile.phoneNumber || texts.notGiven}</dd>
      </div>
      <div>
        <dt>{texts.communicationByEmail}</dt>
        <dd data-qa="own-info-communication-by-email">{yesNo(profile.communicationByEmail)}</dd>
      </div>
      <div>
        <dt>{texts.communicationBySms}</dt>
        <dd data-qa="own-info-communication-by-sms">{yesNo(profile.communicationBySms)}</dd>
      </div>
      <div>
        <dt>{texts.marketingAllowed}</dt>
        <dd data-qa="own-info-marketing-allowed">{yesNo(profile.marketingAllowed)}</dd>
      </div>
    </dl>
  )
}

/** The edit form. */
function DetailsForm({
  profile,
  isImpersonator,
  onDone,
}: {
  profile: UserProfile
  isImpersonator: boolean
  /** Called after a save (`saved` true) or on cancel. */
  onDone: (saved: boolean) => void
}) {
  const { t } = useTranslation()
  const a = useAccountsText()
  const texts = a.ownInfo
  const update = useUpdateUser()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isValid },
  } = useForm<OwnInfoValues>({
    resolver: zodResolver(ownInfoFormSchema),
    defaultValues: ownInfoDefaults(profile),
    mode: 'onTouched',
  })
  useEffect(() => setFocus('phoneNumber'), [setFocus])

  const onSubmit = handleSubmit((values) => {
    setFailure(null)
    update.mutate(values, {
      onSuccess: () => onDone(true),
      onError: (error) => {
        // IMPERSONATION_WRITE_ACCESS_DENIED and a lost session are handled by the app.
        if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')) return
        if (isTooManyAttempts(error)) setFailure(a.common.tooManyAttempts)
        else setFailure(texts.saveFailed)
      },
    })
  })

  const saveDisabled = isImpersonator || update.isPending || !isValid
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-qa="own-info-form"
    >
      {isImpersonator && (
        <Alert variant="info" qa="own-info-impersonator-note">
          {texts.impersonatorNote}
        </Alert>
      )}
      {failure && (
        <Alert variant="error" qa="own-info-save-error">
          {failure}
        </Alert>
      )}
      <p className="field" data-qa="own-info-email-fixed">
        <span className="field__label">{texts.email}</span> {profile.email}
      </p>
      <TextField
        label={texts.phone}
        hint={texts.phoneHint}
        type="tel"
        autoComplete="tel"
        required
        qa="own-info-phone-input"
        error={validationMessage(t, errors.phoneNumber?.message)}
        {...register('phoneNumber')}
      />
      <fieldset className="choice-group">
        <legend className="choice-group__legend">{texts.communicationTitle}</legend>
        <CheckboxField
          label={texts.communicationByEmail}
          qa="own-info-communication-by-email-input"
          {...register('communicationByEmail')}
        />
        <CheckboxField
          label={texts.communicationBySms}
          qa="own-info-communication-by-sms-input"
          {...register('communicationBySms')}
        />
        <CheckboxField
          label={texts.marketingAllowed}
          qa="own-info-marketing-allowed-input"
          {...register('marketingAllowed')}
        />
      </fieldset>
      <div className="form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={saveDisabled}
          data-qa="own-info-save"
        >
          {update.isPending ? texts.saving : texts.save}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={update.isPending}
          onClick={() => onDone(false)}
          data-qa="own-info-cancel"
        >
          {texts.cancelEdit}
        </button>
      </div>
    </form>
  )
}

/** The contact details section: view mode with an edit button, or the edit form. */
export function ContactDetails({
  profile,
  isImpersonator,
}: {
  profile: UserProfile
  isImpersonator: boolean
}) {
  const a = useAccountsText()
  const texts = a.ownInfo
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const [returned, setReturned] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (returned && !editing) editButton.current?.focus()
  }, [returned, editing])

  return (
    <section className="panel" aria-labelledby="own-info-contact-title">
      <h2 id="own-info-contact-title">{texts.contactTitle}</h2>
      {saved && !editing && (
        <Alert variant="success" qa="own-info-saved">
          {texts.saved}
        </Alert>
      )}
      {editing ? (
        <DetailsForm
          profile={profile}
          isImpersonator={isImpersonator}
          onDone={(didSave) => {
            setSaved(didSave)
            setReturned(true)
            setEditing(false)
          }}
        />
      ) : (
        <>
          <DetailsView profile={profile} />
          <button
            ref={editButton}
            type="button"
            className="button button--primary"
            onClick={() => {
              setSaved(false)
              setEditing(true)
            }}
            data-qa="own-info-edit"
          >
            {texts.edit}
          </button>
        </>
      )}
    </section>
  )
}
