/**
 * Code and texts loaded on demand that React can render without suspending once they are in
 * (issue 9, largest contentful paint).
 *
 * `React.lazy` starts loading a component only when it first renders, and always suspends that
 * first time, even when the module was fetched long before. When that render is synchronous (a
 * query's data arriving re-renders the layout, which reaches the route's lazy screen), React
 * shows the nearest fallback and then throttles the reveal of the real screen by up to 300 ms
 * (React 19's `FALLBACK_THROTTLE_MS`), once per nested boundary: some 0.6 s on a screen whose
 * texts are lazy too.
 *
 * Here a loader is called once and its promise carries its outcome in the fields that React's
 * `use` reads (`status`, `value`, `reason`; the same convention TanStack Query follows). The
 * entry's prefetch (`app/route-prefetch.tsx`) starts the route's code with the HTML, so by the time
 * the screen renders, {@link lazyComponent} finds the module settled and renders it at once, and
 * a translation section's `use` (`shared/i18n/lazy-section.ts`) returns it without suspending.
 */
import { createElement, lazy } from 'react'
import type { ComponentType } from 'react'

/** A promise that, once settled, says so in the fields React's `use` reads. */
export type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: T
  reason?: unknown
}

/**
 * `promise`, marked `fulfilled` with its `value` or `rejected` with its `reason` when it settles.
 * A rejection is still the caller's to handle: the returned promise rejects as `promise` does.
 */
export function tracked<T>(promise: Promise<T>): TrackedPromise<T> {
  const result = promise as TrackedPromise<T>
  if (result.status) return result
  result.status = 'pending'
  result.then(
    (value) => {
      result.status = 'fulfilled'
      result.value = value
    },
    (reason: unknown) => {
      result.status = 'rejected'
      result.reason = reason
    },
  )
  return result
}

const loaded = new WeakMap<() => Promise<unknown>, TrackedPromise<unknown>>()

/**
 * The tracked promise of `load()`, called at most once per loader function: the prefetch and the
 * render of a screen share one promise. A failure is kept, as `React.lazy` keeps it (the error
 * boundary shows it; a reload tries again).
 */
export function loadOnce<T>(load: () => Promise<T>): TrackedPromise<T> {
  let promise = loaded.get(load) as TrackedPromise<T> | undefined
  if (!promise) {
    promise = tracked(load())
    loaded.set(load, promise)
  }
  return promise
}

/** True when `load` has been called through {@link loadOnce} and its module is in. */
export function isLoaded(load: () => Promise<unknown>): boolean {
  return loaded.get(load)?.status === 'fulfilled'
}

/**
 * `React.lazy` for a module whose default export is a component, loaded through
 * {@link loadOnce}: renders the component at once when the module is already in; until then it is
 * `React.lazy` of the same load, which suspends (inside the nearest `Suspense`) while it loads and
 * throws a load error to the nearest error boundary.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loading = lazy(() => loadOnce(load))
  function Lazy(props: P) {
    const module = loadOnce(load)
    // `loadOnce`'s own `then` runs before React.lazy's: once the lazy screen can render, this
    // branch is taken, so the element's type never changes after it has been shown.
    if (module.status === 'fulfilled' && module.value)
      return createElement(module.value.default, props)
    if (module.status === 'rejected') throw module.reason
    return createElement(Loading, props)
  }
  return Lazy
}
