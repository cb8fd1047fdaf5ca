/**
 * The side panel of a selected spot (spec 01 §2 Parking, §4 "Panel logic"; spec 02 §1, §5
 * Parking, §8): titled Reserve for an available spot, else Details; shows the reserve form, the
 * termination form of the resident's current open-ended reservation, the "cancelled from"
 * confirmation of one that already has an end date, or details; and the success views.
 * A native modal `<dialog>`: focus moves into it, Escape closes it, and focus returns to the spot.
 */
import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { ParkingSpot } from '@asukas/contract'
import {
  canReserveParking,
  formatPrice,
  isIsoDate,
  maxIsoDate,
  priceInForce,
  spotDisplayStatus,
  spotPanel,
  todayInHelsinki,
  type DateRange,
} from '@asukas/domain'
import { isApiError } from '../../shared/api/client.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { CheckboxField } from '../../shared/ui/CheckboxField.tsx'
import { PendingButton } from '../../shared/ui/PendingButton.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
import { SpotIcon } from './SpotIcon.tsx'
import { useReserveParkingSpot, useTerminateParkingReservation } from './queries.ts'

/** What happened in the panel after a write. */
type Outcome =
  | { kind: 'reserved'; startDate: string; price: number | undefined }
  | { kind: 'terminated'; endDate: string }

/** A failed write's message and its `data-qa`. */
type Failure = { qa: 'reserve-error' | 'terminate-error'; text: string }

/** Props of {@link SpotPanel}. */
export interface SpotPanelProps {
  contractId: string
  spot: ParkingSpot
  range: DateRange
  /** True when the resident may reserve or end (a tenant of a current contract). */
  mayReserve: boolean
  reservationPossibleUntil: string | null
  onClose: () => void
}

/** The error message key of a failed parking write (spec 02 §8 Parking). */
function errorText(
  error: unknown,
  texts: ReturnType<typeof usePropertyText>['parking']['error'],
  fallback: string,
): string | null {
  if (isApiError(error, 'IMPERSONATION_WRITE_ACCESS_DENIED')) return null
  if (isApiError(error, 'PARKING_RESERVATION_OVERLAP')) return texts.overlap
  if (isApiError(error, 'PARKING_CONTRACT_NOT_CURRENT')) return texts.contractMissing
  if (isApiError(error, 'VALIDATION_ERROR')) {
    const fields = (error.details as { fieldErrors?: Record<string, string> } | undefined)
      ?.fieldErrors
    const key = Object.values(fields ?? {})[0]
    if (key === 'too_small_date') return texts.tooSmallDate
    if (key === 'too_big_date') return texts.tooBigDate
    return texts.invalidDate
  }
  return fallback
}

/** The side panel of `spot`. */
export function SpotPanel(props: SpotPanelProps) {
  const { spot, range, onClose } = props
  const texts = usePropertyText().parking
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  // Kept here, not in the forms: after a 409 the refreshed list may turn the reserve form into
  // details, and the error must stay visible.
  const [failure, setFailure] = useState<Failure | null>(null)
  const panel = spotPanel(spot, range)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      className="spot-panel"
      aria-labelledby={titleId}
      data-qa="spot-panel"
      onClose={onClose}
    >
      <div className="spot-panel__header">
        <h2 id={titleId} data-qa="spot-panel-title">
          {panel.title === 'reserve' ? texts.panelReserve : texts.panelDetails}:{' '}
          {String(spot.rentableParkingSpotId)}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          data-qa="spot-panel-close"
          onClick={() => dialog.current?.close()}
        >
          {texts.close}
        </button>
      </div>
      {outcome ? (
        <OutcomeView spot={spot} outcome={outcome} />
      ) : (
        <>
          <SpotDetails spot={spot} range={range} />
          {failure && (
            <Alert variant="error" qa={failure.qa}>
              {failure.text}
            </Alert>
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
          {panel.view === 'details' && <DetailsNote spot={spot} range={range} />}
        </>
      )}
    </dialog>
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
    <dl className="details-list" data-qa="spot-details">
      <div>
        <dt>{texts.spot}</dt>
        <dd className="spot-panel__spot">
          <SpotIcon equipment={spot.equipment} />
          {String(spot.rentableParkingSpotId)}
        </dd>
      </div>
      {spot.locationDetails && (
        <div>
          <dt>{texts.location}</dt>
          <dd>{spot.locationDetails}</dd>
        </div>
      )}
      {spot.additionalDetails && (
        <div>
          <dt>{texts.additionalDetails}</dt>
          <dd>{spot.additionalDetails}</dd>
        </div>
      )}
      {spot.equipment.length > 0 && (
        <div>
          <dt>{texts.equipmentTitle}</dt>
          <dd data-qa="spot-equipment">
            {spot.equipment.map((e) => texts.equipment[e]).join(', ')}
          </dd>
        </div>
      )}
      {spot.heatingKeyType && (
        <div>
          <dt>{texts.heatingKey}</dt>
          <dd>{spot.heatingKeyType}</dd>
        </div>
      )}
      {spot.electricityBillingType && (
        <div>
          <dt>{texts.electricityBilling}</dt>
          <dd>{spot.electricityBillingType}</dd>
        </div>
      )}
      <div>
        <dt>{texts.monthlyPrice}</dt>
        <dd data-qa="spot-price">
          {price === undefined ? texts.priceNone : texts.priceSingle(formatPrice(price, lang))}
        </dd>
      </div>
    </dl>
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
  range,
  mayReserve,
  reservationPossibleUntil,
  onDone,
  onFailure,
}: FormProps) {
  const texts = usePropertyText().parking
  const format = useFormat()
  const today = todayInHelsinki()
  const [startDate, setStartDate] = useState(maxIsoDate(range.startDate, today))
  const [rulesAccepted, setRulesAccepted] = useState(false)
  const reserve = useReserveParkingSpot(contractId)
  const dateError = !isIsoDate(startDate)
    ? texts.error.invalidDate
    : startDate < today
      ? texts.error.tooSmallDate
      : reservationPossibleUntil !== null && startDate > reservationPossibleUntil
        ? texts.error.tooBigDate
        : undefined
  const enabled =
    mayReserve &&
    dateError === undefined &&
    canReserveParking({
      contractId,
      spotSelected: true,
      startDate,
      rulesAccepted,
      pending: reserve.isPending,
    })

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!enabled) return
    onFailure(null)
    reserve.mutate(
      { rentableParkingSpotId: spot.rentableParkingSpotId, startDate, endDate: null },
      {
        onSuccess: (result) =>
          onDone({
            kind: 'reserved',
            startDate: result.startDate,
            price: priceInForce(spot.prices, result.startDate),
          }),
        onError: (e) => {
          const text = errorText(e, texts.error, texts.error.reservationFailed)
          onFailure(text === null ? null : { qa: 'reserve-error', text })
        },
      },
    )
  }

  if (!mayReserve) {
    return (
      <Alert variant="warning" qa="parking-contract-missing">
        {texts.error.contractMissing}
      </Alert>
    )
  }
  return (
    <form className="form" noValidate onSubmit={submit} data-qa="reserve-form">
      <TextField
        label={texts.reservationStart}
        type="date"
        qa="reserve-start-date"
        value={startDate}
        min={today}
        max={reservationPossibleUntil ?? undefined}
        hint={
          reservationPossibleUntil
            ? texts.possibleUntil(format.dateWithYear(reservationPossibleUntil))
            : undefined
        }
        error={dateError}
        onChange={(event) => setStartDate(event.target.value)}
      />
      <p>{texts.reservationOpenEnded}</p>
      <CheckboxField
        label={texts.rulesAccepted}
        qa="reserve-rules"
        checked={rulesAccepted}
        onChange={(event) => setRulesAccepted(event.target.checked)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={!enabled}
        data-qa="reserve-submit"
      >
        {reserve.isPending ? texts.reserving : texts.reserve}
      </button>
    </form>
  )
}

/** The termination form of a current open-ended reservation: end date, not before today. */
function TerminateForm({ contractId, spot, mayReserve, onDone, onFailure }: FormProps) {
  const texts = usePropertyText().parking
  const today = todayInHelsinki()
  const [endDate, setEndDate] = useState(today)
  const terminate = useTerminateParkingReservation(contractId)
  const dateError = !isIsoDate(endDate)
    ? texts.error.invalidDate
    : endDate < today
      ? texts.error.tooSmallDate
      : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    if (dateError !== undefined || terminate.isPending || !mayReserve) return
    onFailure(null)
    terminate.mutate(
      { rentableParkingSpotId: spot.rentableParkingSpotId, endDate },
      {
        onSuccess: (result) => onDone({ kind: 'terminated', endDate: result.endDate ?? endDate }),
        onError: (e) => {
          const text = errorText(e, texts.error, texts.error.terminationFailed)
          onFailure(text === null ? null : { qa: 'terminate-error', text })
        },
      },
    )
  }

  if (!mayReserve) {
    return (
      <Alert variant="warning" qa="parking-contract-missing">
        {texts.error.contractMissing}
      </Alert>
    )
  }
  return (
    <form className="form" noValidate onSubmit={submit} data-qa="terminate-form">
      <h3>{texts.terminateTitle}</h3>
      <TextField
        label={texts.terminateEndDate}
        type="date"
        qa="terminate-end-date"
        value={endDate}
        min={today}
        error={dateError}
        onChange={(event) => setEndDate(event.target.value)}
      />
      <PendingButton
        pending={terminate.isPending}
        pendingText={texts.terminating}
        qa="terminate-submit"
        variant="secondary"
      >
        {texts.terminate}
      </PendingButton>
    </form>
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
        <dl className="details-list">
          <div>
            <dt>{texts.spot}</dt>
            <dd>{String(spot.rentableParkingSpotId)}</dd>
          </div>
          <div>
            <dt>{texts.reservationStart}</dt>
            <dd data-qa="reserve-success-start">{format.dateWithYear(outcome.startDate)}</dd>
          </div>
          <div>
            <dt>{texts.monthlyPrice}</dt>
            <dd data-qa="reserve-success-price">
              {outcome.price === undefined
                ? texts.priceNone
                : texts.priceSingle(formatPrice(outcome.price, lang))}
            </dd>
          </div>
          {spot.equipment.length > 0 && (
            <div>
              <dt>{texts.equipmentTitle}</dt>
              <dd>{spot.equipment.map((e) => texts.equipment[e]).join(', ')}</dd>
            </div>
          )}
        </dl>
        <p>{texts.reservedText}</p>
      </Alert>
    </div>
  )
}
