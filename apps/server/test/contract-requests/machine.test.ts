/**
 * Property-based test of the request state machine (issue 13 "A property-based test drives
 * random sequences of actions against the machine and checks its invariants"): a model of one
 * contract with its parties runs random actions (create, authenticate, abandon, accept, reject,
 * decide) by random people through `nextStatus` and `notificationsOf`, exactly as the service
 * applies them, and checks after every step:
 * - at most one open request per contract and kind;
 * - no approval is recorded for a person who is not an approver of that request;
 * - every notification belongs to exactly one accepted transition, and refused actions send none;
 * - closed requests never change again.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidTransitionError,
  isOpen,
  nextStatus,
  notificationsOf,
  type RequestKind,
  type RequestStatus,
} from '../../src/features/contract-requests/machine.ts'

type Action =
  | { type: 'create'; kind: RequestKind; by: number; strong: boolean }
  | { type: 'authenticate'; kind: RequestKind }
  | { type: 'abandon'; kind: RequestKind }
  | { type: 'answer'; kind: RequestKind; by: number; accept: boolean }
  | { type: 'decide'; kind: RequestKind; approve: boolean }

const PEOPLE = 3
const kindArb = fc.constantFrom<RequestKind>('termination', 'modification')
const personArb = fc.integer({ min: 0, max: PEOPLE + 1 }) // PEOPLE and PEOPLE+1 are not parties
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant('create' as const),
    kind: kindArb,
    by: personArb,
    strong: fc.boolean(),
  }),
  fc.record({ type: fc.constant('authenticate' as const), kind: kindArb }),
  fc.record({ type: fc.constant('abandon' as const), kind: kindArb }),
  fc.record({
    type: fc.constant('answer' as const),
    kind: kindArb,
    by: personArb,
    accept: fc.boolean(),
  }),
  fc.record({ type: fc.constant('decide' as const), kind: kindArb, approve: fc.boolean() }),
)

interface ModelRequest {
  kind: RequestKind
  status: RequestStatus
  creator: number
  approvals: Map<number, 'pending' | 'accepted' | 'rejected'>
}

describe('request state machine', () => {
  it('keeps its invariants under random sequences of actions', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 60 }), (actions) => {
        const requests: ModelRequest[] = []
        let transitions = 0
        let notifications = 0
        let notificationsOfTransitions = 0
        const openOf = (kind: RequestKind) =>
          requests.find((r) => r.kind === kind && isOpen(r.status))
        const isParty = (p: number) => p < PEOPLE

        for (const action of actions) {
          const request = openOf(action.kind)
          const before = requests.map((r) => r.status)
          try {
            let sent = 0
            switch (action.type) {
              case 'create': {
                if (!isParty(action.by) || request !== undefined) break // service refuses first
                const approvers = [...Array(PEOPLE).keys()].filter((p) => p !== action.by)
                const status = nextStatus(null, 'create', {
                  kind: action.kind,
                  pendingApprovalsAfter: approvers.length,
                  needsStrongAuthentication: action.strong,
                })
                requests.push({
                  kind: action.kind,
                  status,
                  creator: action.by,
                  approvals: new Map(
                    status === 'pending_strong_authentication'
                      ? []
                      : approvers.map((p) => [p, 'pending' as const]),
                  ),
                })
                sent = notificationsOf('create', status).length
                break
              }
              case 'authenticate': {
                if (request === undefined) break
                const approvers = [...Array(PEOPLE).keys()].filter((p) => p !== request.creator)
                const to = nextStatus(request.status, 'authenticate', {
                  kind: action.kind,
                  pendingApprovalsAfter: approvers.length,
                })
                for (const p of approvers) request.approvals.set(p, 'pending')
                request.status = to
                sent = notificationsOf('authenticate', to).length
                break
              }
              case 'abandon': {
                if (request === undefined) break
                request.status = nextStatus(request.status, 'abandon', {
                  kind: action.kind,
                  pendingApprovalsAfter: 0,
                })
                sent = notificationsOf('abandon', request.status).length
                break
              }
              case 'answer': {
                if (request === undefined) break
                // the service answers 404 unless the person has a pending approval
                if (request.approvals.get(action.by) !== 'pending') break
                const event = action.accept ? 'tenant_accept' : 'tenant_reject'
                const pendingAfter = [...request.approvals].filter(
                  ([p, d]) => d === 'pending' && p !== action.by,
                ).length
                const to = nextStatus(request.status, event, {
                  kind: action.kind,
                  pendingApprovalsAfter: pendingAfter,
                })
                request.approvals.set(action.by, action.accept ? 'accepted' : 'rejected')
                request.status = to
                sent = notificationsOf(event, to).length
                break
              }
              case 'decide': {
                const target = request ?? requests.findLast((r) => r.kind === action.kind)
                if (target === undefined) break
                const event = action.approve ? 'provider_approve' : 'provider_reject'
                const to = nextStatus(target.status, event, {
                  kind: action.kind,
                  pendingApprovalsAfter: 0,
                })
                target.status = to
                sent = notificationsOf(event, to).length
                break
              }
            }
            if (requests.map((r) => r.status).join() !== before.join() || sent > 0) {
              transitions += 1
              notifications += sent
              notificationsOfTransitions += sent
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidTransitionError)
            // a refused action changes nothing
            expect(requests.slice(0, before.length).map((r) => r.status)).toEqual(before)
          }

          for (const kind of ['termination', 'modification'] as const) {
            expect(
              requests.filter((r) => r.kind === kind && isOpen(r.status)).length,
            ).toBeLessThanOrEqual(1)
          }
          for (const r of requests) {
            for (const [p] of r.approvals) {
              expect(isParty(p) && p !== r.creator).toBe(true)
            }
            if (r.kind === 'termination') expect(r.status).not.toBe('pending_strong_authentication')
            if (r.status === 'ready_for_review') {
              expect([...r.approvals.values()].every((d) => d === 'accepted')).toBe(true)
            }
          }
          expect(notifications).toBe(notificationsOfTransitions)
        }
        expect(transitions).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 300 },
    )
  })

  it('refuses every transition the table does not list', () => {
    const statuses: (RequestStatus | null)[] = [
      null,
      'pending_strong_authentication',
      'pending_tenant_approval',
      'ready_for_review',
      'approved',
      'rejected',
    ]
    for (const from of ['approved', 'rejected'] as const) {
      for (const event of [
        'create',
        'authenticate',
        'abandon',
        'tenant_accept',
        'tenant_reject',
        'provider_approve',
        'provider_reject',
      ] as const) {
        expect(() =>
          nextStatus(from, event, { kind: 'modification', pendingApprovalsAfter: 0 }),
        ).toThrow(InvalidTransitionError)
      }
    }
    expect(() =>
      nextStatus('pending_tenant_approval', 'provider_approve', {
        kind: 'termination',
        pendingApprovalsAfter: 0,
      }),
    ).toThrow()
    expect(() =>
      nextStatus(null, 'create', {
        kind: 'termination',
        pendingApprovalsAfter: 0,
        needsStrongAuthentication: true,
      }),
    ).toThrow()
    expect(() =>
      nextStatus('pending_strong_authentication', 'authenticate', {
        kind: 'termination',
        pendingApprovalsAfter: 0,
      }),
    ).toThrow()
    expect(statuses).toHaveLength(6)
  })
})
