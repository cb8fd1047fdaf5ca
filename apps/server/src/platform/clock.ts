/**
 * The server's clock, injectable so tests move time instead of sleeping (issue 4: lockout
 * timing, code expiry, rate-limit windows).
 *
 * Account machinery (login throttle, codes, rate limits, registrations) reads the time from here
 * and writes it into the database as parameters, so one query never mixes this clock with the
 * database's `now()`. Sessions keep using the database's `now()` (ADR 0002). Instances behind a
 * load balancer must keep their clocks synchronised (NTP), as for any shared time limit.
 */

import { todayInHelsinki, type IsoDate } from '@asukas/domain'

/** A source of the current time. */
export interface Clock {
  /** The current instant. */
  now(): Date
}

/**
 * Today's calendar date in Europe/Helsinki (`yyyy-MM-dd`) by `clock`: the one way services ask
 * for "today" (spec 02 dates are Helsinki calendar days), so tests can move it.
 */
export function helsinkiTodayOf(clock: Clock): IsoDate {
  return todayInHelsinki(clock.now())
}

/** The system clock: `new Date()`. */
export const systemClock: Clock = { now: () => new Date() }

/** A clock for tests: starts at `start` and moves only when told. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds (negative moves it back). */
  advance(ms: number): void
  /** Sets the clock to `instant`. */
  set(instant: Date): void
}

/**
 * A clock that stands still until moved.
 *
 * @param start the first instant (default: the system time at the call).
 */
export function manualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms
    },
    set(instant) {
      current = instant.getTime()
    },
  }
}
