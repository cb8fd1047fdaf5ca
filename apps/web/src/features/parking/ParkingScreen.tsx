/**
 * Parking `/asiointi/:contractId/pysakointi` (spec 01 §2 Parking; spec 02 §1 Parking, §5, §9):
 * title and description, a date range filter (the kit's `DateRangeField`, typed in the language's
 * format or picked; default window 7 days), the legend, the areas
 * headed by their location with a grid of spots (tooltips, equipment icons) and a price summary
 * per area, 'no parking areas', and the side panel of a selected spot.
 */
import { useRef, useState } from 'react'
import type { ParkingArea, ParkingSpot } from '@asukas/contract'
import {
  areaPriceSummary,
  defaultParkingRange,
  formatPrice,
  freeOnlyUntil,
  isIsoDate,
  spotDisplayStatus,
  type DateRange,
  type SpotStatus,
} from '@asukas/domain'
import {
  useContractRoles,
  useCurrentContract,
  useContractId,
} from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useFormat } from '../../shared/hooks/useFormat.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { LazyDateRangeField } from '../../shared/ui/kit/LazyDateFields.tsx'
import styles from './Parking.module.css'
import { SpotIcon } from './SpotIcon.tsx'
import { SpotPanel } from './SpotPanel.tsx'
import { useParkingSpots } from './queries.ts'

/** The parking screen (default export for `React.lazy`). */
export default function ParkingScreen() {
  const { t } = useTranslation()
  const texts = usePropertyText().parking
  const format = useFormat()
  useDocumentTitle(t.screens.parking)
  const contractId = useContractId()
  const contract = useCurrentContract()
  const roles = useContractRoles()
  const list = useParkingSpots(contractId)
  const [filter, setFilter] = useState(() => defaultParkingRange())
  const [range, setRange] = useState<DateRange>(filter)
  const [selected, setSelected] = useState<string | null>(null)
  const triggers = useRef(new Map<string, HTMLButtonElement>())
  const mayReserve = roles.includes('tenant') && contract?.status === 'active'

  const reversed =
    isIsoDate(filter.startDate) && isIsoDate(filter.endDate) && filter.endDate < filter.startDate
  function changeFilter(next: { startDate: string; endDate: string }) {
    setFilter(next)
    if (isIsoDate(next.startDate) && isIsoDate(next.endDate) && next.endDate >= next.startDate) {
      setRange(next)
    }
  }

  const selectedArea = list.data?.parkingAreas.find((a) =>
    a.parkingSpots.some((s) => String(s.rentableParkingSpotId) === selected),
  )
  const selectedSpot = selectedArea?.parkingSpots.find(
    (s) => String(s.rentableParkingSpotId) === selected,
  )

  function closePanel() {
    const id = selected
    setSelected(null)
    if (id !== null) triggers.current.get(id)?.focus()
  }

  return (
    <section className={styles.page} aria-labelledby="parking-title" data-qa="parking">
      <h1 id="parking-title">{t.screens.parking}</h1>
      <p>{texts.description}</p>
      <div className={styles.filter} data-qa="parking-filter">
        <LazyDateRangeField
          label={texts.filterTitle}
          calendarLabel={t.app.chooseFromCalendar}
          qa="parking-dates"
          value={{ start: filter.startDate, end: filter.endDate ?? '' }}
          error={reversed ? texts.rangeInvalid : undefined}
          onChange={(next) =>
            changeFilter({ startDate: next?.start ?? '', endDate: next?.end ?? '' })
          }
        />
        <p className={styles.range} data-qa="parking-range" aria-live="polite">
          {texts.rangeShown(
            format.dateWithYear(range.startDate),
            format.dateWithYear(range.endDate ?? range.startDate),
          )}
        </p>
      </div>
      <Legend />
      <AsyncView
        query={list}
        qa="parking"
        errorText={texts.failedToLoad}
        isEmpty={(data) => data.parkingAreas.length === 0}
        empty={
          <Alert variant="info" qa="no-parking-areas">
            {texts.noParkingAreas}
          </Alert>
        }
      >
        {(data) =>
          data.parkingAreas.map((area, i) => (
            <Area
              key={`${area.location.address.streetName}-${area.location.locationDetails}-${i}`}
              area={area}
              range={range}
              selected={selected}
              onSelect={(spot, button) => {
                triggers.current.set(String(spot.rentableParkingSpotId), button)
                setSelected(String(spot.rentableParkingSpotId))
              }}
            />
          ))
        }
      </AsyncView>
      {selectedArea && selectedSpot && list.data && (
        <SpotPanel
          key={String(selectedSpot.rentableParkingSpotId)}
          contractId={contractId}
          spot={selectedSpot}
          rules={selectedArea.parkingRules}
          range={range}
          mayReserve={mayReserve}
          reservationPossibleUntil={list.data.reservationPossibleUntil}
          onClose={closePanel}
        />
      )}
    </section>
  )
}

/** The legend: available, reserved or inactive, mine, mine upcoming, not in use. */
function Legend() {
  const texts = usePropertyText().parking
  const order: SpotStatus[] = ['default', 'disabled', 'active', 'upcoming', 'not_in_use']
  return (
    <section
      className={styles.legend}
      aria-labelledby="parking-legend-title"
      data-qa="parking-legend"
    >
      <h2 id="parking-legend-title" className={styles.legendTitle}>
        {texts.legendTitle}
      </h2>
      <ul>
        {order.map((status) => (
          <li key={status}>
            <span className={`${styles.swatch} ${styles[status]}`} aria-hidden="true" />
            {texts.legend[status]}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One area: its location, price summary and the grid of its spots. */
function Area({
  area,
  range,
  selected,
  onSelect,
}: {
  area: ParkingArea
  range: DateRange
  selected: string | null
  onSelect: (spot: ParkingSpot, button: HTMLButtonElement) => void
}) {
  const texts = usePropertyText().parking
  const { lang } = useTranslation()
  const format = useFormat()
  const { address, locationDetails } = area.location
  const heading = `${address.streetName} ${address.streetNumber}, ${address.city}`
  const summary = areaPriceSummary(area.parkingSpots, range.startDate)
  return (
    <Card title={heading} qa="parking-area">
      {locationDetails && <p className={styles.location}>{locationDetails}</p>}
      <p className={styles.price} data-qa="parking-area-price">
        {summary.kind === 'none'
          ? texts.priceNone
          : summary.kind === 'from'
            ? texts.priceFrom(formatPrice(summary.amount, lang))
            : texts.priceSingle(formatPrice(summary.amount, lang))}
      </p>
      <ul className={styles.grid} aria-label={texts.spotsOf(heading)}>
        {area.parkingSpots.map((spot) => {
          const id = String(spot.rentableParkingSpotId)
          const status = spotDisplayStatus(spot, range)
          const details = spot.equipment.map((e) => texts.equipment[e]).join(', ')
          // Free for the range but only until a later reservation (issue 26 item 8).
          const until =
            status === 'default' ? freeOnlyUntil(spot.availableRanges, range.startDate) : null
          const statusText =
            until === null
              ? texts.legend[status]
              : texts.freeUntilStatus(format.dateWithYear(until))
          const label = texts.spotLabel(id, statusText, details)
          return (
            <li key={id}>
              <Button
                variant="plain"
                className={`${styles.spot} ${styles[status]}`}
                title={label}
                aria-label={label}
                aria-haspopup="dialog"
                aria-current={selected === id ? 'true' : undefined}
                qa="parking-spot"
                data-spot={id}
                data-status={status}
                data-free-until={until ?? undefined}
                onClick={(event) => onSelect(spot, event.currentTarget)}
              >
                <SpotIcon equipment={spot.equipment} />
                <span>{id}</span>
              </Button>
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
