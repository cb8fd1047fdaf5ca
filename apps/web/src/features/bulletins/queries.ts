/**
 * Bulletin data (spec 02 §7 bulletins, bulletin, bulletin attachment; §9 "bulletins ... cache
 * 59 s"): the paged list from page 0 until `nextPage` is absent, one bulletin, and the signed
 * address of an attachment.
 */
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query'
import { bulletin, bulletinAttachment, bulletins } from '@asukas/contract/endpoints/bulletins'
import { cachedReadSeconds } from '@asukas/contract/caching'
import { apiRequest, arrivedAnswer } from '../../shared/api/client.ts'
import { endpointQuery, queryKeyOf } from '../../shared/api/query-keys.ts'

/** Spec 02 §9: bulletins are cached for 59 seconds. */
export const BULLETIN_STALE_TIME_MS = cachedReadSeconds * 1000

/**
 * The contract's bulletins, page by page from page 0; `fetchNextPage` loads `nextPage`. The key is
 * the call's without a page: the pages are the query's data.
 */
export function useBulletinPages(contractUuid: string) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(bulletins, { params: { contractUuid } }),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(bulletins, { params: { contractUuid }, query: { page: pageParam }, signal }),
    initialPageParam: 0,
    // Page 0 is among the page's early reads (issue 9): when it has arrived, start with it.
    initialData: () => {
      const first = arrivedAnswer(bulletins, { params: { contractUuid }, query: { page: 0 } })
      return first && { pages: [first], pageParams: [0] }
    },
    getNextPageParam: (lastPage) => lastPage.nextPage,
    staleTime: BULLETIN_STALE_TIME_MS,
  })
}

/** One bulletin; NOT_FOUND / BULLETIN_NOT_FOUND when it does not exist. */
export function useBulletin(contractUuid: string, bulletinUuid: string) {
  return useQuery({
    ...endpointQuery(bulletin, { params: { contractUuid, bulletinUuid } }),
    staleTime: BULLETIN_STALE_TIME_MS,
  })
}

/**
 * Fetches the signed address of a bulletin attachment (a read, run on demand). Invalidates
 * nothing.
 */
export function useBulletinAttachmentUrl() {
  return useMutation({
    mutationFn: (params: { contractUuid: string; bulletinUuid: string; attachmentUuid: string }) =>
      apiRequest(bulletinAttachment, { params }),
  })
}
