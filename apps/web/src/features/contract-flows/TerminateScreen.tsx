/**
 * Terminate contract, and modify contract as its view (spec 01 §2 "Terminate contract and modify
 * contract"; spec 02 §5 Termination, Contract modification; issue 13).
 *
 * Termination steps: parties, termination form, payment and contact details, new address,
 * apartment showing, preview, identity verification (the browser goes to the provider's link
 * after 1 s), thank-you (`?success`). Modification steps: parties, which tenants move out (date,
 * transfer of the contract-party role), preview, identity verification, thank-you. `?error`
 * shows the confirmation error view. Every step is checked with the domain's rules (the same the
 * server re-checks); an invalid step marks its fields touched and moves to the first error.
 * Going back from the preview keeps every value (the wizard keeps one state for all steps).
 */
import { useMemo, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { routes } from '@asukas/contract'
import type { Contract, ErrorCode, Tenant } from '@asukas/contract'
import {
  addBeneficiary,
  applyTenantChoice,
  beneficiariesToSend,
  canAddBeneficiary,
  collateralLocations,
  defaultTerminationEndDate,
  disallowedReasonOrUnknown,
  emptyBeneficiaryRow,
  emptyNewAddress,
  fieldErrorsOf,
  isActiveBeneficiary,
  isBicFieldShown,
  isTransferDestinationEligible,
  isTransferRequired,
  modificationDateWindow,
  movingOutDateWindow,
  newAddressToSend,
  removeBeneficiary,
  showingOptions,
  tenantChoiceState,
  terminationEndDateWindow,
  terminationFlow,
  terminationFormReasons,
  terminationFormSchema,
  todayInHelsinki,
  transferDestinationProblem,
  withBeneficiaryIban,
  withSingleBeneficiaryAtFull,
  type BeneficiaryRow,
  type CollateralLocation,
  type ModificationTenant,
  type Showing,
  type TerminationChoice,
  type TerminationForm,
  type TerminationReason,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useFeatureFlags, useUserMetadata } from '../../shared/api/session-queries.ts'
import { useContractId, useCurrentContract } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useContractFlowsText } from '../../shared/i18n/contract-flows/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { validationMessage } from '../../shared/lib/validation-message.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { CheckboxField } from '../../shared/ui/CheckboxField.tsx'
import { PendingButton } from '../../shared/ui/PendingButton.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { confirmErrorKind } from './confirm-errors.ts'
import { FileUploads, type UploadedFile } from './FileUploads.tsx'
import {
  ConfirmErrorView,
  useFocusFirstError,
  LoadFailed,
  ProviderRedirect,
  RadioGroup,
  SlowLoader,
} from './parts.tsx'
import { useCreateModification, useCreateTermination, useTenants } from './queries.ts'

/** The form as the wizard holds it: the reason may still be unchosen. */
type FormState = Omit<TerminationForm, 'terminationReason'> & {
  terminationReason: TerminationReason | ''
}

/** The modification's own fields. */
interface ModificationState {
  inEffect: string
  description: string
  transferDestinationTenantId: string | null
}

type Step =
  'parties' | 'form' | 'payment' | 'address' | 'showing' | 'modification' | 'preview' | 'redirect'

const terminationSteps: Step[] = ['parties', 'form', 'payment', 'address', 'showing', 'preview']
const modificationSteps: Step[] = ['parties', 'modification', 'preview']

/** Field paths of each termination step (errors of other steps do not block it). */
const stepFields: Partial<Record<Step, string[]>> = {
  form: [
    'terminationReason',
    'endDate',
    'movingOutDate',
    'additionalDetails',
    'fileUuids',
    'isCollateral',
    'collateralLender',
    'rightOfOccupancyCollateralLocation',
    'bank',
  ],
  payment: ['beneficiaries'],
  address: ['newAddress'],
  showing: ['showing', 'hasPetsInApartment'],
}

const flowKindKey = (contractId: string) => `asukas.contractFlow.${contractId}`

/** The errors (path → message key) of the termination form for this contract and day. */
function terminationErrors(
  form: FormState,
  context: Parameters<typeof terminationFormSchema>[0],
): Record<string, string> {
  const reasonMissing = form.terminationReason === ''
  const parsed = terminationFormSchema(context).safeParse({
    ...form,
    terminationReason: reasonMissing ? 'other' : form.terminationReason,
  })
  const errors: Record<string, string> = parsed.success ? {} : fieldErrorsOf(parsed.error)
  if (reasonMissing) errors.terminationReason = 'required'
  return errors
}

/** True when `path` belongs to one of `prefixes`. */
function inStep(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`))
}

/** The terminate route: error, thank-you, or the wizard. */
export default function TerminateScreen() {
  const f = useContractFlowsText()
  const { t, lang } = useTranslation()
  const contractId = useContractId()
  const contract = useCurrentContract()
  const flags = useFeatureFlags()
  const tenantsQuery = useTenants(contractId)
  const [params] = useSearchParams()
  useDocumentTitle(t.screens.terminate)
  const error = params.get('error')
  const success = params.get('success')

  let body
  if (error !== null) {
    body = <ConfirmErrorView code={error} restartTo={routes.terminate(contractId)} />
  } else if (success !== null) {
    const kind = window.sessionStorage.getItem(flowKindKey(contractId))
    const modification = kind === 'modification'
    body = (
      <section className="panel" data-qa="terminate-success">
        <p>{f.thankYou.identified}</p>
        <h2 data-qa="terminate-success-title">
          {modification ? f.thankYou.modificationTitle : f.thankYou.terminationTitle}
        </h2>
        <p>{modification ? f.thankYou.modificationText : f.thankYou.terminationText}</p>
        {!modification && (
          <p>
            <a
              href={`/api/contracts/${encodeURIComponent(contractId)}/termination-request/receipt?lang=${lang}`}
              download
              data-qa="terminate-receipt"
            >
              {f.thankYou.receipt}
            </a>
          </p>
        )}
        <Link
          className="button button--primary"
          to={routes.frontPage(contractId)}
          data-qa="terminate-home"
        >
          {f.common.backToHome}
        </Link>
      </section>
    )
  } else if (tenantsQuery.isError || flags.isError) {
    body = <LoadFailed onRetry={() => void tenantsQuery.refetch()} />
  } else if (!contract || !tenantsQuery.data || !flags.data) {
    body = <SlowLoader />
  } else {
    body = (
      <TerminationWizard
        contract={contract}
        tenants={tenantsQuery.data}
        contractModification={flags.data.contractModification}
      />
    )
  }
  return (
    <section className="contract-flow" data-qa="terminate-screen" aria-labelledby="terminate-title">
      <h1 id="terminate-title">{t.screens.terminate}</h1>
      {body}
    </section>
  )
}

/** The wizard of both flows. */
function TerminationWizard({
  contract,
  tenants,
  contractModification,
}: {
  contract: Contract
  tenants: readonly Tenant[]
  contractModification: boolean
}) {
  const f = useContractFlowsText()
  const { t, lang } = useTranslation()
  const format = useFormat()
  const isImpersonator = useUserMetadata().data?.isImpersonator ?? false
  const today = todayInHelsinki()
  const rootRef = useRef<HTMLDivElement>(null)
  const focusError = useFocusFirstError(rootRef)
  const context = useMemo(
    () => ({
      contractType: contract.contractType,
      contractStartDate: contract.startDate,
      contractEndDate: contract.endDate,
      today,
    }),
    [contract, today],
  )
  const isRoo = contract.contractType === 'right_of_occupancy'
  const allTenantIds = tenants.map((tenant) => tenant.id)

  const [step, setStep] = useState<Step>('parties')
  const [selected, setSelected] = useState<string[]>([])
  const [partiesError, setPartiesError] = useState<string | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<string | null>(null)
  const [link, setLink] = useState<string | null>(null)
  const [attachments, setAttachments] = useState<UploadedFile[]>([])
  const [form, setForm] = useState<FormState>(() => ({
    terminationReason: '',
    endDate: defaultTerminationEndDate(context),
    movingOutDate: null,
    additionalDetails: '',
    fileUuids: [],
    givingContactInfoAllowed: false,
    hasPetsInApartment: false,
    showing: 'tenant_shows',
    beneficiaries: withSingleBeneficiaryAtFull([emptyBeneficiaryRow()]),
    newAddress: emptyNewAddress(),
    isCollateral: null,
    collateralLender: '',
    rightOfOccupancyCollateralLocation: null,
    bank: '',
  }))
  const modificationWindow = modificationDateWindow(today)
  const [mod, setMod] = useState<ModificationState>({
    inEffect: modificationWindow.defaultDate,
    description: '',
    transferDestinationTenantId: null,
  })
  const createTermination = useCreateTermination(contract.uuid)
  const createModification = useCreateModification(contract.uuid)

  const flow = terminationFlow({ selectedTenantIds: selected, allTenantIds, contractModification })
  const steps = flow === 'modification' ? modificationSteps : terminationSteps
  const errors = useMemo(() => terminationErrors(form, context), [form, context])
  const touch = (...paths: string[]) => setTouched((previous) => new Set([...previous, ...paths]))
  const errorOf = (path: string) =>
    touched.has(path) ? validationMessage(t, errors[path]) : undefined

  const modTenants: ModificationTenant[] = tenants.flatMap((tenant) =>
    tenant.tenantType === 'person'
      ? [
          {
            id: tenant.id,
            isContractParty: tenant.isContractParty,
            isAdult: tenant.isAdult,
            hasResidentUser: tenant.hasResidentUser,
          },
        ]
      : [],
  )
  const transferNeeded = isTransferRequired(modTenants, selected)
  const transferProblem = transferDestinationProblem(
    modTenants,
    selected,
    mod.transferDestinationTenantId,
  )
  const modErrors: Record<string, string> = {}
  if (mod.inEffect < modificationWindow.min) modErrors.inEffect = t.validation.too_small_date
  else if (mod.inEffect > modificationWindow.max) modErrors.inEffect = t.validation.too_big_date
  if (transferProblem === 'required') modErrors.transfer = t.validation.required
  if (transferProblem === 'not_resident_user') modErrors.transfer = f.modification.notResidentUser
  if (mod.description.length > 1000) modErrors.description = t.validation.invalid_string
  const modErrorOf = (field: string) => (touched.has(`mod.${field}`) ? modErrors[field] : undefined)

  const companyAddress = contract.propertyCompanyAddress
  const companyAddressMissing =
    !companyAddress.streetAddressLine1 || !companyAddress.postalCode || !companyAddress.city
  const addressBlocked =
    isRoo && form.rightOfOccupancyCollateralLocation === 'bank' && companyAddressMissing

  const disallowed = contract.terminationDisallowedReason

  const goTo = (next: Step) => {
    setStep(next)
    window.scrollTo({ top: 0 })
  }

  /** Validates the current step; marks its fields touched and focuses the first error. */
  function next() {
    const index = steps.indexOf(step)
    if (step === 'parties') {
      if (flow === 'none') {
        setPartiesError(
          selected.length === 0 ? f.parties.noneSelected : f.parties.someWithoutModification,
        )
        focusError()
        return
      }
      setPartiesError(null)
      window.sessionStorage.setItem(flowKindKey(contract.uuid), flow)
      goTo(flow === 'modification' ? 'modification' : 'form')
      return
    }
    if (step === 'modification') {
      if (Object.keys(modErrors).length > 0) {
        touch(...Object.keys(modErrors).map((field) => `mod.${field}`))
        focusError()
        return
      }
      goTo('preview')
      return
    }
    const fields = stepFields[step] ?? []
    const stepErrors = Object.keys(errors).filter((path) => inStep(path, fields))
    if (stepErrors.length > 0 || (step === 'form' && addressBlocked)) {
      touch(...stepErrors)
      focusError()
      return
    }
    const following = steps[index + 1]
    if (following) goTo(following)
  }

  function back() {
    const index = steps.indexOf(step)
    const previous = steps[index - 1]
    if (previous) goTo(previous)
  }

  /** Sends the operation and goes to the provider (after 1 s). */
  function confirm() {
    setFailure(null)
    const onError = (error: unknown) => {
      if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED', 'UNAUTHORIZED')) return
      if (isApiError(error, 'VALIDATION_ERROR')) {
        const details = (error.details ?? {}) as { fieldErrors?: Record<string, string> }
        const paths = Object.keys(details.fieldErrors ?? {}).map((path) =>
          path.replace(/^operationData\./, ''),
        )
        touch(...paths)
        const target = steps.find((s) => paths.some((p) => inStep(p, stepFields[s] ?? [])))
        if (target) goTo(target)
        return
      }
      const code: ErrorCode = isApiError(error) ? error.code : 'UNEXPECTED'
      setFailure(
        confirmErrorKind(code) === 'outOfService'
          ? flow === 'modification'
            ? 'MODIFICATION_CONTRACT_INIT_CONFIRM_ERROR'
            : 'TERMINATE_CONTRACT_INIT_CONFIRM_ERROR'
          : code,
      )
    }
    const onSuccess = ({ link: next }: { link: string }) => {
      setLink(next)
      setStep('redirect')
    }
    if (flow === 'modification') {
      createModification.mutate(
        {
          operationData: {
            inEffect: mod.inEffect,
            description: mod.description,
            removeTenantIds: selected,
            transferDestinationTenantId: transferNeeded ? mod.transferDestinationTenantId : null,
          },
          locale: lang,
          provider: 'ftn',
        },
        { onSuccess, onError },
      )
      return
    }
    createTermination.mutate(
      {
        operationData: {
          ...form,
          terminationReason: form.terminationReason || 'other',
          beneficiaries: beneficiariesToSend(form.beneficiaries),
          newAddress: newAddressToSend(form.newAddress),
          isCollateral: isRoo ? form.isCollateral : null,
          rightOfOccupancyCollateralLocation: isRoo
            ? form.rightOfOccupancyCollateralLocation
            : null,
        },
        locale: lang,
        provider: 'ftn',
      },
      { onSuccess, onError },
    )
  }

  if (failure !== null) {
    return <ConfirmErrorView code={failure} restartTo={routes.terminate(contract.uuid)} />
  }
  if (step === 'redirect' && link !== null) return <ProviderRedirect link={link} />

  const stepNumber = steps.indexOf(step) + 1
  const stepTitle =
    step === 'preview' ? f.steps.preview : step === 'redirect' ? f.steps.identify : f.steps[step]
  const setBeneficiaries = (rows: BeneficiaryRow[]) =>
    setForm((previous) => ({ ...previous, beneficiaries: rows }))
  const updateRow = (index: number, change: (row: BeneficiaryRow) => BeneficiaryRow) =>
    setBeneficiaries(form.beneficiaries.map((row, i) => (i === index ? change(row) : row)))
  const tenantName = (id: string) => {
    const tenant = tenants.find((x) => x.id === id)
    if (!tenant) return id
    return tenant.tenantType === 'person'
      ? `${tenant.firstName} ${tenant.lastName}`
      : tenant.companyName
  }
  const endWindow = terminationEndDateWindow(context)
  const moveWindow = movingOutDateWindow({ ...context, endDate: form.endDate })

  return (
    <div ref={rootRef} className="form panel" data-qa={`terminate-step-${step}`}>
      <h2 className="phase-heading">
        <span className="phase-heading__step">{f.common.stepOf(stepNumber, steps.length)}</span>
        <span data-qa="terminate-step-title">{stepTitle}</span>
      </h2>
      {isImpersonator && (
        <Alert variant="info" qa="terminate-impersonator-note">
          {f.common.impersonatorNote}
        </Alert>
      )}

      {step === 'parties' && (
        <>
          <p>{f.parties.intro}</p>
          {disallowed !== undefined && (
            <Alert variant="warning" title={f.disallowed.title} qa="terminate-disallowed">
              <p
                data-qa="terminate-disallowed-reason"
                data-reason={disallowedReasonOrUnknown(disallowed)}
              >
                {f.disallowed.reasons[disallowedReasonOrUnknown(disallowed)]}
              </p>
            </Alert>
          )}
          {tenants.map((tenant) => {
            const state = tenantChoiceState({
              tenantId: tenant.id,
              currentTenantId: contract.tenant.id,
              selectedTenantIds: selected,
              contractModification,
              terminationDisallowedReason: disallowed ?? null,
              terminationRequest: contract.terminationRequest ?? null,
              modificationRequest: contract.modificationRequest ?? null,
            })
            const isParty = tenant.isContractParty
            return (
              <RadioGroup<TerminationChoice>
                key={tenant.id}
                legend={`${tenantName(tenant.id)}${tenant.id === contract.tenant.id ? ` ${f.parties.you}` : ''} – ${isParty ? f.parties.contractParty : f.parties.tenant}`}
                name={`choice-${tenant.id}`}
                qa={`tenant-choice-${tenant.id}`}
                value={state.choice}
                options={state.options.map((option) => ({
                  value: option,
                  label: f.parties.choices[option],
                  disabled: state.disabled.includes(option),
                }))}
                onChange={(choice) => {
                  setPartiesError(null)
                  setSelected(
                    applyTenantChoice({
                      tenantId: tenant.id,
                      choice,
                      selectedTenantIds: selected,
                      allTenantIds,
                      contractModification,
                    }),
                  )
                }}
              />
            )
          })}
          {partiesError && (
            <p
              className="field__error"
              role="alert"
              aria-invalid="true"
              tabIndex={-1}
              data-qa="terminate-parties-error"
            >
              {partiesError}
            </p>
          )}
        </>
      )}

      {step === 'form' && (
        <>
          {isRoo && <p>{f.form.rooNote}</p>}
          {contract.endDate && <p>{f.form.fixedTermNote(format.dateWithYear(contract.endDate))}</p>}
          <div className="field">
            <label className="field__label" htmlFor="termination-reason">
              {f.form.reason}
            </label>
            <select
              id="termination-reason"
              className="field__input"
              value={form.terminationReason}
              aria-invalid={errorOf('terminationReason') ? true : undefined}
              aria-describedby={
                errorOf('terminationReason') ? 'termination-reason-error' : undefined
              }
              onChange={(event) =>
                setForm({ ...form, terminationReason: event.target.value as TerminationReason })
              }
              onBlur={() => touch('terminationReason')}
              data-qa="termination-reason"
            >
              <option value="">{f.form.chooseReason}</option>
              {terminationFormReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {f.form.reasons[reason]}
                </option>
              ))}
            </select>
            {errorOf('terminationReason') && (
              <p
                id="termination-reason-error"
                className="field__error"
                data-qa="termination-reason-error"
              >
                {errorOf('terminationReason')}
              </p>
            )}
          </div>
          <TextField
            label={f.form.endDate}
            hint={f.form.endDateHint(
              format.dateWithYear(endWindow.min),
              format.dateWithYear(endWindow.max),
            )}
            type="date"
            min={endWindow.min}
            max={endWindow.max}
            value={form.endDate}
            onChange={(event) => setForm({ ...form, endDate: event.target.value })}
            onBlur={() => touch('endDate')}
            error={errorOf('endDate')}
            qa="termination-end-date"
          />
          <TextField
            label={f.form.movingOutDate}
            hint={f.form.movingOutDateHint}
            type="date"
            min={moveWindow.min}
            max={moveWindow.max}
            value={form.movingOutDate ?? ''}
            onChange={(event) =>
              setForm({
                ...form,
                movingOutDate: event.target.value === '' ? null : event.target.value,
              })
            }
            onBlur={() => touch('movingOutDate')}
            error={errorOf('movingOutDate')}
            qa="termination-moving-out-date"
          />
          <div className="field">
            <label className="field__label" htmlFor="termination-details">
              {f.form.additionalDetails}
            </label>
            <p id="termination-details-hint" className="field__hint">
              {f.form.additionalDetailsHint}
            </p>
            <textarea
              id="termination-details"
              className="field__input"
              rows={4}
              value={form.additionalDetails}
              aria-describedby="termination-details-hint"
              aria-invalid={errorOf('additionalDetails') ? true : undefined}
              onChange={(event) => setForm({ ...form, additionalDetails: event.target.value })}
              onBlur={() => touch('additionalDetails')}
              data-qa="termination-additional-details"
            />
            {errorOf('additionalDetails') && (
              <p className="field__error">{errorOf('additionalDetails')}</p>
            )}
          </div>
          {contract.endDate && form.endDate < contract.endDate && (
            <FileUploads
              files={attachments}
              onChange={(next) => {
                setAttachments(next)
                setForm({ ...form, fileUuids: next.map((file) => file.uuid) })
                touch('fileUuids')
              }}
              error={
                errorOf('fileUuids') === undefined
                  ? undefined
                  : errors.fileUuids === 'required'
                    ? f.form.filesMissing
                    : errorOf('fileUuids')
              }
            />
          )}
          {isRoo && (
            <>
              <RadioGroup<'yes' | 'no'>
                legend={f.form.collateral}
                name="is-collateral"
                qa="termination-is-collateral"
                value={form.isCollateral === null ? null : form.isCollateral ? 'yes' : 'no'}
                options={[
                  { value: 'yes', label: f.common.yes },
                  { value: 'no', label: f.common.no },
                ]}
                onChange={(value) => {
                  setForm({ ...form, isCollateral: value === 'yes' })
                  touch('isCollateral')
                }}
                error={errorOf('isCollateral')}
              />
              {form.isCollateral === true && (
                <TextField
                  label={f.form.collateralLender}
                  value={form.collateralLender}
                  onChange={(event) => setForm({ ...form, collateralLender: event.target.value })}
                  onBlur={() => touch('collateralLender')}
                  error={errorOf('collateralLender')}
                  qa="termination-collateral-lender"
                />
              )}
              <RadioGroup<CollateralLocation>
                legend={f.form.collateralLocation}
                name="collateral-location"
                qa="termination-collateral-location"
                value={form.rightOfOccupancyCollateralLocation}
                options={collateralLocations.map((location) => ({
                  value: location,
                  label: f.form.locations[location],
                }))}
                onChange={(value) => {
                  setForm({ ...form, rightOfOccupancyCollateralLocation: value })
                  touch('rightOfOccupancyCollateralLocation')
                }}
                error={errorOf('rightOfOccupancyCollateralLocation')}
              />
              {form.rightOfOccupancyCollateralLocation === 'bank' && (
                <>
                  <TextField
                    label={f.form.bank}
                    value={form.bank}
                    onChange={(event) => setForm({ ...form, bank: event.target.value })}
                    onBlur={() => touch('bank')}
                    error={errorOf('bank')}
                    qa="termination-bank"
                  />
                  {companyAddressMissing ? (
                    <Alert variant="error" qa="property-company-address-error">
                      {f.form.propertyCompanyAddressError}
                    </Alert>
                  ) : (
                    <div data-qa="delivery-address">
                      <p className="field__label">{f.form.deliveryAddress}</p>
                      <p>
                        {contract.propertyCompanyName}
                        <br />
                        {companyAddress.streetAddressLine1}, {companyAddress.postalCode}{' '}
                        {companyAddress.city}
                      </p>
                    </div>
                  )}
                </>
              )}
            </>
          )}
        </>
      )}

      {step === 'payment' && (
        <>
          <p>{f.payment.intro}</p>
          {form.beneficiaries.map((row, index) =>
            isActiveBeneficiary(row) ? (
              <fieldset key={index} className="choice-group" data-qa={`beneficiary-${index}`}>
                <legend className="choice-group__legend">{f.payment.beneficiary(index + 1)}</legend>
                <TextField
                  label={f.payment.beneficiaryName}
                  value={row.beneficiaryName}
                  autoComplete="name"
                  onChange={(event) =>
                    updateRow(index, (r) => ({ ...r, beneficiaryName: event.target.value }))
                  }
                  onBlur={() => touch(`beneficiaries.${index}.beneficiaryName`)}
                  error={errorOf(`beneficiaries.${index}.beneficiaryName`)}
                  qa={`beneficiary-${index}-name`}
                />
                <TextField
                  label={f.payment.iban}
                  value={row.iban}
                  onChange={(event) =>
                    updateRow(index, (r) => withBeneficiaryIban(r, event.target.value))
                  }
                  onBlur={() => touch(`beneficiaries.${index}.iban`)}
                  error={errorOf(`beneficiaries.${index}.iban`)}
                  qa={`beneficiary-${index}-iban`}
                />
                {isBicFieldShown(row.iban) && (
                  <TextField
                    label={f.payment.bic}
                    value={row.bic}
                    onChange={(event) =>
                      updateRow(index, (r) => ({ ...r, bic: event.target.value }))
                    }
                    onBlur={() => touch(`beneficiaries.${index}.bic`)}
                    error={errorOf(`beneficiaries.${index}.bic`)}
                    qa={`beneficiary-${index}-bic`}
                  />
                )}
                <TextField
                  label={f.payment.returnPercentage}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={row.returnPercentage ?? ''}
                  onChange={(event) =>
                    updateRow(index, (r) => ({
                      ...r,
                      returnPercentage:
                        event.target.value === '' ? null : Number(event.target.value),
                    }))
                  }
                  onBlur={() => touch(`beneficiaries.${index}.returnPercentage`)}
                  error={errorOf(`beneficiaries.${index}.returnPercentage`)}
                  qa={`beneficiary-${index}-percentage`}
                />
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => setBeneficiaries(removeBeneficiary(form.beneficiaries, index))}
                  data-qa={`beneficiary-${index}-remove`}
                >
                  {f.payment.remove}
                </button>
              </fieldset>
            ) : null,
          )}
          {canAddBeneficiary(form.beneficiaries) && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setBeneficiaries(addBeneficiary(form.beneficiaries))}
              data-qa="beneficiary-add"
            >
              {f.payment.add}
            </button>
          )}
          <CheckboxField
            label={f.payment.givingContactInfoAllowed}
            checked={form.givingContactInfoAllowed}
            onChange={(event) =>
              setForm({ ...form, givingContactInfoAllowed: event.target.checked })
            }
            qa="termination-giving-contact-info"
          />
        </>
      )}

      {step === 'address' && (
        <>
          <p>{f.address.intro}</p>
          {(['recipientName', 'streetAddress', 'postalCode', 'city'] as const).map((field) => (
            <TextField
              key={field}
              label={f.address[field]}
              value={form.newAddress[field]}
              inputMode={field === 'postalCode' ? 'numeric' : undefined}
              onChange={(event) =>
                setForm({
                  ...form,
                  newAddress: { ...form.newAddress, [field]: event.target.value },
                })
              }
              onBlur={() => touch(`newAddress.${field}`)}
              error={
                errors[`newAddress.${field}`] === 'required' && touched.has(`newAddress.${field}`)
                  ? f.address.requiredIfAdded
                  : errorOf(`newAddress.${field}`)
              }
              qa={`new-address-${field}`}
            />
          ))}
        </>
      )}

      {step === 'showing' && (
        <>
          <p>{f.showing.intro}</p>
          <RadioGroup<Showing>
            legend={f.showing.title}
            name="showing"
            qa="termination-showing"
            value={form.showing}
            options={showingOptions.map((option) => ({
              value: option,
              label: f.showing.options[option],
            }))}
            onChange={(value) => setForm({ ...form, showing: value })}
          />
          <CheckboxField
            label={f.showing.pets}
            checked={form.hasPetsInApartment}
            onChange={(event) => setForm({ ...form, hasPetsInApartment: event.target.checked })}
            qa="termination-pets"
          />
        </>
      )}

      {step === 'modification' && (
        <>
          <p>{f.modification.intro}</p>
          <p>
            {f.modification.movingOut}: {selected.map(tenantName).join(', ')}
          </p>
          <TextField
            label={f.modification.inEffect}
            hint={f.modification.inEffectHint(
              format.dateWithYear(modificationWindow.min),
              format.dateWithYear(modificationWindow.max),
            )}
            type="date"
            min={modificationWindow.min}
            max={modificationWindow.max}
            value={mod.inEffect}
            onChange={(event) => setMod({ ...mod, inEffect: event.target.value })}
            onBlur={() => touch('mod.inEffect')}
            error={modErrorOf('inEffect')}
            qa="modification-in-effect"
          />
          {transferNeeded && (
            <div className="field">
              <label className="field__label" htmlFor="modification-transfer">
                {f.modification.transfer}
              </label>
              <p id="modification-transfer-hint" className="field__hint">
                {f.modification.transferHint}
              </p>
              <select
                id="modification-transfer"
                className="field__input"
                value={mod.transferDestinationTenantId ?? ''}
                aria-describedby={`modification-transfer-hint${modErrorOf('transfer') ? ' modification-transfer-error' : ''}`}
                aria-invalid={modErrorOf('transfer') ? true : undefined}
                onChange={(event) => {
                  setMod({ ...mod, transferDestinationTenantId: event.target.value || null })
                  touch('mod.transfer')
                }}
                onBlur={() => touch('mod.transfer')}
                data-qa="modification-transfer"
              >
                <option value="">{f.modification.chooseTransfer}</option>
                {modTenants
                  .filter((tenant) => !tenant.isContractParty && !selected.includes(tenant.id))
                  .map((tenant) => (
                    <option key={tenant.id} value={tenant.id}>
                      {tenantName(tenant.id)}
                      {isTransferDestinationEligible(tenant, selected) ? '' : ' *'}
                    </option>
                  ))}
              </select>
              {modErrorOf('transfer') && (
                <p
                  id="modification-transfer-error"
                  className="field__error"
                  data-qa="modification-transfer-error"
                >
                  {modErrorOf('transfer')}
                </p>
              )}
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor="modification-description">
              {f.modification.description}
            </label>
            <textarea
              id="modification-description"
              className="field__input"
              rows={3}
              value={mod.description}
              onChange={(event) => setMod({ ...mod, description: event.target.value })}
              data-qa="modification-description"
            />
          </div>
        </>
      )}

      {step === 'preview' && (
        <>
          <p>{f.preview.intro}</p>
          <dl className="details-list" data-qa="terminate-preview">
            <div>
              <dt>{f.preview.parties}</dt>
              <dd>{selected.map(tenantName).join(', ')}</dd>
            </div>
            {flow === 'modification' ? (
              <>
                <div>
                  <dt>{f.preview.inEffect}</dt>
                  <dd data-qa="preview-in-effect">{format.dateWithYear(mod.inEffect)}</dd>
                </div>
                {transferNeeded && mod.transferDestinationTenantId && (
                  <div>
                    <dt>{f.preview.transfer}</dt>
                    <dd data-qa="preview-transfer">
                      {tenantName(mod.transferDestinationTenantId)}
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{f.preview.description}</dt>
                  <dd>{mod.description || f.common.notGiven}</dd>
                </div>
              </>
            ) : (
              <>
                <div>
                  <dt>{f.form.reason}</dt>
                  <dd data-qa="preview-reason">
                    {form.terminationReason ? f.form.reasons[form.terminationReason] : ''}
                  </dd>
                </div>
                <div>
                  <dt>{f.form.endDate}</dt>
                  <dd data-qa="preview-end-date">{format.dateWithYear(form.endDate)}</dd>
                </div>
                <div>
                  <dt>{f.form.movingOutDate}</dt>
                  <dd>
                    {form.movingOutDate
                      ? format.dateWithYear(form.movingOutDate)
                      : f.common.notGiven}
                  </dd>
                </div>
                <div>
                  <dt>{f.form.additionalDetails}</dt>
                  <dd>{form.additionalDetails || f.common.notGiven}</dd>
                </div>
                {isRoo && (
                  <div>
                    <dt>{f.preview.collateral}</dt>
                    <dd data-qa="preview-collateral">
                      {form.isCollateral
                        ? `${f.common.yes}, ${form.collateralLender}`
                        : f.common.no}
                      {form.rightOfOccupancyCollateralLocation
                        ? ` – ${f.form.locations[form.rightOfOccupancyCollateralLocation]}${form.bank ? ` (${form.bank})` : ''}`
                        : ''}
                    </dd>
                  </div>
                )}
                <div>
                  <dt>{f.preview.beneficiaries}</dt>
                  <dd data-qa="preview-beneficiaries">
                    {beneficiariesToSend(form.beneficiaries).filter(
                      (b) => !b.removeExistingBeneficiary,
                    ).length === 0
                      ? f.preview.noBeneficiaries
                      : beneficiariesToSend(form.beneficiaries)
                          .filter((b) => !b.removeExistingBeneficiary)
                          .map((b) => `${b.beneficiaryName} ${b.iban} ${b.returnPercentage} %`)
                          .join('; ')}
                  </dd>
                </div>
                <div>
                  <dt>{f.preview.newAddress}</dt>
                  <dd data-qa="preview-new-address">
                    {newAddressToSend(form.newAddress)
                      ? `${form.newAddress.recipientName}, ${form.newAddress.streetAddress}, ${form.newAddress.postalCode} ${form.newAddress.city}`
                      : f.common.notGiven}
                  </dd>
                </div>
                <div>
                  <dt>{f.preview.showing}</dt>
                  <dd data-qa="preview-showing">{f.showing.options[form.showing]}</dd>
                </div>
              </>
            )}
          </dl>
        </>
      )}

      <div className="form__actions">
        {step !== 'parties' && (
          <button
            type="button"
            className="button button--secondary"
            onMouseDown={(event) => event.preventDefault()}
            onClick={back}
            data-qa="terminate-back"
          >
            {step === 'preview' ? f.common.edit : f.common.back}
          </button>
        )}
        {step === 'preview' ? (
          <PendingButton
            pending={createTermination.isPending || createModification.isPending}
            onClick={confirm}
            qa="terminate-confirm"
          >
            {f.preview.confirm}
          </PendingButton>
        ) : (
          disallowed === undefined && (
            <button
              type="button"
              className="button button--primary"
              onMouseDown={(event) => event.preventDefault()}
              onClick={next}
              data-qa="terminate-next"
            >
              {f.common.next}
            </button>
          )
        )}
      </div>
      {touched.size > 0 && <p className="visually-hidden">{f.common.fixErrors}</p>}
    </div>
  )
}
