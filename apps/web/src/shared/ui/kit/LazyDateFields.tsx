/**
 * The date fields, loaded on first use: the calendar code (React Aria's date picker and its
 * locale data) is not in any chunk until a screen renders one of these. While it loads, a
 * placeholder of the field's size keeps the layout still.
 */
import { lazy, Suspense } from 'react'
import type { DateFieldProps, DateRangeFieldProps } from './DateField.tsx'
import { SkeletonBlock } from './Skeleton.tsx'

const DateFieldImpl = lazy(() =>
  import('./DateField.tsx').then((module) => ({ default: module.DateField })),
)
const DateRangeFieldImpl = lazy(() =>
  import('./DateField.tsx').then((module) => ({ default: module.DateRangeField })),
)

const placeholder = <SkeletonBlock height="4.75rem" qa="date-field-loading" />

/** {@link DateFieldProps}: one date, loaded lazily. */
export function LazyDateField(props: DateFieldProps) {
  return (
    <Suspense fallback={placeholder}>
      <DateFieldImpl {...props} />
    </Suspense>
  )
}

/** {@link DateRangeFieldProps}: a date range, loaded lazily. */
export function LazyDateRangeField(props: DateRangeFieldProps) {
  return (
    <Suspense fallback={placeholder}>
      <DateRangeFieldImpl {...props} />
    </Suspense>
  )
}
