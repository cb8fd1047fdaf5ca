import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { api, pathParamNames, type EndpointDef } from '../src/index.ts'

const entries = Object.entries(api) as [string, EndpointDef][]

function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape
  if (!shape) throw new Error('params schema is not an object schema')
  return Object.keys(shape).sort()
}

describe('api', () => {
  it('has the calls of spec 02 §7', () => {
    // One key per row (or named call) of the spec's table, plus health, app settings and login
    // (62), plus calls the spec does not list: the staff's (`/api/staff/…`, whatever feature's
    // tag they carry, ADR 0033), and the proven change of the
    // login e-mail (issue 8 item 6), the resident's portal language (issue 10 finding 3), and
    // the integration API (issue 22); when staff last looked as the resident (issue 23 item 9); the
    // unread message count (issue 26 item 4).
    const beyondSpec = new Set([
      'startEmailChange',
      'confirmEmailChange',
      'updateUserLocale',
      'userLastStaffView',
      'messageUnreadCount',
    ])
    const specCalls = entries.filter(
      ([key, endpoint]) =>
        !endpoint.path.startsWith('/api/staff/') &&
        endpoint.tag !== 'Integration' &&
        !beyondSpec.has(key),
    )
    expect(specCalls.length).toBe(62)
  })

  it('gives every endpoint a unique method and path', () => {
    const seen = new Map<string, string>()
    for (const [key, endpoint] of entries) {
      const id = `${endpoint.method} ${endpoint.path}`
      expect(seen.get(id), `${key} repeats ${id}`).toBeUndefined()
      seen.set(id, key)
    }
  })

  it('puts every path under /api with a summary and a tag', () => {
    for (const [key, endpoint] of entries) {
      expect(endpoint.path, key).toMatch(/^\/api\/[a-z0-9\-/:A-Z]+$/)
      expect(endpoint.summary.length, key).toBeGreaterThan(0)
      // Feature tags are lower case; the integration API has its own section (issue 22).
      expect(endpoint.tag, key).toMatch(/^([a-z]+(-[a-z]+)*|Integration)$/)
    }
  })

  it('has a params schema whose keys are exactly the :param segments of the path', () => {
    for (const [key, endpoint] of entries) {
      expect(objectKeys(endpoint.params), key).toEqual(pathParamNames(endpoint.path).sort())
    }
  })

  it('has no body on GET calls', () => {
    for (const [key, endpoint] of entries) {
      if (endpoint.method === 'GET') expect(endpoint.body, key).toBeUndefined()
    }
  })

  it('keeps the agreed keys and paths of the first issue', () => {
    const agreed: Record<string, string> = {
      health: 'GET /api/health',
      appSettings: 'GET /api/app-settings',
      login: 'POST /api/login',
      logout: 'POST /api/logout',
      featureFlags: 'GET /api/feature-flags',
      userMetadata: 'GET /api/user/metadata',
      userProfile: 'GET /api/user/profile',
      userPermissions: 'GET /api/user/permissions',
      notifications: 'GET /api/user/notifications',
      closeNotification: 'POST /api/user/notifications/:id/close',
      contracts: 'GET /api/contracts',
      contract: 'GET /api/contracts/:contractUuid',
      contacts: 'GET /api/contracts/:contractUuid/contacts',
      tenants: 'GET /api/contracts/:contractUuid/tenants',
      defectNotices: 'GET /api/contracts/:contractUuid/defect-notices',
      defectNotice: 'GET /api/contracts/:contractUuid/defect-notices/:defectNoticeUuid',
      bulletins: 'GET /api/contracts/:contractUuid/bulletins',
      bulletin: 'GET /api/contracts/:contractUuid/bulletins/:bulletinUuid',
      bulletinAttachment:
        'GET /api/contracts/:contractUuid/bulletins/:bulletinUuid/attachments/:attachmentUuid',
    }
    for (const [key, route] of Object.entries(agreed)) {
      const endpoint = (api as Record<string, EndpointDef>)[key]
      expect(endpoint && `${endpoint.method} ${endpoint.path}`, key).toBe(route)
    }
  })

  it('uses the kebab-case name for calls whose path the spec does not give', () => {
    const named: Record<string, string> = {
      createDefectNotice: '/api/create-defect-notice',
      fileInit: '/api/file-init',
      fileComplete: '/api/file-complete',
      sendPasswordResetCode: '/api/send-password-reset-code',
      confirmResetPassword: '/api/confirm-reset-password',
      confirmForgottenPassword: '/api/confirm-forgotten-password',
      forgotPassword: '/api/forgot-password',
      resendVerificationCode: '/api/resend-verification-code',
      setVerificationCode: '/api/set-verification-code',
      verifyEmail: '/api/verify-email',
      registrationEntryLink: '/api/registration-entry-link',
      passportRegistrationEntryLink: '/api/passport-registration-entry-link',
    }
    for (const [key, path] of Object.entries(named)) {
      expect((api as Record<string, EndpointDef>)[key]?.path, key).toBe(path)
    }
  })
})
