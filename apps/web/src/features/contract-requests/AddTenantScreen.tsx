/**
 * Add tenant (spec 01 §2 "Add tenant": form, preview, success; the first person cannot be
 * removed, more can be added; spec 02 §5: identity code valid, first and last name required,
 * optional e-mail, phone and birth date). The form uses the domain's `addTenantFormSchema`, the
 * schema the server checks again. An init failure shows TERMINATE_CONTRACT_INIT_CONFIRM_ERROR
 * (spec 02 §8), a refusal of the contract's state its own confirmation view.
 */
import { useRef, useState } from 'react'
import { routes } from '@asukas/contract'
import {
  addTenantFormSchema,
  emptyAddTenantPerson,
  fieldErrorsOf,
  normalizeEmail,
  removeAddTenantPerson,
  type AddTenantPerson,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { LazyDateField } from '../../shared/ui/kit/LazyDateFields.tsx'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { FieldGroup, FormActions } from '../../shared/forms/Form.tsx'
import { Button, ButtonLink } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { TextField } from '../../shared/ui/kit/Field.tsx'
import { initFailureCode } from './confirm-errors.ts'
import { ConfirmErrorView, useFocusFirstError } from './parts.tsx'
import { useAddTenant } from './queries.ts'
import { DetailsList } from '../../shared/ui/kit/DetailsList.tsx'

type Phase = 'form' | 'preview' | 'success'

/**
 * Keeps the field being edited focused while the pointer is down on a step button, so its blur
 * does not show an error that shifts the button away before the click lands.
 */
const keepFocusedField = (event: { preventDefault(): void }) => event.preventDefault()
const fields = ['socialSecurityNumber', 'firstName', 'lastName', 'email', 'phoneNumber'] as const

/** The add tenant screen. */
export default function AddTenantScreen() {
  const f = useContractRequestsText()
  const { t, lang } = useTranslation()
  const format = useFormat()
  const contractId = useContractId()
  useDocumentTitle(t.screens.addTenant)
  const add = useAddTenant(contractId)
  const rootRef = useRef<HTMLDivElement>(null)
  const focusError = useFocusFirstError(rootRef)
  const [phase, setPhase] = useState<Phase>('form')
  const [people, setPeople] = useState<AddTenantPerson[]>([emptyAddTenantPerson()])
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<string | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})

  const parsed = addTenantFormSchema.safeParse({ tenants: people })
  // What is previewed and sent: the parsed form, so an e-mail is lower-cased and trimmed as the
  // spec says (spec 02 §5 General; issue 26 item 13: it was sent as typed).
  const normalised = parsed.success ? parsed.data.tenants : people
  const errors = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...serverErrors }
  const errorOf = (path: string) =>
    touched.has(path) ? validationMessage(t, errors[path]) : undefined
  const touch = (...paths: string[]) => setTouched((p) => new Set([...p, ...paths]))
  const update = (index: number, field: keyof AddTenantPerson, value: string) => {
    setServerErrors({})
    setPeople(
      people.map((person, i) =>
        i === index
          ? { ...person, [field]: field === 'birthDate' ? value || null : value }
          : person,
      ),
    )
  }

  function preview() {
    if (!parsed.success) {
      touch(...Object.keys(errors))
      focusError()
      return
    }
    setPhase('preview')
  }

  function send() {
    setFailure(null)
    add.mutate(
      { operationData: { tenants: normalised }, locale: lang },
      {
        onSuccess: () => setPhase('success'),
        onError: (error) => {
          if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')) return
          if (isApiError(error, 'VALIDATION_ERROR')) {
            const details = (error.details ?? {}) as { fieldErrors?: Record<string, string> }
            const mapped = Object.fromEntries(
              Object.entries(details.fieldErrors ?? {}).map(([p, k]) => [
                p.replace(/^operationData\./, ''),
                k,
              ]),
            )
            setServerErrors(mapped)
            touch(...Object.keys(mapped))
            setPhase('form')
            focusError()
            return
          }
          setFailure(initFailureCode('addTenant', isApiError(error) ? error.code : 'UNEXPECTED'))
        },
      },
    )
  }

  let body
  if (failure !== null) {
    body = <ConfirmErrorView code={failure} restartTo={routes.addTenant(contractId)} />
  } else if (phase === 'success') {
    body = (
      <div data-qa="add-tenant-success">
        <Card
          title={f.addTenant.successTitle}
          actions={
            <ButtonLink to={routes.frontPage(contractId)} qa="add-tenant-home">
              {f.common.backToHome}
            </ButtonLink>
          }
        >
          <p>{f.addTenant.successText}</p>
        </Card>
      </div>
    )
  } else if (phase === 'preview') {
    body = (
      <div data-qa="add-tenant-preview">
        <Card title={f.steps.preview}>
          {normalised.map((person, index) => (
            <DetailsList key={index}>
              <div>
                <dt>{f.addTenant.person(index + 1)}</dt>
                <dd data-qa={`add-tenant-preview-${index}`}>
                  {person.firstName} {person.lastName}, {person.socialSecurityNumber}
                </dd>
              </div>
              <div>
                <dt>{f.addTenant.email}</dt>
                <dd data-qa={`add-tenant-preview-${index}-email`}>
                  {person.email || f.common.notGiven}
                </dd>
              </div>
              <div>
                <dt>{f.addTenant.phoneNumber}</dt>
                <dd>{person.phoneNumber || f.common.notGiven}</dd>
              </div>
              <div>
                <dt>{f.addTenant.birthDate}</dt>
                <dd>
                  {person.birthDate ? format.dateWithYear(person.birthDate) : f.common.notGiven}
                </dd>
              </div>
            </DetailsList>
          ))}
          <FormActions>
            <Button variant="secondary" onClick={() => setPhase('form')} qa="add-tenant-edit">
              {f.common.edit}
            </Button>
            <Button pending={add.isPending} onClick={send} qa="add-tenant-send">
              {f.addTenant.send}
            </Button>
          </FormActions>
        </Card>
      </div>
    )
  } else {
    body = (
      <div ref={rootRef} data-qa="add-tenant-form">
        <Card label={f.addTenant.title}>
          <p>{f.addTenant.intro}</p>
          {people.map((person, index) => (
            <div key={index} data-qa={`add-tenant-person-${index}`}>
              <FieldGroup legend={f.addTenant.person(index + 1)}>
                {fields.map((field) => (
                  <TextField
                    key={field}
                    label={f.addTenant[field]}
                    value={person[field]}
                    type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
                    required={
                      field === 'socialSecurityNumber' ||
                      field === 'firstName' ||
                      field === 'lastName'
                    }
                    onChange={(event) => update(index, field, event.target.value)}
                    onBlur={(event) => {
                      if (field === 'email') {
                        update(index, field, normalizeEmail(event.target.value))
                      }
                      touch(`tenants.${index}.${field}`)
                    }}
                    error={errorOf(`tenants.${index}.${field}`)}
                    qa={`add-tenant-${index}-${field}`}
                  />
                ))}
                <LazyDateField
                  label={f.addTenant.birthDate}
                  calendarLabel={t.app.chooseFromCalendar}
                  value={person.birthDate ?? ''}
                  onChange={(value) => update(index, 'birthDate', value)}
                  onBlur={() => touch(`tenants.${index}.birthDate`)}
                  error={errorOf(`tenants.${index}.birthDate`)}
                  qa={`add-tenant-${index}-birthDate`}
                />
                {index > 0 && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setPeople(removeAddTenantPerson(people, index))}
                    qa={`add-tenant-${index}-remove`}
                  >
                    {f.addTenant.removePerson}
                    <span className="visually-hidden"> {index + 1}</span>
                  </Button>
                )}
              </FieldGroup>
            </div>
          ))}
          <FormActions>
            <Button
              variant="secondary"
              onClick={() => setPeople([...people, emptyAddTenantPerson()])}
              qa="add-tenant-add-person"
            >
              {f.addTenant.addPerson}
            </Button>
            <Button onMouseDown={keepFocusedField} onClick={preview} qa="add-tenant-preview-button">
              {f.addTenant.preview}
            </Button>
          </FormActions>
        </Card>
      </div>
    )
  }
  return (
    <section data-qa="add-tenant-screen" aria-labelledby="add-tenant-title">
      <h1 id="add-tenant-title">{f.addTenant.title}</h1>
      {body}
    </section>
  )
}
