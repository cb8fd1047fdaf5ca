/**
 * Parking: prices in force, an area's price summary, a spot's display status and side panel,
 * its icon, and the default availability window.
 * Source: spec 02 §1 Parking, §3, §5 Parking, §9; spec 01 §2 Parking, §3 Parking, §4.
 */
import { addDaysIso, todayInHelsinki, type IsoDate } from './dates.ts'

/** Parking spot equipment values (spec 01 §3). */
export const parkingEquipment = [
  'covered',
  'ev_charger',
  'garage',
  'heating_outlet',
  'motorbike_spot',
  'yard',
  'building',
  'disabled_spot',
] as const
/** One equipment value of a spot. */
export type ParkingEquipment = (typeof parkingEquipment)[number]

/** Kinds of the user's reservations of a spot (spec 01 §3). */
export const reservationKinds = ['current', 'future', 'previous'] as const
/** A reservation kind. */
export type ReservationKind = (typeof reservationKinds)[number]

/** Default availability window of the page filter, in days (spec 02 §1, §9). */
export const PARKING_DEFAULT_WINDOW_DAYS = 7

/** A monthly price with its validity (`validTo` null: open-ended). Amounts in euros. */
export type ParkingPrice = { price: number; validFrom: IsoDate | null; validTo: IsoDate | null }

/** One of the user's reservations of a spot; `endDate` null means open-ended. */
export type ParkingReservation = {
  kind: ReservationKind
  startDate: IsoDate
  endDate: IsoDate | null
}

/** A date range; `endDate` null means open-ended. */
export type DateRange = { startDate: IsoDate; endDate: IsoDate | null }

/** The fields of a parking spot the rules read (spec 01 §3 Parking spot). */
export type ParkingSpotInput = {
  isInUse: boolean
  equipment: readonly string[]
  prices: readonly ParkingPrice[]
  /** The signed-in user's reservations of this spot. */
  reservations: readonly ParkingReservation[]
  availableRanges: readonly DateRange[]
}

/**
 * The date range the page filter starts with: today … today + 7 days (spec 02 §1 "A default
 * availability window of 7 days is used").
 */
export function defaultParkingRange(today: IsoDate = todayInHelsinki()): {
  startDate: IsoDate
  endDate: IsoDate
} {
  return { startDate: today, endDate: addDaysIso(today, PARKING_DEFAULT_WINDOW_DAYS) }
}

/**
 * The monthly price in force on `startDate`: a price whose `validFrom` (null: always) is on or
 * before it and whose `validTo` (null: open-ended) is on or after it; when several match, the
 * one with the latest `validFrom`. `undefined` when none is in force. Amount in euros.
 * Source: spec 02 §1 ("The price in force is chosen by the validity dates against the start date").
 */
export function priceInForce(
  prices: readonly ParkingPrice[],
  startDate: IsoDate,
): number | undefined {
  let best: ParkingPrice | undefined
  for (const p of prices) {
    const started = p.validFrom === null || p.validFrom <= startDate
    const notEnded = p.validTo === null || p.validTo >= startDate
    if (
      started &&
      notEnded &&
      (best === undefined || (p.validFrom ?? '') > (best.validFrom ?? ''))
    ) {
      best = p
    }
  }
  return best?.price
}

/** An area's price line: nothing, one amount, or "from" the lowest amount. */
export type PriceSummary =
  { kind: 'none' } | { kind: 'single'; amount: number } | { kind: 'from'; amount: number }

/**
 * An area's price summary on `startDate`: `single` when every spot with a price in force has the
 * same price, `from` the minimum when they differ, `none` when no spot has a price in force.
 * Source: spec 02 §1 ("If the price varies between spots, the area summary shows a 'from'
 * minimum, otherwise a single amount").
 */
export function areaPriceSummary(
  spots: readonly Pick<ParkingSpotInput, 'prices'>[],
  startDate: IsoDate,
): PriceSummary {
  const amounts = spots
    .map((spot) => priceInForce(spot.prices, startDate))
    .filter((amount): amount is number => amount !== undefined)
  if (amounts.length === 0) return { kind: 'none' }
  const min = Math.min(...amounts)
  return amounts.every((a) => a === min)
    ? { kind: 'single', amount: min }
    : { kind: 'from', amount: min }
}

/** Display statuses of a spot in the grid (spec 02 §1; legend: mine, mine upcoming, …). */
export const spotStatuses = ['active', 'upcoming', 'not_in_use', 'default', 'disabled'] as const
/** A spot's display status. */
export type SpotStatus = (typeof spotStatuses)[number]

/**
 * True when one of the spot's available ranges covers the whole `range` (an open-ended range
 * covers everything after its start; an open-ended request needs an open-ended range).
 */
export function isAvailableFor(availableRanges: readonly DateRange[], range: DateRange): boolean {
  return availableRanges.some(
    (r) =>
      r.startDate <= range.startDate &&
      (r.endDate === null || (range.endDate !== null && r.endDate >= range.endDate)),
  )
}

/**
 * A spot's display status for the filter's date range (spec 02 §1, spec 01 §4):
 * `active` the user's current reservation; `upcoming` the user's future reservation;
 * `not_in_use` when `isInUse` is false; `default` when available for the whole range;
 * `disabled` otherwise (reserved by others or inactive). Checked in that order.
 */
export function spotDisplayStatus(spot: ParkingSpotInput, range: DateRange): SpotStatus {
  if (spot.reservations.some((r) => r.kind === 'current')) return 'active'
  if (spot.reservations.some((r) => r.kind === 'future')) return 'upcoming'
  if (!spot.isInUse) return 'not_in_use'
  return isAvailableFor(spot.availableRanges, range) ? 'default' : 'disabled'
}

/** What the side panel of a selected spot shows. */
export type SpotPanel = {
  /** `reserve` when the spot is available, else `details`. */
  title: 'reserve' | 'details'
  /**
   * `termination_form` for the user's current open-ended reservation; `cancelled` (the "cancelled
   * from {date}" confirmation) for a current reservation that already has an end date, with
   * `endDate`; `reserve_form` for an available spot; `details` otherwise. The success views
   * follow a reservation or termination and are the caller's state.
   */
  view: 'termination_form' | 'cancelled' | 'reserve_form' | 'free_until' | 'details'
  /**
   * End date of the current reservation, for `cancelled`; for `free_until`, the last free day
   * before the spot's next reservation.
   */
  endDate?: IsoDate
}

/**
 * The last day a spot is free from `startDate` on when it is free then but not open-endedly:
 * the end of the free range that holds `startDate`, the day before the spot's next reservation.
 * Null when the spot is not free on `startDate`, or free from it on for good.
 *
 * Reservations are open-ended (spec 02 §5 Parking "End date is always null"), so a spot free
 * only until a later reservation cannot be reserved from `startDate` (the server answers 409
 * PARKING_RESERVATION_OVERLAP); issue 26 item 8: such a spot is shown as free only until then.
 */
export function freeOnlyUntil(
  availableRanges: readonly DateRange[],
  startDate: IsoDate,
): IsoDate | null {
  const holding = availableRanges.find(
    (r) => r.startDate <= startDate && (r.endDate === null || r.endDate >= startDate),
  )
  return holding?.endDate ?? null
}

/**
 * The side panel of a selected spot (spec 02 §1 "Panel logic", spec 01 §2 Parking). A spot
 * available for the range but only until a later reservation gets `free_until` (titled details):
 * an open-ended reservation from the range's start would collide with that reservation.
 */
export function spotPanel(spot: ParkingSpotInput, range: DateRange): SpotPanel {
  const status = spotDisplayStatus(spot, range)
  const until = status === 'default' ? freeOnlyUntil(spot.availableRanges, range.startDate) : null
  const title = status === 'default' && until === null ? 'reserve' : 'details'
  const current = spot.reservations.find((r) => r.kind === 'current')
  if (current) {
    return current.endDate === null
      ? { title, view: 'termination_form' }
      : { title, view: 'cancelled', endDate: current.endDate }
  }
  if (until !== null) return { title, view: 'free_until', endDate: until }
  return { title, view: status === 'default' ? 'reserve_form' : 'details' }
}

/** A spot icon: a base picture and a variant. */
export type SpotIcon = {
  base: 'electric' | 'garage' | 'hall' | 'shelter' | 'outdoor'
  variant: 'standard' | 'disabled' | 'motorbike'
}

/**
 * The icon of a spot from its equipment (spec 02 §1): `electric` for `ev_charger` or
 * `heating_outlet`; otherwise `garage`, `hall` (`building`), `shelter` (`covered`), else
 * `outdoor` (`yard` or nothing); variant `disabled` for `disabled_spot`, else `motorbike` for
 * `motorbike_spot`, else `standard`. Unknown equipment values are ignored.
 */
export function spotIcon(equipment: readonly string[]): SpotIcon {
  const has = (value: ParkingEquipment) => equipment.includes(value)
  const base: SpotIcon['base'] =
    has('ev_charger') || has('heating_outlet')
      ? 'electric'
      : has('garage')
        ? 'garage'
        : has('building')
          ? 'hall'
          : has('covered')
            ? 'shelter'
            : 'outdoor'
  const variant: SpotIcon['variant'] = has('disabled_spot')
    ? 'disabled'
    : has('motorbike_spot')
      ? 'motorbike'
      : 'standard'
  return { base, variant }
}

/**
 * True when the reserve button is enabled: a current contract, a selected spot, a start date,
 * accepted parking rules and no pending request (spec 02 §5 Parking).
 */
export function canReserveParking(input: {
  contractId: string | null | undefined
  spotSelected: boolean
  startDate: IsoDate | null | undefined
  rulesAccepted: boolean
  pending: boolean
}): boolean {
  return (
    Boolean(input.contractId) &&
    input.spotSelected &&
    Boolean(input.startDate) &&
    input.rulesAccepted &&
    !input.pending
  )
}

/**
 * True when an open-ended reservation starting on `startDate` does not conflict: one of the
 * spot's available ranges starts on or before it and is open-ended (spec 02 §5 Parking "A start
 * date conflicting with an existing reservation is rejected"; reservations are open-ended, "End
 * date is always null").
 */
export function isReservationStartAvailable(
  availableRanges: readonly DateRange[],
  startDate: IsoDate,
): boolean {
  return isAvailableFor(availableRanges, { startDate, endDate: null })
}

/** How far ahead a reservation may start, in months from today (`reservationPossibleUntil`). */
export const PARKING_RESERVATION_HORIZON_MONTHS = 6

/**
 * The kind of a reservation on `today`: `previous` when it ended before today, `future` when it
 * starts after today, else `current` (spec 01 §3 Parking reservations kind).
 */
export function reservationKindOn(reservation: DateRange, today: IsoDate): ReservationKind {
  if (reservation.endDate !== null && reservation.endDate < today) return 'previous'
  if (reservation.startDate > today) return 'future'
  return 'current'
}

/**
 * The date ranges from `from` on in which a spot is free, given all its reservations (anyone's;
 * inclusive ranges, `endDate` null open-ended): the gaps between them, the last one open-ended
 * unless a reservation is. Overlapping or unsorted input is tolerated. Not-in-use spots have no
 * free range; callers pass `[]` for them.
 * Source: spec 01 §3 Parking spot `availableRanges`.
 */
export function freeRanges(reservations: readonly DateRange[], from: IsoDate): DateRange[] {
  const sorted = reservations
    .filter((r) => r.endDate === null || r.endDate >= from)
    .toSorted((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
  const ranges: DateRange[] = []
  let cursor: IsoDate | null = from
  for (const r of sorted) {
    if (cursor === null) break
    if (r.startDate > cursor)
      ranges.push({ startDate: cursor, endDate: addDaysIso(r.startDate, -1) })
    if (r.endDate === null) cursor = null
    else if (r.endDate >= cursor) cursor = addDaysIso(r.endDate, 1)
  }
  if (cursor !== null) ranges.push({ startDate: cursor, endDate: null })
  return ranges
}
