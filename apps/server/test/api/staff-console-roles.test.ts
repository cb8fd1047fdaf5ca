/**
 * Each staff role sees only what its work needs (issue 14 "Enforced on the server and tested per
 * route, like the resident IDOR tests"): every console route is called by each role and answers
 * 403 STAFF_ROLE_REQUIRED exactly when the role's capabilities do not cover it; a maintenance
 * member limited to one real property gets 404 for another's fault report; residents get 401;
 * impersonators cannot write.
 */
import type { StaffCapability } from '@asukas/contract/endpoints/staff'
import { capabilitiesByRole } from '@asukas/contract/endpoints/staff'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { staffConsoleDemoIds, staffConsoleDemoLogins } from '../../src/seed/demo-staff-console.ts'
import { AINO, call, fillPath, impersonationCookie, login, staffLogin } from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

/**
 * The capability each console route needs, written out here so the test fails when the server
 * maps a route to the wrong one.
 */
const routeCapability: Record<string, StaffCapability | StaffCapability[]> = {
  'GET /api/staff/properties': 'inbox',
  'GET /api/staff/inbox': 'inbox',
  'GET /api/staff/defect-notices/:id': 'defect_notices',
  'POST /api/staff/defect-notices/:id/work-order': 'defect_notices',
  'POST /api/staff/defect-notices/:id/start': 'defect_notices',
  'POST /api/staff/defect-notices/:id/work-notes': 'defect_notices',
  'POST /api/staff/defect-notices/:id/complete': 'defect_notices',
  'GET /api/staff/feedback-questions/:id': 'feedback_questions',
  'POST /api/staff/feedback-questions/:id/answer': 'feedback_questions',
  'POST /api/staff/feedback-questions/:id/status': 'feedback_questions',
  'POST /api/staff/feedback-questions/:id/notes': 'feedback_questions',
  'GET /api/staff/message-threads/:id': 'messages',
  'POST /api/staff/message-threads/:id/reply': 'messages',
  'POST /api/staff/message-threads/:id/notes': 'messages',
  'GET /api/staff/contract-requests': 'contract_requests',
  'GET /api/staff/contract-requests/:kind/:id': 'contract_requests',
  'POST /api/staff/contract-requests/:kind/:id/decision': 'contract_requests',
  'GET /api/staff/bulletins': 'bulletins',
  'GET /api/staff/bulletins/:id': 'bulletins',
  'POST /api/staff/bulletins': 'bulletins',
  'PUT /api/staff/bulletins/:id': 'bulletins',
  'POST /api/staff/bulletins/:id/unpublish': 'bulletins',
  'GET /api/staff/parking': 'parking',
  'POST /api/staff/parking/areas': 'parking',
  'POST /api/staff/parking/areas/:id/spots': 'parking',
  'PUT /api/staff/parking/areas/:id/rules': 'parking',
  'PATCH /api/staff/parking/spots/:id': 'parking',
  'POST /api/staff/parking/spots/:id/prices': 'parking',
  'POST /api/staff/parking/reservations/:id/end': 'parking',
  'GET /api/staff/residents': 'residents',
  'GET /api/staff/residents/:id': 'residents',
  'POST /api/staff/impersonation': 'impersonation',
  'GET /api/staff/audit': 'audit',
  // Uploads: reply attachments (messages) and bulletin images and attachments (bulletins).
  'POST /api/staff/file-init': ['messages', 'bulletins'],
  'PUT /api/staff/file-upload/:fileUuid': ['messages', 'bulletins'],
  'POST /api/staff/file-complete': ['messages', 'bulletins'],
  'GET /api/staff/accounts': 'accounts',
  'PUT /api/staff/accounts/:id': 'accounts',
  'POST /api/staff/accounts/:id/reset-second-factor': 'accounts',
  'GET /api/staff/integration-clients': 'integrations',
  'POST /api/staff/integration-clients': 'integrations',
  'POST /api/staff/integration-clients/:clientId/rotate-secret': 'integrations',
  'POST /api/staff/integration-clients/:clientId/disable': 'integrations',
  'POST /api/staff/accounts/:id/unlock': 'accounts',
  'GET /api/staff/integration-clients/:clientId/webhooks': 'integrations',
  'POST /api/staff/integration-clients/:clientId/webhooks': 'integrations',
  'DELETE /api/staff/integration-clients/:clientId/webhooks/:webhookId': 'integrations',
  'GET /api/staff/integration-clients/:clientId/dead-letters': 'integrations',
  'GET /api/staff/integration-clients/:clientId/deliveries': 'integrations',
  'POST /api/staff/integration-clients/:clientId/dead-letters/:deliveryId/resend': 'integrations',
}

const roleLogins = {
  maintenance: staffConsoleDemoLogins.maintenance,
  customer_service: staffConsoleDemoLogins.customerService,
  property_manager: staffConsoleDemoLogins.propertyManager,
  administrator: staffConsoleDemoLogins.administrator,
} as const

const cookies: Record<string, string> = {}

beforeAll(async () => {
  for (const [role, email] of Object.entries(roleLogins)) {
    cookies[role] = await staffLogin(t.app, email)
  }
})

/**
 * Console routes: /api/staff/... except the login steps, me, ending an impersonation and the
 * signed file download (its role check is per file, tested in staff-console-work.test.ts).
 */
function consoleRoutes() {
  return t.app.routeTable.filter(
    (route) =>
      route.url.startsWith('/api/staff/') &&
      !route.url.startsWith('/api/staff/login') &&
      route.url !== '/api/staff/me' &&
      route.url !== '/api/staff/impersonation/end' &&
      route.url !== '/api/staff/files/:fileUuid' &&
      route.method !== 'HEAD',
  )
}

describe('staff console roles', () => {
  it('maps every console route to a capability', () => {
    const keys = consoleRoutes().map((route) => `${route.method} ${route.url}`)
    expect(keys.sort()).toEqual(Object.keys(routeCapability).sort())
    for (const route of consoleRoutes()) expect(route.access).toBe('staff')
  })

  for (const role of Object.keys(roleLogins) as (keyof typeof roleLogins)[]) {
    it(`lets ${role} call exactly the routes of its capabilities`, async () => {
      const refused: string[] = []
      const allowed: string[] = []
      for (const route of consoleRoutes()) {
        const key = `${route.method} ${route.url}`
        const url = fillPath(
          route.url,
          { kind: 'termination' },
          // An id that exists nowhere: an allowed role gets past the role check to 404 or 400.
          'a5a50000-00ff-4000-8000-000000000000',
        )
        const response = await call(t.app, {
          method: route.method as 'POST',
          url: route.url === '/api/staff/residents' ? `${url}?q=aino` : url,
          cookie: cookies[role],
          payload: {},
        })
        if (response.statusCode === 403) {
          expect(response.json(), key).toEqual({ error: 'STAFF_ROLE_REQUIRED' })
          refused.push(key)
        } else {
          expect(response.statusCode, `${key}: ${response.body}`).not.toBe(401)
          expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500)
          allowed.push(key)
        }
      }
      const expected = Object.entries(routeCapability)
        .filter(([, capability]) =>
          [capability].flat().some((c) => capabilitiesByRole[role].includes(c)),
        )
        .map(([key]) => key)
      expect(allowed.sort()).toEqual(expected.sort())
      expect(refused.length + allowed.length).toBe(Object.keys(routeCapability).length)
    })
  }

  it('keeps maintenance to its own properties (another property is 404)', async () => {
    const own = await call(t.app, {
      url: `/api/staff/defect-notices/${demoIds.createdDefectNotice}`,
      cookie: cookies.maintenance,
    })
    expect(own.statusCode, own.body).toBe(200)
    const mikkos = await t.db.query<{ id: string }>(
      'SELECT id FROM defect_notices WHERE contract_id = $1 LIMIT 1',
      [demoIds.mikkoContract],
    )
    const other = mikkos[0]?.id
    expect(other).toBeDefined()
    for (const [method, suffix] of [
      ['GET', ''],
      ['POST', '/start'],
      ['POST', '/complete'],
    ] as const) {
      const response = await call(t.app, {
        method,
        url: `/api/staff/defect-notices/${other}${suffix}`,
        cookie: cookies.maintenance,
      })
      expect(response.statusCode, `${method} ${suffix}`).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
    const inbox = await call(t.app, { url: '/api/staff/inbox', cookie: cookies.maintenance })
    const items = inbox.json<{ kind: string; origin: { realPropertyId: string } }[]>()
    expect(items.length).toBeGreaterThan(0)
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['defect_notice']))
    expect(new Set(items.map((item) => item.origin.realPropertyId))).toEqual(
      new Set([demoIds.kallioRealProperty]),
    )
  })

  it('refuses residents (401) and impersonators writing (401 IMPERSONATION_WRITE_ACCESS_DENIED)', async () => {
    const aino = await login(t.app, AINO)
    const asResident = await call(t.app, { url: '/api/staff/inbox', cookie: aino })
    expect(asResident.statusCode).toBe(401)
    const impersonator = await impersonationCookie(t.db, 'staff@example.com', AINO)
    const read = await call(t.app, { url: '/api/staff/inbox', cookie: impersonator })
    expect(read.statusCode).toBe(200)
    const write = await call(t.app, {
      method: 'POST',
      url: `/api/staff/contract-requests/termination/${staffConsoleDemoIds.readyTerminationRequest}/decision`,
      cookie: impersonator,
      payload: { decision: 'accept', reason: '' },
    })
    expect(write.statusCode).toBe(401)
    expect(write.json()).toEqual({ error: 'IMPERSONATION_WRITE_ACCESS_DENIED' })
    const request = await t.db.query<{ status: string }>(
      'SELECT status FROM termination_requests WHERE id = $1',
      [staffConsoleDemoIds.readyTerminationRequest],
    )
    expect(request[0]?.status).toBe('ready_for_review')
  })
})
