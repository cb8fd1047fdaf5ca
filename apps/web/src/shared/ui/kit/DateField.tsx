/**
 * Date fields of the UI kit, on React Aria Components (`DatePicker`, `DateRangePicker`): typed
 * segment by segment in the format dates are shown in, `dd.MM.yyyy` in every language
 * (`dateLocales` of `useFormat.ts`, spec 02 §9; issue 26 item 19), or picked from a calendar;
 * keyboard and screen readers work in both. Values cross this boundary as `yyyy-MM-dd` strings (STYLE 7: business dates are Helsinki dates, never a bare
 * `Date`); `min` and `max` are inclusive `yyyy-MM-dd` bounds. `DateField` with
 * `granularity="minute"` adds hour and minute segments (24-hour clock) and works in
 * `yyyy-MM-ddTHH:mm` wall-clock strings, the value shape of a native `datetime-local` input.
 *
 * The calendar is heavy (~20 KB gzip): screens import these through `LazyDateFields.tsx`, so only
 * a screen that shows a date field downloads it.
 */
import { parseDate, parseDateTime } from '@internationalized/date'
import type { CalendarDate, CalendarDateTime } from '@internationalized/date'
import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from 'react-aria-components'
import { dateLocales } from '../../hooks/useFormat.ts'
import { useTranslation } from '../../i18n/LanguageProvider.tsx'
import styles from './DateField.module.css'

/** `parse(value)`, or null for '', null or a value `parse` refuses. */
function parsedOrNull<T>(parse: (value: string) => T, value: string | null | undefined): T | null {
  if (!value) return null
  try {
    return parse(value)
  } catch {
    return null
  }
}

/** `yyyy-MM-dd` → calendar date, or null for '', null or an invalid value. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  return parsedOrNull(parseDate, value)
}

/**
 * `yyyy-MM-ddTHH:mm` (seconds allowed) → calendar date and time, or null for '', null or an
 * invalid value.
 */
export function toCalendarDateTime(value: string | null | undefined): CalendarDateTime | null {
  return parsedOrNull(parseDateTime, value)
}

/** Shared props of the date fields. */
interface DateFieldFrame {
  label: string
  hint?: string
  /** The translated error; the field is invalid while set. */
  error?: string
  /** Inclusive bounds, `yyyy-MM-dd`. */
  min?: string
  max?: string
  required?: boolean
  disabled?: boolean
  /** Accessible name of the calendar button (translated 'Choose from calendar'). */
  calendarLabel: string
  /** `data-qa` of the field; the error gets `<qa>-error`, the calendar button `<qa>-calendar`. */
  qa: string
  onBlur?: () => void
}

/** What both pickers take from the frame: style, bounds, state, validation and `data-qa`. */
function pickerProps({ min, max, required, disabled, error, qa, onBlur }: DateFieldFrame) {
  return {
    className: styles.field,
    onBlur,
    minValue: toCalendarDate(min),
    maxValue: toCalendarDate(max),
    isRequired: required,
    isDisabled: disabled,
    isInvalid: Boolean(error),
    validationBehavior: 'aria',
    shouldForceLeadingZeros: true,
    'data-qa': qa,
  } as const
}

function CalendarHeader() {
  return (
    <header className={styles.calendarHeader}>
      <AriaButton slot="previous" className={styles.navButton}>
        ‹
      </AriaButton>
      <Heading />
      <AriaButton slot="next" className={styles.navButton}>
        ›
      </AriaButton>
    </header>
  )
}

/** One typed date (or date and time), segment by segment; `slot` names a range's end. */
function SegmentedInput({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.input}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  )
}

/**
 * What both pickers hold around their inputs: the label, the inputs (`children`) with the
 * calendar button, the hint and error, and the calendar popover (a range calendar with `range`).
 */
function PickerParts({
  frame: { label, hint, error, calendarLabel, qa },
  range = false,
  children,
}: {
  frame: DateFieldFrame
  range?: boolean
  children: ReactNode
}) {
  const calendar = (
    <>
      <CalendarHeader />
      <CalendarGrid>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
    </>
  )
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        {children}
        <AriaButton
          className={styles.calendarButton}
          aria-label={calendarLabel}
          data-qa={`${qa}-calendar`}
        >
          ▾
        </AriaButton>
      </Group>
      {hint && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      <FieldError className={styles.error} data-qa={`${qa}-error`}>
        {error}
      </FieldError>
      <Popover className={styles.popover}>
        <Dialog aria-label={calendarLabel}>
          {range ? <RangeCalendar>{calendar}</RangeCalendar> : <Calendar>{calendar}</Calendar>}
        </Dialog>
      </Popover>
    </>
  )
}

/** Props of {@link DateField}. */
export interface DateFieldProps extends DateFieldFrame {
  /**
   * `yyyy-MM-dd`, or '' / null for empty; with `granularity="minute"` `yyyy-MM-ddTHH:mm`
   * (a wall-clock time).
   */
  value: string | null
  /**
   * The new value as `yyyy-MM-dd` (`yyyy-MM-ddTHH:mm` with `granularity="minute"`), or '' when
   * cleared or incomplete.
   */
  onChange: (value: string) => void
  /**
   * `day` (default): a date. `minute`: a date and a time of day to the minute, typed in the
   * same field after the date (the calendar picks the date part).
   */
  granularity?: 'day' | 'minute'
}

/** One date, or with `granularity="minute"` one date and time, typed or picked. */
export function DateField({ value, onChange, granularity = 'day', ...frame }: DateFieldProps) {
  const { lang } = useTranslation()
  const withTime = granularity === 'minute'
  return (
    <I18nProvider locale={dateLocales[lang]}>
      <DatePicker<CalendarDate | CalendarDateTime>
        {...pickerProps(frame)}
        value={withTime ? toCalendarDateTime(value) : toCalendarDate(value)}
        onChange={(date) =>
          // CalendarDateTime prints seconds (`…T10:30:00`); the wire shape stops at minutes.
          onChange(date ? (withTime ? date.toString().slice(0, 16) : date.toString()) : '')
        }
        granularity={granularity}
        hourCycle={24}
      >
        <PickerParts frame={frame}>
          <SegmentedInput />
        </PickerParts>
      </DatePicker>
    </I18nProvider>
  )
}

/** A date range as two `yyyy-MM-dd` strings ('' when empty). */
export interface DateRangeValue {
  start: string
  end: string
}

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps extends DateFieldFrame {
  value: DateRangeValue | null
  onChange: (value: DateRangeValue | null) => void
}

/** A start and end date, typed or picked in one calendar. */
export function DateRangeField({ value, onChange, ...frame }: DateRangeFieldProps) {
  const { lang } = useTranslation()
  const start = toCalendarDate(value?.start)
  const end = toCalendarDate(value?.end)
  return (
    <I18nProvider locale={dateLocales[lang]}>
      <DateRangePicker
        {...pickerProps(frame)}
        value={start && end ? { start, end } : null}
        onChange={(range) =>
          onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)
        }
      >
        <PickerParts frame={frame} range>
          <SegmentedInput slot="start" />
          <span aria-hidden="true">–</span>
          <SegmentedInput slot="end" />
        </PickerParts>
      </DateRangePicker>
    </I18nProvider>
  )
}
