/**
 * The decision on a contract request (issue 14 "accept or reject with a reason (kenno_accepted /
 * kenno_rejected notifications and e-mails)"): `useAppForm` over the contract's
 * `contractDecisionBodySchema`, which requires the reason when rejecting. The two buttons set the
 * decision and submit; the form shows only while the request is ready for review.
 */
import { useState } from 'react'
import {
  contractDecisionBodySchema,
  type StaffContractRequest,
} from '@asukas/contract/endpoints/contract-requests/staff'
import { useAppForm } from '../../../shared/forms/useAppForm.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'
import { TextAreaField } from '../../../shared/ui/kit/Field.tsx'
import { useErrorText } from '../../staff/index.ts'
import { useDecideRequest } from './queries.ts'

/** The decision panel of `request`. */
export function DecisionForm({ request }: { request: StaffContractRequest }) {
  const texts = useContractRequestsText().staff
  const { t } = useTranslation()
  const decide = useDecideRequest(request.kind, request.id)
  const errorText = useErrorText()
  const [done, setDone] = useState(false)
  const form = useAppForm(contractDecisionBodySchema, {
    defaultValues: { decision: 'accept', reason: '' },
  })
  const submit = form.handleSubmit((body) =>
    decide.mutate(body, {
      onSuccess: () => setDone(true),
      onError: (error) => form.applyServerErrors(error),
    }),
  )
  const submitAs = (decision: 'accept' | 'reject') => {
    form.setValue('decision', decision)
    void submit()
  }
  const reasonError = form.formState.errors.reason?.message
  return (
    <section className="panel" aria-labelledby="request-decision">
      <h2 id="request-decision">{texts.decide}</h2>
      <div role="status" aria-live="polite">
        {done && (
          <Alert variant="success" qa="request-decided">
            {texts.decided}
          </Alert>
        )}
      </div>
      {decide.isError && (
        <Alert variant="error" qa="request-error">
          {errorText(decide.error)}
        </Alert>
      )}
      {request.status === 'ready_for_review' && (
        <form className="staff-form" noValidate onSubmit={(event) => void submit(event)}>
          <TextAreaField
            label={texts.decisionReason}
            error={
              reasonError === 'required' ? texts.reasonRequired : validationMessage(t, reasonError)
            }
            qa="request-reason"
            rows={3}
            maxLength={1000}
            {...form.register('reason')}
          />
          <div className="staff-actions">
            <Button
              variant="primary"
              pending={decide.isPending}
              qa="request-accept"
              onClick={() => submitAs('accept')}
            >
              {texts.accept}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              qa="request-reject"
              onClick={() => submitAs('reject')}
            >
              {texts.reject}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
