/** Building information (spec 02 §7 building-info; §9 "building info cache 59 s"). */
import { useQuery } from '@tanstack/react-query'
import { buildingInfo } from '@asukas/contract/endpoints/building'
import { endpointQuery } from '../../shared/api/query-keys.ts'

/** Spec 02 §9: building information is cached for 59 seconds. */
export const BUILDING_STALE_TIME_MS = 59_000

/** The contract's building information, fresh for 59 s. */
export function useBuildingInfo(contractUuid: string) {
  return useQuery({
    ...endpointQuery(buildingInfo, { params: { contractUuid } }),
    staleTime: BUILDING_STALE_TIME_MS,
  })
}
