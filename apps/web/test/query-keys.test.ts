import { QueryClient, hashKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { bulletins } from '@asukas/contract/endpoints/bulletins'
import { contracts } from '@asukas/contract/endpoints/contracts'
import { defectNotice, defectNotices } from '@asukas/contract/endpoints/defect-notices'
import { parkingSpots } from '@asukas/contract/endpoints/parking'
import { staffMe } from '@asukas/contract/endpoints/staff'
import { staffEnrolment } from '@asukas/contract/endpoints/staff/login'
import { userMetadata } from '@asukas/contract/endpoints/user'
import {
  endpointQuery,
  invalidate,
  keyPrefixOf,
  queryKeyOf,
  underPath,
} from '../src/shared/api/query-keys.ts'
import { userMetadataKey } from '../src/shared/forms/useAppForm.ts'

const c1 = '11111111-1111-4111-8111-111111111111'
const c2 = '22222222-2222-4222-8222-222222222222'

/** A query client holding answers under `keys`; `stale(key)` tells whether one was invalidated. */
function cacheWith(...keys: (readonly unknown[])[]) {
  const client = new QueryClient()
  for (const key of keys) client.setQueryData(key, 'answer')
  return {
    client,
    invalidated: () =>
      keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => hashKey(key)),
  }
}

describe('queryKeyOf', () => {
  it('names the endpoint by method and path pattern, then its parameters', () => {
    expect(queryKeyOf(contracts)).toEqual(['GET /api/contracts'])
    expect(
      queryKeyOf(parkingSpots, { params: { contractUuid: c1 }, query: { include: 'all' } }),
    ).toEqual([
      'GET /api/contracts/:contractUuid/parking-spots',
      { params: { contractUuid: c1 }, query: { include: 'all' } },
    ])
  })

  it('gives equal keys for equal parameters, in any order, with undefined parts left out', () => {
    const a = queryKeyOf(defectNotice, { params: { contractUuid: c1, defectNoticeUuid: c2 } })
    const b = queryKeyOf(defectNotice, { params: { defectNoticeUuid: c2, contractUuid: c1 } })
    expect(hashKey(a)).toBe(hashKey(b))
    expect(
      queryKeyOf(bulletins, { params: { contractUuid: c1 }, query: { page: undefined } }),
    ).toEqual(queryKeyOf(bulletins, { params: { contractUuid: c1 } }))
  })

  it('gives different keys for different endpoints, path parameters or queries', () => {
    const keys = [
      queryKeyOf(defectNotices, { params: { contractUuid: c1 } }),
      queryKeyOf(defectNotices, { params: { contractUuid: c2 } }),
      queryKeyOf(parkingSpots, { params: { contractUuid: c1 } }),
      queryKeyOf(parkingSpots, { params: { contractUuid: c1 }, query: { include: 'all' } }),
      queryKeyOf(parkingSpots, { params: { contractUuid: c1 }, query: { include: 'own' } }),
      queryKeyOf(contracts),
    ]
    expect(new Set(keys.map((key) => hashKey(key))).size).toBe(keys.length)
  })

  it('is the key endpointQuery gives the read', () => {
    const options = { params: { contractUuid: c1 }, query: { include: 'own' as const } }
    expect(endpointQuery(parkingSpots, options).queryKey).toEqual(queryKeyOf(parkingSpots, options))
  })

  it('is the key the form kit reads the impersonation flag under (it cannot import the call)', () => {
    expect(userMetadataKey).toEqual(queryKeyOf(userMetadata))
  })
})

describe('invalidate', () => {
  const own1 = queryKeyOf(parkingSpots, { params: { contractUuid: c1 }, query: { include: 'own' } })
  const all1 = queryKeyOf(parkingSpots, { params: { contractUuid: c1 }, query: { include: 'all' } })
  const all2 = queryKeyOf(parkingSpots, { params: { contractUuid: c2 }, query: { include: 'all' } })
  const notices1 = queryKeyOf(defectNotices, { params: { contractUuid: c1 } })
  const session = queryKeyOf(contracts)

  it("with a contract's parameters, refreshes every read of the call on that contract only", async () => {
    const cache = cacheWith(own1, all1, all2, notices1, session)
    await invalidate(cache.client, parkingSpots, { params: { contractUuid: c1 } })
    expect(cache.invalidated()).toEqual([hashKey(own1), hashKey(all1)])
  })

  it('with a query, refreshes the reads with that query on every contract', async () => {
    const cache = cacheWith(own1, all1, all2)
    await invalidate(cache.client, parkingSpots, { query: { include: 'all' } })
    expect(cache.invalidated()).toEqual([hashKey(all1), hashKey(all2)])
  })

  it('without parameters, refreshes every read of the call and no other call', async () => {
    const cache = cacheWith(own1, all1, all2, notices1, session)
    await invalidate(cache.client, parkingSpots)
    expect(cache.invalidated()).toEqual([hashKey(own1), hashKey(all1), hashKey(all2)])
    expect(keyPrefixOf(parkingSpots, {})).toEqual(keyPrefixOf(parkingSpots))
  })

  it('refreshes a call without parameters', async () => {
    const cache = cacheWith(session, notices1)
    await invalidate(cache.client, contracts)
    expect(cache.invalidated()).toEqual([hashKey(session)])
  })
})

describe('underPath', () => {
  it('matches the reads under a path prefix, but not those under an excepted one', async () => {
    const me = queryKeyOf(staffMe)
    const enrolment = queryKeyOf(staffEnrolment)
    const resident = queryKeyOf(contracts)
    const legacy = ['staff', 'inbox']
    const cache = cacheWith(me, enrolment, resident, legacy)
    await cache.client.invalidateQueries(underPath('/api/staff/', '/api/staff/login/'))
    expect(cache.invalidated()).toEqual([hashKey(me)])
  })
})
