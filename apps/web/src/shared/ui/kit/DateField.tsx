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

function FieldParts({ hint, error, qa }: { hint?: string; error?: string; qa: string }) {
  return (
    <>
      {hint && (
        <Text slot="description" className={styles.hint}>
          {hint}
        </Text>
      )}
      <FieldError className={styles.error} data-qa={`${qa}-error`}>
        {error}
      </FieldError>
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
export function DateField({
  label,
  hint,
  error,
  min,
  max,
  required,
  disabled,
  calendarLabel,
  qa,
  value,
  onChange,
  onBlur,
  granularity = 'day',
}: DateFieldProps) {
  const { lang } = useTranslation()
  const withTime = granularity === 'minute'
  return (
    <I18nProvider locale={dateLocales[lang]}>
      <DatePicker<CalendarDate | CalendarDateTime>
        className={styles.field}
        value={withTime ? toCalendarDateTime(value) : toCalendarDate(value)}
        onChange={(date) =>
          // CalendarDateTime prints seconds (`…T10:30:00`); the wire shape stops at minutes.
          onChange(date ? (withTime ? date.toString().slice(0, 16) : date.toString()) : '')
        }
        granularity={granularity}
        hourCycle={24}
        onBlur={onBlur}
        minValue={toCalendarDate(min)}
        maxValue={toCalendarDate(max)}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        shouldForceLeadingZeros
        data-qa={qa}
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <AriaButton
            className={styles.calendarButton}
            aria-label={calendarLabel}
            data-qa={`${qa}-calendar`}
          >
            ▾
          </AriaButton>
        </Group>
        <FieldParts hint={hint} error={error} qa={qa} />
        <Popover className={styles.popover}>
          <Dialog aria-label={calendarLabel}>
            <Calendar>
              <CalendarHeader />
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
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
export function DateRangeField({
  label,
  hint,
  error,
  min,
  max,
  required,
  disabled,
  calendarLabel,
  qa,
  value,
  onChange,
  onBlur,
}: DateRangeFieldProps) {
  const { lang } = useTranslation()
  const start = toCalendarDate(value?.start)
  const end = toCalendarDate(value?.end)
  return (
    <I18nProvider locale={dateLocales[lang]}>
      <DateRangePicker
        className={styles.field}
        value={start && end ? { start, end } : null}
        onChange={(range) =>
          onChange(range ? { start: range.start.toString(), end: range.end.toString() } : null)
        }
        onBlur={onBlur}
        minValue={toCalendarDate(min)}
        maxValue={toCalendarDate(max)}
        isRequired={required}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        shouldForceLeadingZeros
        data-qa={qa}
      >
        <Label className={styles.label}>{label}</Label>
        <Group className={styles.group}>
          <DateInput slot="start" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <AriaButton
            className={styles.calendarButton}
            aria-label={calendarLabel}
            data-qa={`${qa}-calendar`}
          >
            ▾
          </AriaButton>
        </Group>
        <FieldParts hint={hint} error={error} qa={qa} />
        <Popover className={styles.popover}>
          <Dialog aria-label={calendarLabel}>
            <RangeCalendar>
              <CalendarHeader />
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  )
}
