/**
 * The date fields, loaded on first use: the calendar code (React Aria's date picker and its
 * locale data, some 70 KB gzip with its overlay code) is not in any chunk until a screen renders
 * one of these. While it loads, a placeholder of the field's size keeps the layout still.
 *
 * The code is requested only after the screen around the field has painted (issue 9, largest
 * contentful paint; docs/decisions/0022): on the parking page the field heads the screen, and
 * evaluating its code right away held back the screen's first paint on a slow phone. Once the
 * code is in, a field renders at once, with no placeholder.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { afterNextPaint } from '../../lib/after-paint.ts'
import { isLoaded, loadOnce } from '../../lib/lazy-module.ts'
import type { DateFieldProps, DateRangeFieldProps } from './DateField.tsx'
import { SkeletonBlock } from './Skeleton.tsx'

/** The date fields' module, loaded once (`loadOnce`). */
const loadDateFields = () => import('./DateField.tsx')

const DateFieldImpl = lazy(() =>
  loadOnce(loadDateFields).then((module) => ({ default: module.DateField })),
)
const DateRangeFieldImpl = lazy(() =>
  loadOnce(loadDateFields).then((module) => ({ default: module.DateRangeField })),
)

const placeholder = <SkeletonBlock height="4.75rem" qa="date-field-loading" />

/**
 * True once the date fields' code may be loaded: at once when it is already in, else after the
 * browser's next paint with the calling field mounted.
 */
function useDateFieldsDue(): boolean {
  const [due, setDue] = useState(() => isLoaded(loadDateFields))
  useEffect(() => {
    if (due) return
    let mounted = true
    void afterNextPaint().then(() => {
      if (mounted) setDue(true)
    })
    return () => {
      mounted = false
    }
  }, [due])
  return due
}

/** {@link DateFieldProps}: one date, loaded lazily. */
export function LazyDateField(props: DateFieldProps) {
  const due = useDateFieldsDue()
  return (
    <Suspense fallback={placeholder}>{due ? <DateFieldImpl {...props} /> : placeholder}</Suspense>
  )
}

/** {@link DateRangeFieldProps}: a date range, loaded lazily. */
export function LazyDateRangeField(props: DateRangeFieldProps) {
  const due = useDateFieldsDue()
  return (
    <Suspense fallback={placeholder}>
      {due ? <DateRangeFieldImpl {...props} /> : placeholder}
    </Suspense>
  )
}
