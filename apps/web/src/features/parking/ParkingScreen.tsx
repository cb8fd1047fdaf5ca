/**
 * Parking `/asiointi/:contractId/pysakointi` (spec 01 §2 Parking; spec 02 §1 Parking, §5, §9):
 * title and description, a start/end date filter (default window 7 days), the legend, the areas
 * headed by their location with a grid of spots (tooltips, equipment icons) and a price summary
 * per area, 'no parking areas', and the side panel of a selected spot.
 */
import './parking.css'
import { useRef, useState } from 'react'
import type { ParkingArea, ParkingSpot } from '@asukas/contract'
import {
  areaPriceSummary,
  defaultParkingRange,
  formatPrice,
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
import { Alert } from '../../shared/ui/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { TextField } from '../../shared/ui/TextField.tsx'
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

  const filterError =
    isIsoDate(filter.startDate) && isIsoDate(filter.endDate) && filter.endDate < filter.startDate
      ? texts.rangeInvalid
      : undefined
  function changeFilter(next: { startDate: string; endDate: string }) {
    setFilter(next)
    if (isIsoDate(next.startDate) && isIsoDate(next.endDate) && next.endDate >= next.startDate) {
      setRange(next)
    }
  }

  const spots = list.data?.parkingAreas.flatMap((a) => a.parkingSpots) ?? []
  const selectedSpot = spots.find((s) => String(s.rentableParkingSpotId) === selected)

  function closePanel() {
    const id = selected
    setSelected(null)
    if (id !== null) triggers.current.get(id)?.focus()
  }

  return (
    <section className="parking" aria-labelledby="parking-title" data-qa="parking">
      <h1 id="parking-title">{t.screens.parking}</h1>
      <p>{texts.description}</p>
      <fieldset className="parking__filter" data-qa="parking-filter">
        <legend>{texts.filterTitle}</legend>
        <TextField
          label={texts.startDate}
          type="date"
          qa="parking-start-date"
          value={filter.startDate}
          onChange={(event) => changeFilter({ ...filter, startDate: event.target.value })}
        />
        <TextField
          label={texts.endDate}
          type="date"
          qa="parking-end-date"
          value={filter.endDate}
          min={filter.startDate}
          error={filterError}
          onChange={(event) => changeFilter({ ...filter, endDate: event.target.value })}
        />
        <p className="parking__range" data-qa="parking-range" aria-live="polite">
          {texts.rangeShown(
            format.dateWithYear(range.startDate),
            format.dateWithYear(range.endDate ?? range.startDate),
          )}
        </p>
      </fieldset>
      <Legend />
      {list.isPending && <Loader />}
      {list.isError && (
        <Alert variant="error" qa="parking-error">
          {texts.failedToLoad}
        </Alert>
      )}
      {list.isSuccess && list.data.parkingAreas.length === 0 && (
        <Alert variant="info" qa="no-parking-areas">
          {texts.noParkingAreas}
        </Alert>
      )}
      {list.data?.parkingAreas.map((area, i) => (
        <Area
          key={`${area.location.address.streetName}-${area.location.locationDetails}-${i}`}
          index={i}
          area={area}
          range={range}
          selected={selected}
          onSelect={(spot, button) => {
            triggers.current.set(String(spot.rentableParkingSpotId), button)
            setSelected(String(spot.rentableParkingSpotId))
          }}
        />
      ))}
      {selectedSpot && list.data && (
        <SpotPanel
          key={String(selectedSpot.rentableParkingSpotId)}
          contractId={contractId}
          spot={selectedSpot}
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
      className="parking__legend"
      aria-labelledby="parking-legend-title"
      data-qa="parking-legend"
    >
      <h2 id="parking-legend-title" className="parking__legend-title">
        {texts.legendTitle}
      </h2>
      <ul>
        {order.map((status) => (
          <li key={status}>
            <span className={`spot-swatch spot--${status}`} aria-hidden="true" />
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
  index,
  range,
  selected,
  onSelect,
}: {
  area: ParkingArea
  index: number
  range: DateRange
  selected: string | null
  onSelect: (spot: ParkingSpot, button: HTMLButtonElement) => void
}) {
  const texts = usePropertyText().parking
  const { lang } = useTranslation()
  const { address, locationDetails } = area.location
  const heading = `${address.streetName} ${address.streetNumber}, ${address.city}`
  const summary = areaPriceSummary(area.parkingSpots, range.startDate)
  const titleId = `parking-area-${index}`
  return (
    <section className="panel parking__area" aria-labelledby={titleId} data-qa="parking-area">
      <h2 id={titleId}>{heading}</h2>
      {locationDetails && <p className="parking__location">{locationDetails}</p>}
      <p className="parking__price" data-qa="parking-area-price">
        {summary.kind === 'none'
          ? texts.priceNone
          : summary.kind === 'from'
            ? texts.priceFrom(formatPrice(summary.amount, lang))
            : texts.priceSingle(formatPrice(summary.amount, lang))}
      </p>
      <ul className="spot-grid" aria-label={texts.spotsOf(heading)}>
        {area.parkingSpots.map((spot) => {
          const id = String(spot.rentableParkingSpotId)
          const status = spotDisplayStatus(spot, range)
          const details = spot.equipment.map((e) => texts.equipment[e]).join(', ')
          const label = texts.spotLabel(id, texts.legend[status], details)
          return (
            <li key={id}>
              <button
                type="button"
                className={`spot spot--${status}`}
                title={label}
                aria-label={label}
                aria-haspopup="dialog"
                aria-current={selected === id ? 'true' : undefined}
                data-qa="parking-spot"
                data-spot={id}
                data-status={status}
                onClick={(event) => onSelect(spot, event.currentTarget)}
              >
                <SpotIcon equipment={spot.equipment} />
                <span className="spot__id">{id}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
