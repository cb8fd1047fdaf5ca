/**
 * Staff calls of parking (issue 14; contract `endpoints/parking`, the `/api/staff/parking` calls):
 * the areas of the member's real properties and their changes. Every change answers the whole
 * list, which replaces the query's data. Each call handles its own 401s
 * (`skipSessionHandling`): a staff member without a session belongs on the staff login.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  staffAddParkingPrice,
  staffCreateParkingArea,
  staffCreateParkingSpot,
  staffEndParkingReservation,
  staffParking,
  staffSetParkingRules,
  staffUpdateParkingSpot,
  type ParkingAreaBody,
  type ParkingPriceBody,
  type ParkingRulesBody,
  type ParkingSpotBody,
  type ParkingSpotPatch,
} from '@asukas/contract/endpoints/parking/staff'
import { apiRequest } from '../../../shared/api/client.ts'
import { endpointQuery, queryKeyOf } from '../../../shared/api/query-keys.ts'

const own = { meta: { skipSessionHandling: true } } as const

/** GET /api/staff/parking. */
export function useStaffParking() {
  return useQuery({ ...endpointQuery(staffParking), ...own })
}

/** One parking change of the staff screen. */
export type StaffParkingAction =
  | { kind: 'area'; body: ParkingAreaBody }
  | { kind: 'spot'; areaId: string; body: ParkingSpotBody }
  | { kind: 'patch'; spotId: string; body: ParkingSpotPatch }
  | { kind: 'price'; spotId: string; body: ParkingPriceBody }
  | { kind: 'rules'; areaId: string; body: ParkingRulesBody }
  | { kind: 'end'; reservationId: string; endDate: string }

function send(action: StaffParkingAction) {
  switch (action.kind) {
    case 'area':
      return apiRequest(staffCreateParkingArea, { body: action.body })
    case 'spot':
      return apiRequest(staffCreateParkingSpot, {
        params: { id: action.areaId },
        body: action.body,
      })
    case 'patch':
      return apiRequest(staffUpdateParkingSpot, {
        params: { id: action.spotId },
        body: action.body,
      })
    case 'rules':
      return apiRequest(staffSetParkingRules, { params: { id: action.areaId }, body: action.body })
    case 'price':
      return apiRequest(staffAddParkingPrice, { params: { id: action.spotId }, body: action.body })
    default:
      return apiRequest(staffEndParkingReservation, {
        params: { id: action.reservationId },
        body: { endDate: action.endDate },
      })
  }
}

/** A parking change. Replaces the parking list with the answer. */
export function useStaffParkingAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (areas) => queryClient.setQueryData(queryKeyOf(staffParking), areas),
    ...own,
  })
}

/** The mutation of {@link useStaffParkingAction}, as the screen's parts take it. */
export type StaffParkingMutation = ReturnType<typeof useStaffParkingAction>
