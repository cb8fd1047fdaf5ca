/**
 * Contracts, tenants and contacts (spec 02 §7), and the membership check: another resident's
 * contract is 404 NOT_FOUND on every contract-scoped route (spec 02 §8).
 */
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, call, fillPath, login, MIKKO } from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const t = useTestApp()
const cookies = useLogins(t, { aino: AINO, mikko: MIKKO })

describe('GET /api/contracts', () => {
  it("lists the resident's contracts in the contract shape", async () => {
    const response = await call(t.app, { url: '/api/contracts', cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const contracts = api.contracts.response.parse(response.json())
    expect(contracts.map((c) => c.uuid).sort()).toEqual(
      [demoIds.ainoRentalContract, demoIds.ainoRightOfOccupancyContract].sort(),
    )
    const rental = contracts.find((c) => c.uuid === demoIds.ainoRentalContract)
    expect(rental).toMatchObject({
      contractType: 'rental',
      postalAddress: { city: 'Helsinki' },
      tenant: { id: demoIds.ainoRentalTenant, isContractParty: true },
    })
    expect(rental?.collateral).toBeUndefined()
    const roo = contracts.find((c) => c.uuid === demoIds.ainoRightOfOccupancyContract)
    expect(roo).toMatchObject({
      contractType: 'right_of_occupancy',
      postalAddress: { city: 'Espoo' },
    })
  })

  it('shows the open termination request and the reason termination is blocked', async () => {
    const response = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}`,
      cookie: cookies.aino,
    })
    const contract = api.contract.response.parse(response.json())
    expect(contract.terminationRequest?.status).toBe('pending_tenant_approval')
    expect(contract.terminationDisallowedReason).toBe('pending_termination_tenant_approvals')
  })

  it('answers an empty list for a user without contracts', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, confirmed)
       SELECT 'no.contracts@example.com', password_hash, 'Nelli', 'Sopimukseton', true
         FROM users WHERE email = 'mikko.korhonen@example.com'`,
    )
    const resident = await login(t.app, 'no.contracts@example.com')
    const response = await call(t.app, { url: '/api/contracts', cookie: resident })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })
})

describe('GET /api/contracts/:contractUuid', () => {
  it('answers one contract', async () => {
    const response = await call(t.app, {
      url: `/api/contracts/${demoIds.mikkoContract}`,
      cookie: cookies.mikko,
    })
    expect(response.statusCode).toBe(200)
    expect(api.contract.response.parse(response.json()).uuid).toBe(demoIds.mikkoContract)
  })

  it('answers 404 for an unknown or malformed contract id', async () => {
    for (const id of ['a5a50000-0005-4000-8000-00000000ffff', 'not-a-uuid', '1']) {
      const response = await call(t.app, { url: `/api/contracts/${id}`, cookie: cookies.aino })
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
  })
})

describe('membership', () => {
  it("answers 404 NOT_FOUND on every contract-scoped route when Mikko reads Aino's contract", async () => {
    const scoped = t.app.routeTable.filter(
      (route) => route.membershipChecked && route.method === 'GET',
    )
    expect(scoped.length).toBeGreaterThanOrEqual(8)
    const documentGroups = api.documents.response.parse(
      (
        await call(t.app, {
          url: `/api/contracts/${demoIds.ainoRentalContract}/documents`,
          cookie: cookies.aino,
        })
      ).json(),
    )
    const documentUuid = documentGroups[0]?.documents[0]?.uuid ?? ''
    for (const route of scoped) {
      const url = fillPath(
        route.url,
        {
          contractUuid: demoIds.ainoRentalContract,
          bulletinUuid: demoIds.elevatorBulletin,
          attachmentUuid: demoIds.elevatorBulletinAttachment,
          defectNoticeUuid: demoIds.inProgressDefectNotice,
          documentUuid,
          // Aino's demo feedback and question (seed kind 31 = 0x1f).
          feedbackQuestionNoticeUuid: route.url.includes('/questions/')
            ? 'a5a50000-001f-4000-8000-000000000002'
            : 'a5a50000-001f-4000-8000-000000000001',
        },
        'a5a50000-0000-4000-8000-000000000000',
      )
      const response = await call(t.app, { url, cookie: cookies.mikko })
      expect(response.statusCode, route.url).toBe(404)
      expect(response.json(), route.url).toEqual({ error: 'NOT_FOUND' })
      // Signed downloads (files, demo files) need their signature too: 404 without it.
      if (/\/(demo-)?files\//.test(route.url)) continue
      // Messages are off here (MESSAGING defaults to false): 404 for everyone; messages.test.ts
      // reads the unread count with messaging on.
      if (route.url.endsWith('/message-unread-count')) continue
      const own = await call(t.app, { url, cookie: cookies.aino })
      expect(own.statusCode, `Aino ${route.url}`).toBe(200)
    }
  })
})

describe('GET /api/contracts/:contractUuid/tenants', () => {
  it('lists the persons on the contract, contract parties first', async () => {
    const response = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/tenants`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    const tenants = api.tenants.response.parse(response.json())
    const ids = tenants.map((tenant) => tenant.id)
    expect(ids).toEqual(
      expect.arrayContaining([demoIds.ainoRentalTenant, demoIds.anttiRentalTenant]),
    )
    const parties = tenants.map((tenant) => tenant.isContractParty)
    expect(parties).toEqual([...parties].sort((a, b) => Number(b) - Number(a)))
    const own = tenants.find((tenant) => tenant.id === demoIds.ainoRentalTenant)
    expect(own).toMatchObject({ tenantType: 'person', firstName: 'Aino', hasResidentUser: true })
  })
})

describe('GET /api/contracts/:contractUuid/contacts', () => {
  it("lists the building's contacts of every category", async () => {
    const response = await call(t.app, {
      url: `/api/contracts/${demoIds.ainoRentalContract}/contacts`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    const contacts = api.contacts.response.parse(response.json())
    const categories = new Set(contacts.map((contact) => contact.contactCategory))
    expect(categories).toEqual(
      new Set([
        'property_maintenance',
        'customer_service',
        'property_management',
        'sales_representative',
        'resident_committee',
        'other',
      ]),
    )
    expect(
      contacts.some((c) => c.contactCategory === 'resident_committee' && c.residentCommitteeRole),
    ).toBe(true)
  })
})
