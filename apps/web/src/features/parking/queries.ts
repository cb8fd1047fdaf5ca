/**
 * Parking data (spec 02 §7 parking-spots, reservations, terminate): the list of every spot, and
 * the two writes, each of which refreshes the all and own parking lists (spec 02 §7 "all and own
 * parking lists refreshed").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  parkingSpots,
  reserveParkingSpot,
  terminateParkingReservation,
} from '@asukas/contract/endpoints/parking'
import type {
  ReserveParkingSpotBody,
  TerminateParkingReservationBody,
} from '@asukas/contract/endpoints/parking'
import { apiRequest } from '../../shared/api/client.ts'
import { endpointQuery, invalidate } from '../../shared/api/query-keys.ts'

/** The parking areas of the contract's property with every spot. */
export function useParkingSpots(contractUuid: string) {
  return useQuery(
    endpointQuery(parkingSpots, { params: { contractUuid }, query: { include: 'all' } }),
  )
}

/**
 * Reserves a spot. Invalidates the contract's parking lists (all and own: every read of
 * `parkingSpots` with the contract) when it settles, also
 * after a 409: the spot was taken meanwhile, and the grid must show it.
 */
export function useReserveParkingSpot(contractUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReserveParkingSpotBody) =>
      apiRequest(reserveParkingSpot, { params: { contractUuid }, body }),
    onSettled: () => invalidate(queryClient, parkingSpots, { params: { contractUuid } }),
  })
}

/** Ends a reservation. Invalidates the contract's parking lists (all and own) when it settles. */
export function useTerminateParkingReservation(contractUuid: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TerminateParkingReservationBody) =>
      apiRequest(terminateParkingReservation, { params: { contractUuid }, body }),
    onSettled: () => invalidate(queryClient, parkingSpots, { params: { contractUuid } }),
  })
}
