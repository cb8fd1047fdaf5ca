/**
 * Contact details and communication choices of own information (spec 01 §2 "Own information":
 * view and edit modes; spec 02 §5 "User info": e-mail and phone required, three booleans, e-mail
 * and SMS default on, marketing off; "Save disabled for impersonators, while pending or when
 * invalid"). The form uses the contract's `updateUserBodySchema`, the same schema the server checks.
 * The login e-mail is shown but not edited here: changing it needs the password and a code sent
 * to the new address (`EmailChange.tsx`, issue 8 item 6); the form sends the current one.
 * Entering edit mode focuses the phone field; leaving it focuses the edit button again.
 */
import { useEffect, useRef, useState } from 'react'
import type { UserProfile } from '@asukas/contract'
import { updateUserBodySchema } from '@asukas/contract/endpoints/user'
import { isApiError } from '../../shared/api/client.ts'
import { ownInfoDefaults } from '../../shared/forms/account-forms.ts'
import { submitDisabled, useAppForm } from '../../shared/forms/useAppForm.ts'
import { useAccountsText } from '../../shared/i18n/accounts/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { isTooManyAttempts } from '../../shared/lib/password-errors.ts'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { CheckboxField, TextField } from '../../shared/ui/kit/Field.tsx'
import { FieldGroup, Form, FormActions } from '../../shared/forms/Form.tsx'
import { useUpdateUser } from './queries.ts'
import { DetailsList } from '../../shared/ui/kit/DetailsList.tsx'

/** The read-only view of the details. */
function DetailsView({ profile }: { profile: UserProfile }) {
  const a = useAccountsText()
  const texts = a.ownInfo
  const yesNo = (value: boolean) => (value ? a.common.yes : a.common.no)
  return (
    <DetailsList qa="own-info-view">
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
    </DetailsList>
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
  const form = useAppForm(updateUserBodySchema, { defaultValues: ownInfoDefaults(profile) })
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isValid },
  } = form
  useEffect(() => setFocus('phoneNumber'), [setFocus])

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => onDone(true),
      // The server's field errors go on their fields; the alert says why.
      onError: (error) => {
        form.applyServerErrors(error)
      },
    }),
  )
  // IMPERSONATION_WRITE_ACCESS_DENIED and a lost session are handled by the app.
  const failed =
    update.isError && !isApiError(update.error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')
  const failureText = isTooManyAttempts(update.error) ? a.common.tooManyAttempts : texts.saveFailed

  const saveDisabled = submitDisabled(update.isPending, isImpersonator) || !isValid
  return (
    <Form onSubmit={onSubmit} qa="own-info-form">
      {isImpersonator && (
        <Alert variant="info" qa="own-info-impersonator-note">
          {texts.impersonatorNote}
        </Alert>
      )}
      {failed && (
        <Alert variant="error" qa="own-info-save-error">
          {failureText}
        </Alert>
      )}
      <DetailsList qa="own-info-email-fixed">
        <div>
          <dt>{texts.email}</dt>
          <dd>{profile.email}</dd>
        </div>
      </DetailsList>
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
      <FieldGroup legend={texts.communicationTitle}>
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
      </FieldGroup>
      <FormActions>
        <Button type="submit" disabled={saveDisabled} qa="own-info-save">
          {update.isPending ? texts.saving : texts.save}
        </Button>
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => onDone(false)}
          qa="own-info-cancel"
        >
          {texts.cancelEdit}
        </Button>
      </FormActions>
    </Form>
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
    <Card title={texts.contactTitle} qa="own-info-contact">
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
          <Button
            ref={editButton}
            onClick={() => {
              setSaved(false)
              setEditing(true)
            }}
            qa="own-info-edit"
          >
            {texts.edit}
          </Button>
        </>
      )}
    </Card>
  )
}
