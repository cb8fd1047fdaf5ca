/**
 * Two queries seen as one by {@link AsyncView}: a screen block that needs both (e.g. payment
 * categories and months) is loading while either loads, failed when either failed (the first
 * error is shown), and its retry refetches the failed ones.
 */
import type { AsyncQuery } from './AsyncView.tsx'

/** The pair `[a, b]` once both have data. */
export function combineQueries<A, B>(a: AsyncQuery<A>, b: AsyncQuery<B>): AsyncQuery<[A, B]> {
  const data: [A, B] | undefined =
    a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined
  const failed = [a, b].filter((query) => query.isError)
  return {
    data: failed.length > 0 ? undefined : data,
    isPending: failed.length === 0 && (a.isPending || b.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    isRefetching: Boolean(a.isRefetching) || Boolean(b.isRefetching),
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  }
}
