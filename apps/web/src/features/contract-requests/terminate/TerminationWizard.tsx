/**
 * The wizard of both flows (spec 01 §2 "Terminate contract and modify contract"): one state for
 * every step, so going back from the preview keeps every value; each step is checked with the
 * domain's rules before the next (an invalid step marks its fields touched and focuses the first
 * error); the preview confirms with bank ID (the browser goes to the provider's link after 1 s).
 * Modification is the view used when the contractModification flag is on and not every tenant
 * leaves (`terminationFlow`).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { routes } from '@asukas/contract'
import type { Beneficiary, Contract, Tenant } from '@asukas/contract'
import {
  ADDITIONAL_DETAILS_MAX,
  BENEFICIARY_NAME_MAX,
  beneficiariesToSend,
  disallowedReasonOrUnknown,
  isTransferRequired,
  modificationDateWindow,
  newAddressToSend,
  terminationFlow,
  todayInHelsinki,
  transferDestinationProblem,
  type ModificationTenant,
  type TerminationDisallowedReason,
} from '@asukas/domain'
import { isApiError } from '../../../shared/api/client.ts'
import { useUserMetadata } from '../../../shared/api/session-queries.ts'
import { useContractRequestsText } from '../../../shared/i18n/contract-requests/section.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { validationMessage } from '../../../shared/lib/validation-message.ts'
import { Alert } from '../../../shared/ui/kit/Alert.tsx'
import { Button, ButtonLink } from '../../../shared/ui/kit/Button.tsx'
import { Card } from '../../../shared/ui/kit/Card.tsx'
import { Stepper } from '../../../shared/ui/kit/Stepper.tsx'
import { FormActions } from '../../../shared/forms/Form.tsx'
import { StepHeading } from '../../defect-notices/index.ts'
import { initFailureCode } from '../confirm-errors.ts'
import type { UploadedFile } from '../FileUploads.tsx'
import { ConfirmErrorView, ProviderRedirect, useFocusFirstError } from '../parts.tsx'
import { useCreateModification, useCreateTermination } from '../queries.ts'
import { AddressStep, ShowingStep } from './AddressAndShowingSteps.tsx'
import { FormStep } from './FormStep.tsx'
import { ModificationStep } from './ModificationStep.tsx'
import {
  flowKindKey,
  inStep,
  initialForm,
  modificationSteps,
  stepFields,
  terminationErrors,
  terminationSteps,
  type FormState,
  type FormStepProps,
  type ModificationState,
  type Step,
} from './model.ts'
import { PartiesStep } from './PartiesStep.tsx'
import { PaymentStep } from './PaymentStep.tsx'
import { PreviewStep } from './PreviewStep.tsx'

/**
 * Keeps the field being edited focused while the pointer is down on a step button, so its blur
 * does not show an error that shifts the button away before the click lands.
 */
const keepFocusedField = (event: { preventDefault(): void }) => event.preventDefault()

/** Props of {@link TerminationWizard}. */
export interface TerminationWizardProps {
  contract: Contract
  tenants: readonly Tenant[]
  /** The contract's stored beneficiaries (the payment step starts from them). */
  beneficiaries: readonly Beneficiary[]
  contractModification: boolean
  /**
   * Told which flow the chosen tenants make (`modification` when some stay), so the page's
   * heading names it (issue 26 item 12).
   */
  onFlowChange?: (flow: 'termination' | 'modification') => void
}

/** The wizard of termination and modification. */
export function TerminationWizard({
  contract,
  tenants,
  beneficiaries,
  contractModification,
  onFlowChange,
}: TerminationWizardProps) {
  const f = useContractRequestsText()
  const { t, lang } = useTranslation()
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
  /** Whether the resident has moved between steps (then the new step's heading takes focus). */
  const [stepMoved, setStepMoved] = useState(false)
  const [selected, setSelected] = useState<string[]>([])
  const [partiesError, setPartiesError] = useState<string | null>(null)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<string | null>(null)
  const [refused, setRefused] = useState<TerminationDisallowedReason | 'UNKNOWN' | null>(null)
  const [link, setLink] = useState<string | null>(null)
  const [attachments, setAttachments] = useState<UploadedFile[]>([])
  const [form, setForm] = useState<FormState>(() => initialForm(context, beneficiaries))
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
  const flowKind = flow === 'modification' ? 'modification' : 'termination'
  useEffect(() => onFlowChange?.(flowKind), [flowKind, onFlowChange])
  const errors = useMemo(() => terminationErrors(form, context), [form, context])
  const touch = (...paths: string[]) => setTouched((previous) => new Set([...previous, ...paths]))
  const count = (n: number) => new Intl.NumberFormat(lang).format(n)
  /**
   * The message of `path`'s error key: the spec's specific wording where the generic key would
   * say only "invalid value" (issue 26 item 10: the length of the details, the refund share's
   * range, a beneficiary's name or e-mail length), else the key's own text.
   */
  const messageOf = (path: string, key: string | undefined): string | undefined => {
    if (key === 'invalid_string' && path === 'additionalDetails') {
      return f.common.tooLong(count(ADDITIONAL_DETAILS_MAX), count(form.additionalDetails.length))
    }
    const beneficiary = /^beneficiaries\.(\d+)\.(\w+)$/.exec(path)
    const row = beneficiary ? form.beneficiaries[Number(beneficiary[1])] : undefined
    if (beneficiary && row && key === 'invalid_number' && beneficiary[2] === 'returnPercentage') {
      return f.payment.percentageRange
    }
    if (beneficiary && row && key === 'invalid_string' && beneficiary[2] === 'beneficiaryName') {
      const length = row.beneficiaryName.trim().length
      if (length > BENEFICIARY_NAME_MAX) {
        return f.common.tooLong(count(BENEFICIARY_NAME_MAX), count(length))
      }
    }
    return validationMessage(t, key)
  }
  const stepProps: FormStepProps = {
    form,
    update: (change) => setForm((previous) => ({ ...previous, ...change })),
    errorOf: (path) => (touched.has(path) ? messageOf(path, errors[path]) : undefined),
    errorKeyOf: (path) => errors[path],
    touch,
  }

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
  const modErrors: Partial<Record<'inEffect' | 'transfer' | 'description', string>> = {}
  if (mod.inEffect < modificationWindow.min) modErrors.inEffect = t.validation.too_small_date
  else if (mod.inEffect > modificationWindow.max) modErrors.inEffect = t.validation.too_big_date
  if (transferProblem === 'required') modErrors.transfer = t.validation.required
  if (transferProblem === 'not_resident_user') modErrors.transfer = f.modification.notResidentUser
  if (mod.description.length > ADDITIONAL_DETAILS_MAX) {
    modErrors.description = f.common.tooLong(
      count(ADDITIONAL_DETAILS_MAX),
      count(mod.description.length),
    )
  }

  const companyAddress = contract.propertyCompanyAddress
  const companyAddressMissing =
    !companyAddress.streetAddressLine1 || !companyAddress.postalCode || !companyAddress.city
  const addressBlocked =
    isRoo && form.rightOfOccupancyCollateralLocation === 'bank' && companyAddressMissing
  const disallowed = contract.terminationDisallowedReason

  const tenantName = (id: string) => {
    const tenant = tenants.find((x) => x.id === id)
    if (!tenant) return id
    return tenant.tenantType === 'person'
      ? `${tenant.firstName} ${tenant.lastName}`
      : tenant.companyName
  }

  const goTo = (next: Step) => {
    setStepMoved(true)
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
    const previous = steps[steps.indexOf(step) - 1]
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
      // The contract's state refused it meanwhile: its own reason's message (spec 01 §4).
      if (isApiError(error, 'TERMINATION_NOT_ALLOWED')) {
        const details = (error.details ?? {}) as { reason?: unknown }
        setRefused(disallowedReasonOrUnknown(details.reason))
        return
      }
      setFailure(
        initFailureCode(
          flow === 'modification' ? 'modification' : 'termination',
          isApiError(error) ? error.code : 'UNEXPECTED',
        ),
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
  if (refused !== null) {
    return (
      <Alert
        variant="warning"
        title={f.disallowed.title}
        qa="terminate-refused"
        actions={
          <ButtonLink variant="secondary" to={routes.frontPage(contract.uuid)}>
            {f.common.backToHome}
          </ButtonLink>
        }
      >
        <p data-qa="terminate-disallowed-reason" data-reason={refused}>
          {f.disallowed.reasons[refused]}
        </p>
      </Alert>
    )
  }
  if (step === 'redirect' && link !== null) return <ProviderRedirect link={link} />

  const stepTitle = (s: Step) =>
    s === 'preview' ? f.steps.preview : s === 'redirect' ? f.steps.identify : f.steps[s]
  const stepNumber = steps.indexOf(step) + 1
  const stepHeading = (
    <>
      <span className="visually-hidden">{f.common.stepOf(stepNumber, steps.length)}: </span>
      <span data-qa="terminate-step-title">{stepTitle(step)}</span>
    </>
  )
  const modErrorOf = (field: 'inEffect' | 'transfer' | 'description') =>
    touched.has(`mod.${field}`) ? modErrors[field] : undefined
  // The screen-reader summary only while this step shows an error (issue 26 item 10).
  const stepShowsErrors =
    step === 'parties'
      ? partiesError !== null
      : step === 'modification'
        ? (['inEffect', 'transfer', 'description'] as const).some((field) => modErrorOf(field))
        : Object.keys(errors).some(
            (path) => touched.has(path) && inStep(path, stepFields[step] ?? []),
          )

  return (
    <div ref={rootRef} data-qa={`terminate-step-${step}`}>
      {step !== 'parties' && (
        <Stepper
          steps={steps.map(stepTitle)}
          current={stepNumber - 1}
          label={f.common.stepsLabel}
          doneText={f.common.stepDone}
          qa="terminate-stepper"
        />
      )}
      <Card
        label={stepTitle(step)}
        actions={
          <FormActions>
            {step !== 'parties' && (
              <Button
                variant="secondary"
                onMouseDown={keepFocusedField}
                onClick={back}
                qa="terminate-back"
              >
                {step === 'preview' ? f.common.edit : f.common.back}
              </Button>
            )}
            {step === 'preview' ? (
              <Button
                pending={createTermination.isPending || createModification.isPending}
                onClick={confirm}
                qa="terminate-confirm"
              >
                {f.preview.confirm}
              </Button>
            ) : (
              disallowed === undefined && (
                <Button onMouseDown={keepFocusedField} onClick={next} qa="terminate-next">
                  {f.common.next}
                </Button>
              )
            )}
          </FormActions>
        }
      >
        {stepMoved ? (
          // A new step takes the focus on its heading (issue 26 item 16), as the fault report's
          // preview does; the first step leaves the focus where the page put it.
          <StepHeading key={step} id="terminate-step-heading">
            {stepHeading}
          </StepHeading>
        ) : (
          <h2 id="terminate-step-heading">{stepHeading}</h2>
        )}
        {isImpersonator && (
          <Alert variant="info" qa="terminate-impersonator-note">
            {f.common.impersonatorNote}
          </Alert>
        )}
        {step === 'parties' && (
          <PartiesStep
            contract={contract}
            tenants={tenants}
            contractModification={contractModification}
            selected={selected}
            onSelect={(next) => {
              setPartiesError(null)
              setSelected(next)
            }}
            error={partiesError}
            tenantName={tenantName}
          />
        )}
        {step === 'form' && (
          <FormStep
            {...stepProps}
            contract={contract}
            context={context}
            attachments={attachments}
            onAttachments={setAttachments}
            companyAddressMissing={companyAddressMissing}
          />
        )}
        {step === 'payment' && <PaymentStep {...stepProps} rightOfOccupancy={isRoo} />}
        {step === 'address' && <AddressStep {...stepProps} />}
        {step === 'showing' && <ShowingStep {...stepProps} />}
        {step === 'modification' && (
          <ModificationStep
            mod={mod}
            update={(change) => setMod((previous) => ({ ...previous, ...change }))}
            window={modificationWindow}
            selected={selected}
            tenants={modTenants}
            transferNeeded={transferNeeded}
            errorOf={modErrorOf}
            touch={touch}
            tenantName={tenantName}
          />
        )}
        {step === 'preview' && (
          <PreviewStep
            flow={flow === 'modification' ? 'modification' : 'termination'}
            contract={contract}
            form={form}
            mod={mod}
            selected={selected}
            transferNeeded={transferNeeded}
            tenantName={tenantName}
          />
        )}
        {stepShowsErrors && (
          <p className="visually-hidden" data-qa="terminate-fix-errors">
            {f.common.fixErrors}
          </p>
        )}
      </Card>
    </div>
  )
}
