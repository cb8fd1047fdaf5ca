/** Building information (spec 02 §7 building-info; §9 "building info cache 59 s"). */
import { useQuery } from '@tanstack/react-query'
import { buildingInfo } from '@asukas/contract/endpoints/building'
import { readQuery } from '../../shared/api/client.ts'

/** Spec 02 §9: building information is cached for 59 seconds. */
export const BUILDING_STALE_TIME_MS = 59_000

/** Query keys of building information. */
export const buildingKeys = {
  info: (contractUuid: string) => ['building', contractUuid] as const,
}

/** The contract's building information, fresh for 59 s. */
export function useBuildingInfo(contractUuid: string) {
  return useQuery({
    queryKey: buildingKeys.info(contractUuid),
    ...readQuery(buildingInfo, { params: { contractUuid } }),
    staleTime: BUILDING_STALE_TIME_MS,
  })
}
