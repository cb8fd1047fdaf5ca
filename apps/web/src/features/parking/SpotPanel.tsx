/**
 * The side panel of a selected spot (spec 01 §2 Parking, §4 "Panel logic"; spec 02 §1, §5
 * Parking, §8): titled Reserve for an available spot, else Details; shows the reserve form, the
 * termination form of the resident's current open-ended reservation, the "cancelled from"
 * confirmation of one that already has an end date, or details; and the success views.
 * The kit's `SidePanel` (a modal: focus moves into it, Escape closes it, focus returns to the
 * spot). Both forms are `useAppForm` on the domain's parking schemas, with the kit's `DateField`.
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { ParkingRules, ParkingSpot } from '@asukas/contract'
import {
  maxIsoDate,
  parkingReservationFormSchema,
  parkingTerminationFormSchema,
  priceInForce,
  formatPrice,
  spotDisplayStatus,
  spotPanel,
  todayInHelsinki,
  type DateRange,
  type Lang,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { Form } from '../../shared/forms/Form.tsx'
import { submitDisabled, useAppForm, useIsImpersonator } from '../../shared/forms/useAppForm.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { CheckboxField } from '../../shared/ui/kit/Field.tsx'
import { LazyDateField } from '../../shared/ui/kit/LazyDateFields.tsx'
import { LazySidePanel } from '../../shared/ui/kit/LazyDialogs.tsx'
import styles from './Parking.module.css'
import { SpotIcon } from './SpotIcon.tsx'
import { useReserveParkingSpot, useTerminateParkingReservation } from './queries.ts'
import { DetailsList, DetailsRow } from '../../shared/ui/kit/DetailsList.tsx'

/** What happened in the panel after a write. */
type Outcome =
  | { kind: 'reserved'; startDate: string; price: number | undefined }
  | { kind: 'terminated'; endDate: string }

/** A failed write: the error as it came (translated at render) and which form it belongs to. */
type Failure = { form: 'reserve' | 'terminate'; error: unknown }

/** Props of {@link SpotPanel}. */
export interface SpotPanelProps {
  contractId: string
  spot: ParkingSpot
  /** The parking rules of the spot's area (issue 26 item 7), shown beside the rules checkbox. */
  rules: ParkingRules
  range: DateRange
  /** True when the resident may reserve or end (a tenant of a current contract). */
  mayReserve: boolean
  reservationPossibleUntil: string | null
  onClose: () => void
}

type ParkingTexts = ReturnType<typeof usePropertyText>['parking']

/** The text of a date field's validation key (spec 02 §8 Parking). */
function dateMessage(key: string | undefined, texts: ParkingTexts['error']): string | undefined {
  if (key === undefined) return undefined
  if (key === 'too_small_date') return texts.tooSmallDate
  if (key === 'too_big_date') return texts.tooBigDate
  return texts.invalidDate
}

/** A monthly price in words, or that the spot has none. */
function priceText(price: number | undefined, texts: ParkingTexts, lang: Lang): string {
  return price === undefined ? texts.priceNone : texts.priceSingle(formatPrice(price, lang))
}

/** A spot's equipment in words, comma-separated. */
function equipmentText(spot: ParkingSpot, texts: ParkingTexts): string {
  return spot.equipment.map((e) => texts.equipment[e]).join(', ')
}

/** The message of a failed parking write (spec 02 §8 Parking), or null when none is shown. */
function failureText(failure: Failure, texts: ParkingTexts['error']): string | null {
  const { error } = failure
  if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED')) return null
  if (isApiError(error, 'PARKING_RESERVATION_OVERLAP')) return texts.overlap
  if (isApiError(error, 'PARKING_CONTRACT_NOT_CURRENT')) return texts.contractMissing
  if (isApiError(error, 'VALIDATION_ERROR')) {
    const fields = (error.details as { fieldErrors?: Record<string, string> } | undefined)
      ?.fieldErrors
    return dateMessage(Object.values(fields ?? {})[0] ?? 'invalid_date', texts) ?? null
  }
  return failure.form === 'reserve' ? texts.reservationFailed : texts.terminationFailed
}

/** The side panel of `spot`. */
export function SpotPanel(props: SpotPanelProps) {
  const { spot, range, onClose } = props
  const texts = usePropertyText().parking
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // Kept here, not in the forms: after a 409 the refreshed list may turn the reserve form into
  // details, and the error must stay visible.
  const [failure, setFailure] = useState<Failure | null>(null)
  const panel = spotPanel(spot, range)
  const failed = failure ? failureText(failure, texts.error) : null
  // After a failed write the list refresh may replace the form (and its focused button) with
  // details: focus moves to the error, inside the panel, so Escape still closes it (issue 26
  // items 8, 16).
  const errorRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (failure && failed) errorRef.current?.focus()
  }, [failure, failed])

  return (
    <LazySidePanel
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={`${panel.title === 'reserve' ? texts.panelReserve : texts.panelDetails}: ${String(spot.rentableParkingSpotId)}`}
      closeLabel={texts.close}
      qa="spot-panel"
    >
      {outcome ? (
        <OutcomeView spot={spot} outcome={outcome} />
      ) : (
        <>
          <SpotDetails spot={spot} range={range} />
          {failure && failed && (
            <div ref={errorRef} tabIndex={-1} className="outcome-focus">
              <Alert variant="error" qa={`${failure.form}-error`}>
                {failed}
              </Alert>
            </div>
          )}
          {panel.view === 'reserve_form' && (
            <ReserveForm {...props} onDone={setOutcome} onFailure={setFailure} />
          )}
          {panel.view === 'termination_form' && (
            <TerminateForm {...props} onDone={setOutcome} onFailure={setFailure} />
          )}
          {panel.view === 'cancelled' && panel.endDate && (
            <DateMessage qa="spot-cancelled" text={texts.cancelledFrom} date={panel.endDate} />
          )}
          {panel.view === 'free_until' && panel.endDate && (
            <FreeUntilNote spot={spot} endDate={panel.endDate} />
          )}
          {panel.view === 'details' && <DetailsNote spot={spot} range={range} />}
        </>
      )}
    </LazySidePanel>
  )
}

function DateMessage({
  qa,
  text,
  date,
}: {
  qa: string
  text: (d: string) => string
  date: string
}) {
  const format = useFormat()
  return (
    <Alert variant="info" qa={qa}>
      {text(format.dateWithYear(date))}
    </Alert>
  )
}

/**
 * A spot free for the chosen range but only until another resident's reservation (issue 26
 * item 8): said before the resident tries, since an open-ended reservation would collide; with
 * the first day it can be reserved open-endedly, when there is one.
 */
function FreeUntilNote({ spot, endDate }: { spot: ParkingSpot; endDate: string }) {
  const texts = usePropertyText().parking
  const format = useFormat()
  const later = spot.availableRanges.find((r) => r.endDate === null && r.startDate > endDate)
  return (
    <Alert variant="info" qa="spot-free-until">
      {texts.freeUntil(format.dateWithYear(endDate))}
      {later && ` ${texts.freeAgainFrom(format.dateWithYear(later.startDate))}`}
    </Alert>
  )
}

/** Why a spot cannot be reserved (or that it is the resident's upcoming one). */
function DetailsNote({ spot, range }: { spot: ParkingSpot; range: DateRange }) {
  const texts = usePropertyText().parking
  const format = useFormat()
  const status = spotDisplayStatus(spot, range)
  const upcoming = spot.reservations.find((r) => r.kind === 'future')
  if (status === 'upcoming' && upcoming) {
    return <DateMessage qa="spot-upcoming" text={texts.upcomingFrom} date={upcoming.startDate} />
  }
  if (status === 'not_in_use') return <p data-qa="spot-not-in-use">{texts.notInUse}</p>
  const free = spot.availableRanges.find((r) => r.endDate === null)
  return (
    <p data-qa="spot-reserved">
      {texts.reservedByOther}
      {free && ` ${texts.freeFrom(format.dateWithYear(free.startDate))}`}
    </p>
  )
}

/** The facts of a spot: location, details, equipment, price in force on the range's start. */
function SpotDetails({ spot, range }: { spot: ParkingSpot; range: DateRange }) {
  const texts = usePropertyText().parking
  const { lang } = useTranslation()
  const price = priceInForce(spot.prices, range.startDate)
  return (
    <DetailsList qa="spot-details">
      <div>
        <dt>{texts.spot}</dt>
        <dd className={styles.panelSpot}>
          <SpotIcon equipment={spot.equipment} />
          {String(spot.rentableParkingSpotId)}
        </dd>
      </div>
      {spot.locationDetails && (
        <DetailsRow term={texts.location}>{spot.locationDetails}</DetailsRow>
      )}
      {spot.additionalDetails && (
        <DetailsRow term={texts.additionalDetails}>{spot.additionalDetails}</DetailsRow>
      )}
      {spot.equipment.length > 0 && (
        <DetailsRow term={texts.equipmentTitle} qa="spot-equipment">
          {equipmentText(spot, texts)}
        </DetailsRow>
      )}
      {spot.heatingKeyType && (
        <DetailsRow term={texts.heatingKey}>{spot.heatingKeyType}</DetailsRow>
      )}
      {spot.electricityBillingType && (
        <DetailsRow term={texts.electricityBilling}>{spot.electricityBillingType}</DetailsRow>
      )}
      <DetailsRow term={texts.monthlyPrice} qa="spot-price">
        {priceText(price, texts, lang)}
      </DetailsRow>
    </DetailsList>
  )
}

/** In place of either form when the resident is not a tenant of a current contract. */
function ContractMissing() {
  const texts = usePropertyText().parking
  return (
    <Alert variant="warning" qa="parking-contract-missing">
      {texts.error.contractMissing}
    </Alert>
  )
}

/** Props of the two forms: the panel's, and where a success or a failure goes. */
type FormProps = SpotPanelProps & {
  onDone: (outcome: Outcome) => void
  onFailure: (failure: Failure | null) => void
}

/** The reserve form: start date, parking rules accepted; end date always null. */
function ReserveForm({
  contractId,
  spot,
  rules,
  range,
  mayReserve,
  reservationPossibleUntil,
  onDone,
  onFailure,
}: FormProps) {
  const { t } = useTranslation()
  const texts = usePropertyText().parking
  const format = useFormat()
  const isImpersonator = useIsImpersonator()
  const today = todayInHelsinki()
  const [schema] = useState(() =>
    parkingReservationFormSchema(today).superRefine((value, ctx) => {
      if (reservationPossibleUntil !== null && value.startDate > reservationPossibleUntil) {
        ctx.addIssue({ code: 'custom', message: 'too_big_date', path: ['startDate'] })
      }
    }),
  )
  const form = useAppForm(schema, {
    mode: 'onChange',
    defaultValues: {
      rentableParkingSpotId: spot.rentableParkingSpotId,
      startDate: maxIsoDate(range.startDate, today),
      endDate: null,
    },
  })
  const [rulesAccepted, setRulesAccepted] = useState(false)
  const reserve = useReserveParkingSpot(contractId)
  const { errors, isValid } = form.formState
  const enabled =
    mayReserve && isValid && rulesAccepted && !submitDisabled(reserve.isPending, isImpersonator)

  const submit = form.handleSubmit((values) => {
    if (!enabled) return
    onFailure(null)
    reserve.mutate(values, {
      onSuccess: (result) =>
        onDone({
          kind: 'reserved',
          startDate: result.startDate,
          price: priceInForce(spot.prices, result.startDate),
        }),
      onError: (error) => onFailure({ form: 'reserve', error }),
    })
  })

  if (!mayReserve) return <ContractMissing />
  return (
    <Form onSubmit={submit} qa="reserve-form">
      <LazyDateField
        label={texts.reservationStart}
        calendarLabel={t.app.chooseFromCalendar}
        qa="reserve-start-date"
        value={form.watch('startDate')}
        min={today}
        max={reservationPossibleUntil ?? undefined}
        hint={
          reservationPossibleUntil
            ? texts.possibleUntil(format.dateWithYear(reservationPossibleUntil))
            : undefined
        }
        error={dateMessage(errors.startDate?.message, texts.error)}
        onChange={(value) => form.setValue('startDate', value, { shouldValidate: true })}
      />
      <p>{texts.reservationOpenEnded}</p>
      <CheckboxField
        label={texts.rulesAccepted}
        qa="reserve-rules"
        checked={rulesAccepted}
        onChange={(event) => setRulesAccepted(event.target.checked)}
      />
      <RulesDisclosure rules={rules} />
      <Button type="submit" disabled={!enabled} qa="reserve-submit">
        {reserve.isPending ? texts.reserving : texts.reserve}
      </Button>
    </Form>
  )
}

/**
 * The area's parking rules beside the "I accept the parking rules" checkbox (issue 26 item 7):
 * a disclosure button (`aria-expanded`) that shows the rules in the resident's language, the
 * Finnish text when theirs is not written (fi is the fallback language, spec 02 §1), or a note
 * that the rules are not published. Blank lines separate paragraphs.
 */
function RulesDisclosure({ rules }: { rules: ParkingRules }) {
  const texts = usePropertyText().parking
  const { lang } = useTranslation()
  const [open, setOpen] = useState(false)
  const id = useId()
  const text = (rules[lang] || rules.fi).trim()
  return (
    <div className={styles.rules}>
      <Button
        variant="link"
        aria-expanded={open}
        aria-controls={id}
        qa="parking-rules-toggle"
        onClick={() => setOpen(!open)}
      >
        {open ? texts.rulesHide : texts.rulesShow}
      </Button>
      <section
        id={id}
        hidden={!open}
        aria-labelledby={`${id}-title`}
        className={styles.rulesText}
        data-qa="parking-rules"
      >
        <h3 id={`${id}-title`}>{texts.rulesTitle}</h3>
        {text === '' ? (
          <p>{texts.rulesMissing}</p>
        ) : (
          text.split(/\n\s*\n/).map((paragraph, i) => <p key={i}>{paragraph}</p>)
        )}
      </section>
    </div>
  )
}

/** The termination form of a current open-ended reservation: end date, not before today. */
function TerminateForm({ contractId, spot, mayReserve, onDone, onFailure }: FormProps) {
  const { t } = useTranslation()
  const texts = usePropertyText().parking
  const isImpersonator = useIsImpersonator()
  const today = todayInHelsinki()
  const [schema] = useState(() => parkingTerminationFormSchema(today))
  const form = useAppForm(schema, {
    mode: 'onChange',
    defaultValues: { rentableParkingSpotId: spot.rentableParkingSpotId, endDate: today },
  })
  const terminate = useTerminateParkingReservation(contractId)
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    if (terminate.isPending || !mayReserve) return
    onFailure(null)
    terminate.mutate(values, {
      onSuccess: (result) =>
        onDone({ kind: 'terminated', endDate: result.endDate ?? values.endDate }),
      onError: (error) => onFailure({ form: 'terminate', error }),
    })
  })

  if (!mayReserve) return <ContractMissing />
  return (
    <Form onSubmit={submit} qa="terminate-form">
      <h3>{texts.terminateTitle}</h3>
      <LazyDateField
        label={texts.terminateEndDate}
        calendarLabel={t.app.chooseFromCalendar}
        qa="terminate-end-date"
        value={form.watch('endDate')}
        min={today}
        error={dateMessage(errors.endDate?.message, texts.error)}
        onChange={(value) => form.setValue('endDate', value, { shouldValidate: true })}
      />
      <Button
        type="submit"
        variant="secondary"
        pending={terminate.isPending}
        pendingText={texts.terminating}
        disabled={submitDisabled(terminate.isPending, isImpersonator)}
        qa="terminate-submit"
      >
        {texts.terminate}
      </Button>
    </Form>
  )
}

/** The success views: the reserved spot with start date, monthly price and equipment; or the end date. */
function OutcomeView({ spot, outcome }: { spot: ParkingSpot; outcome: Outcome }) {
  const texts = usePropertyText().parking
  const format = useFormat()
  const { lang } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  if (outcome.kind === 'terminated') {
    return (
      <div ref={ref} tabIndex={-1} className="outcome-focus" data-qa="terminate-success">
        <Alert variant="success" title={texts.terminatedTitle}>
          {texts.terminatedText(format.dateWithYear(outcome.endDate))}
        </Alert>
      </div>
    )
  }
  return (
    <div ref={ref} tabIndex={-1} className="outcome-focus" data-qa="reserve-success">
      <Alert variant="success" title={texts.reservedTitle}>
        <DetailsList>
          <DetailsRow term={texts.spot}>{String(spot.rentableParkingSpotId)}</DetailsRow>
          <DetailsRow term={texts.reservationStart} qa="reserve-success-start">
            {format.dateWithYear(outcome.startDate)}
          </DetailsRow>
          <DetailsRow term={texts.monthlyPrice} qa="reserve-success-price">
            {priceText(outcome.price, texts, lang)}
          </DetailsRow>
          {spot.equipment.length > 0 && (
            <DetailsRow term={texts.equipmentTitle}>{equipmentText(spot, texts)}</DetailsRow>
          )}
        </DetailsList>
        <p>{texts.reservedText}</p>
      </Alert>
    </div>
  )
}
