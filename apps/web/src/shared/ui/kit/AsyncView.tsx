/**
 * The one async-view helper (issue 10; STYLE 5 "render loading, failure and success through one
 * helper"): a query's states as the spec names them —
 *
 * - loading: `loading` (default: the loader; pass a {@link Skeleton} of the final size to avoid
 *   layout shift),
 * - slow: after 8 s of loading a polite notice is added (spec 02 §9 "slow after 8 s"),
 * - error: the translated message of the error's code with a retry button (`refetch`); data
 *   loaded earlier stays shown when a refetch fails,
 * - empty: `empty` when `isEmpty(data)` says so,
 * - data: `children(data)`.
 *
 * Pass the TanStack Query result as it is. Error codes stay in the query and are translated at
 * render, so a language switch retranslates the message.
 */
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/LanguageProvider.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { Loader } from '../Loader.tsx'
import { Alert } from './Alert.tsx'
import { Button } from './Button.tsx'

/** Spec 02 §9: a load is 'slow' after 8 seconds. */
export const SLOW_AFTER_MS = 8000

/** The part of a TanStack Query result {@link AsyncView} reads. */
export interface AsyncQuery<T> {
  data: T | undefined
  isPending: boolean
  isError: boolean
  error: unknown
  isRefetching?: boolean
  refetch: () => unknown
}

/** True after `ms` milliseconds of `active` (reset when it stops). */
export function useSlow(active: boolean, ms: number = SLOW_AFTER_MS): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!active) {
      setSlow(false)
      return
    }
    const timer = setTimeout(() => setSlow(true), ms)
    return () => clearTimeout(timer)
  }, [active, ms])
  return slow
}

/** Props of {@link AsyncView}. */
export interface AsyncViewProps<T> {
  query: AsyncQuery<T>
  children: (data: T) => ReactNode
  /** Whether loaded data counts as empty (e.g. `(list) => list.length === 0`). */
  isEmpty?: (data: T) => boolean
  /** The empty state (e.g. an {@link EmptyState}); required with `isEmpty`. */
  empty?: ReactNode
  /** Shown while loading (default: the loader). */
  loading?: ReactNode
  /** Title of the error box (default none: the message alone). */
  errorTitle?: string
  /** The error's text when the screen has its own (spec 02 §8); default: by the error's code. */
  errorText?: string
  /** Extra actions next to 'retry' in the error box (e.g. a link home). */
  errorActions?: ReactNode
  /** `data-qa` prefix: `<qa>-loading`, `<qa>-slow`, `<qa>-error`, `<qa>-retry`. */
  qa: string
}

/** Renders one of loading / slow / error with retry / empty / data for `query`. */
export function AsyncView<T>({
  query,
  children,
  isEmpty,
  empty,
  loading,
  errorTitle,
  errorText,
  errorActions,
  qa,
}: AsyncViewProps<T>) {
  const { t } = useTranslation()
  const slow = useSlow(query.isPending)
  if (query.isPending) {
    return (
      <div data-qa={`${qa}-loading`} aria-busy="true">
        {loading ?? <Loader />}
        {slow && (
          <Alert variant="info" qa={`${qa}-slow`}>
            {t.app.slow}
          </Alert>
        )}
      </div>
    )
  }
  // Data already loaded stays on screen when a later refetch fails (the screen may say so).
  if (query.data === undefined) {
    return (
      <Alert
        variant="error"
        title={errorTitle}
        qa={`${qa}-error`}
        actions={
          <>
            <Button
              variant="secondary"
              size="sm"
              pending={query.isRefetching}
              onClick={() => void query.refetch()}
              qa={`${qa}-retry`}
            >
              {t.app.retry}
            </Button>
            {errorActions}
          </>
        }
      >
        <p>{errorText ?? errorMessage(t, query.error)}</p>
      </Alert>
    )
  }
  if (isEmpty?.(query.data)) return <>{empty}</>
  return <>{children(query.data)}</>
}
