import { describe, expect, it } from 'vitest'
import {
  api,
  buildPath,
  pathParamNames,
  routePatterns,
  routes,
  toOpenApiPath,
} from '../src/index.ts'

describe('buildPath', () => {
  it('fills and URI-encodes every parameter', () => {
    expect(
      buildPath(api.bulletinAttachment.path, {
        contractUuid: 'a b',
        bulletinUuid: 'x/y',
        attachmentUuid: 'ä?#',
      }),
    ).toBe('/api/contracts/a%20b/bulletins/x%2Fy/attachments/%C3%A4%3F%23')
  })

  it('leaves a path without parameters as it is', () => {
    expect(buildPath(api.contracts.path, {})).toBe('/api/contracts')
  })

  it('throws when a parameter is missing', () => {
    expect(() => buildPath(api.contract.path, {} as { contractUuid: string })).toThrow(
      /contractUuid/,
    )
  })
})

describe('toOpenApiPath and pathParamNames', () => {
  it('converts :param to {param}', () => {
    expect(toOpenApiPath('/api/a/:b')).toBe('/api/a/{b}')
    expect(toOpenApiPath(api.defectNotice.path)).toBe(
      '/api/contracts/{contractUuid}/defect-notices/{defectNoticeUuid}',
    )
    expect(toOpenApiPath('/api/health')).toBe('/api/health')
  })

  it('lists parameter names in order', () => {
    expect(pathParamNames('/api/a/:b/c/:d_e')).toEqual(['b', 'd_e'])
    expect(pathParamNames('/api/a')).toEqual([])
  })
})

describe('routes', () => {
  it('builds the screens of spec 01 §2', () => {
    expect(routes.frontPage('c1')).toBe('/asiointi/c1')
    expect(routes.terminate('c1')).toBe('/asiointi/c1/irtisano')
    expect(routes.confirmTermination('c1')).toBe('/asiointi/c1/irtisano/vahvista')
    expect(routes.confirmModification('c1')).toBe('/asiointi/c1/sopimusmuutos/vahvista')
    expect(routes.addTenant('c1')).toBe('/asiointi/c1/lisaa-asukas')
    expect(routes.messageThread('c1', 't1')).toBe('/asiointi/c1/viestit/t1')
    expect(routes.defectNoticeEdit('c1', 'd1')).toBe('/asiointi/c1/vikailmoitus/d1')
    expect(routes.question('c1', 'q1')).toBe('/asiointi/c1/kysymys/q1')
    expect(routes.feedback('c1', 'f1')).toBe('/asiointi/c1/palaute/f1')
    expect(routes.paymentInfo('c1')).toBe('/asiointi/c1/maksut/tiedot')
    expect(routes.paymentHistory('c1')).toBe('/asiointi/c1/maksut/historia')
    expect(routes.ownInfo('c1')).toBe('/omat-tiedot/c1')
    expect(routes.bulletin('c1', 'b1')).toBe('/asiointi/c1/tiedotteet/b1')
    expect(routes.bulletinOnBoard('c1', 'b1')).toBe('/asiointi/c1/ilmoitustaulu/b1')
    expect(routes.buildingInfo('c1')).toBe('/asiointi/c1/kiinteiston-tiedot')
    expect(routes.contactInfo('c1')).toBe('/asiointi/c1/yhteystiedot')
    expect(routes.registerVerifyEmail).toBe('/register/verify-email')
    expect(routes.notFound).toBe('/404')
  })

  it('encodes values', () => {
    expect(routes.frontPage('a/b c')).toBe('/asiointi/a%2Fb%20c')
  })

  it('has a builder for every pattern that yields the pattern back', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(routePatterns).sort())
    for (const [name, pattern] of Object.entries(routePatterns)) {
      const route = routes[name as keyof typeof routes]
      const params = pathParamNames(pattern)
      const built =
        typeof route === 'string'
          ? route
          : (route as (...args: string[]) => string)(...params.map((p) => `:${p}`))
      expect(decodeURIComponent(built), name).toBe(pattern)
    }
  })
})
