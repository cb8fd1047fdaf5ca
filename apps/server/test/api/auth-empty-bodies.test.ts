/**
 * Body-less POSTs (issue 8 item 4; spec 02 §7 "empty body"): every POST of the contract without a
 * body schema accepts no body at all, an empty body with or without a content type, and `{}`
 * alike. The fix is in the mechanism (the CSRF rule lets a request without a body through, the
 * body parsers read an empty body of any type as `{}`), so this test walks the whole contract.
 */
import { api, type EndpointDef } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import {
  AINO,
  closeableNotificationOf,
  fillPath,
  login,
  staffLogin,
  userIdOf,
} from '../helpers/app.ts'
import { useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()

/** The ways a client may send "nothing". */
const variants: { name: string; headers: Record<string, string>; payload?: string }[] = [
  { name: 'no body, no headers', headers: {} },
  { name: 'empty body, JSON type', headers: { 'content-type': 'application/json' }, payload: '' },
  { name: 'empty body, text type', headers: { 'content-type': 'text/plain' }, payload: '' },
  {
    name: 'empty body, form type',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  },
  { name: 'empty body, no type', headers: { 'x-requested-with': 'fetch' }, payload: '' },
  { name: '{}, JSON type', headers: { 'content-type': 'application/json' }, payload: '{}' },
]

const bodiless = (Object.values(api) as EndpointDef[]).filter(
  (endpoint) => endpoint.method === 'POST' && endpoint.body === undefined,
)

describe('body-less POSTs', () => {
  it('are in the contract', () => {
    const paths = bodiless.map((endpoint) => endpoint.path)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/logout',
        '/api/remove-user',
        '/api/user/notifications/:id/close',
        '/api/send-password-reset-code',
        '/api/staff/impersonation/end',
      ]),
    )
  })

  it('never answer BAD_REQUEST or 415 for "nothing", however it is sent', async () => {
    const resident = await login(t.app, AINO)
    const staff = await staffLogin(t.app)
    const seen: string[] = []
    for (const endpoint of bodiless) {
      // remove-user would end the account the other calls use: it has a test of its own.
      if (endpoint.path === '/api/remove-user') continue
      const url = fillPath(endpoint.path, {}, '00000000-0000-4000-8000-000000000000')
      const cookie = endpoint.path.startsWith('/api/staff/') ? staff : resident
      for (const variant of variants) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...variant.headers, cookie },
          ...(variant.payload === undefined ? {} : { payload: variant.payload }),
        })
        const code = (response.json() as { error?: string }).error
        if (response.statusCode === 415 || code === 'BAD_REQUEST' || response.statusCode >= 500) {
          seen.push(`${endpoint.path} (${variant.name}): ${response.statusCode} ${code}`)
        }
      }
    }
    expect(seen).toEqual([])
  })

  it('close a notification, send a password code and log out with no body at all', async () => {
    const cookie = await login(t.app, AINO)
    const id = await closeableNotificationOf(t.db, await userIdOf(t.db, AINO))
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: { cookie } })
    const closed = await post(`/api/user/notifications/${id}/close`)
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({ id })
    expect((await post('/api/send-password-reset-code')).statusCode).toBe(200)
    expect((await post('/api/logout')).statusCode).toBe(200)
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie },
    })
    expect(after.statusCode).toBe(401)
  })

  it('remove the account with an empty text body', async () => {
    const cookie = await login(t.app, 'mikko.korhonen@example.com')
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/remove-user',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: '',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})
  })

  it('still refuse a cross-site request and a non-JSON body', async () => {
    const cookie = await login(t.app, AINO)
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(crossSite.statusCode).toBe(400)
    expect(crossSite.json()).toEqual({ error: 'BAD_REQUEST' })
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    })
    expect(form.statusCode).toBe(400)
  })
})
