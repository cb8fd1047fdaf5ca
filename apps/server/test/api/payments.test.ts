/**
 * Payment calls (spec 02 §1 Payments, §7; spec 01 §6): bank accounts by category, payments by
 * month, remittances and the invoice address, only for a contract party or payer and only with
 * the paymentInfo flag; another resident's contract is 404.
 */
import { api } from '@asukas/contract'
import { describe, expect, it } from 'vitest'
import { demoIds } from '../../src/seed/demo.ts'
import { AINO, MIKKO, appOn, call, impersonationCookie, login, STAFF } from '../helpers/app.ts'
import { useLogins, useTestApp } from '../helpers/lifecycle.ts'

const ANTTI = 'antti.nieminen@example.com'
const t = useTestApp()
const cookies = useLogins(t, { aino: AINO, antti: ANTTI, mikko: MIKKO })
const rental = `/api/contracts/${demoIds.ainoRentalContract}`
const roo = `/api/contracts/${demoIds.ainoRightOfOccupancyContract}`
const mikko = `/api/contracts/${demoIds.mikkoContract}`
const paths = ['invoice-address', 'payments-by-month', 'remittances', 'payment-categories']

describe('payment information', () => {
  it('lists bank accounts by payment category of the contract’s property', async () => {
    const response = await call(t.app, {
      url: `${rental}/payment-categories`,
      cookie: cookies.aino,
    })
    expect(response.statusCode).toBe(200)
    const categories = api.paymentCategories.response.parse(response.json())
    expect(categories.map((c) => c.category)).toEqual([
      'rent',
      'security_deposit',
      'charges_for_utilities',
    ])
    expect(categories[0]?.bankAccounts).toEqual([
      { iban: 'FI2112345600000785', bic: expect.any(String), bankName: expect.any(String) },
      { iban: 'FI0250004640001302', bic: expect.any(String), bankName: expect.any(String) },
    ])
  })

  it('answers an unknown category as UNKNOWN', async () => {
    await t.db.query(
      `ALTER TABLE payment_categories DROP CONSTRAINT payment_categories_category_check`,
    )
    await t.db.query(
      `INSERT INTO payment_categories (real_property_id, category, sort_order) VALUES ($1, 'parking_fee', 99)`,
      [demoIds.kallioRealProperty],
    )
    const response = await call(t.app, {
      url: `${rental}/payment-categories`,
      cookie: cookies.aino,
    })
    const categories = api.paymentCategories.response.parse(response.json())
    expect(categories.at(-1)).toEqual({ category: 'UNKNOWN', bankAccounts: [] })
    await t.db.query(`DELETE FROM payment_categories WHERE category = 'parking_fee'`)
  })

  it('lists months newest first with the difference and targets', async () => {
    const response = await call(t.app, { url: `${rental}/payments-by-month`, cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const months = api.paymentsByMonth.response.parse(response.json())
    expect(months).toHaveLength(7)
    // Next month (seed/demo-property.ts): due, nothing paid yet.
    expect(months[0]?.difference).toBe(0)
    const ym = months.map((m) => m.yearMonth)
    expect(ym).toEqual([...ym].sort().reverse())
    expect(months[2]?.difference).toBe(-152.4)
    expect(months[0]?.paymentsByTarget.map((p) => [p.nameOnBill, p.expected])).toEqual([
      ['Vesimaksu', 48],
      ['Vuokra', 890],
    ])
    const roos = api.paymentsByMonth.response.parse(
      (await call(t.app, { url: `${roo}/payments-by-month`, cookie: cookies.aino })).json(),
    )
    expect(roos[3]?.difference).toBe(20)
    expect(roos[0]?.paymentsByTarget.find((p) => p.nameOnBill === 'Käyttövastike')?.expected).toBe(
      720.5,
    )
  })

  it('lists remittances newest first with payer, date and amount', async () => {
    const response = await call(t.app, { url: `${rental}/remittances`, cookie: cookies.aino })
    expect(response.statusCode).toBe(200)
    const list = api.remittances.response.parse(response.json())
    expect(list.length).toBeGreaterThanOrEqual(5)
    const dates = list.map((r) => r.paidDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(list[0]).toMatchObject({
      nameOfPayer: 'VIRTANEN AINO',
      referenceNumber: expect.any(String),
    })
    expect(list.some((r) => r.amount === 938 - 152.4)).toBe(true)
  })

  it('answers the invoice address of each kind', async () => {
    const contractAddress = api.invoiceAddress.response.parse(
      (await call(t.app, { url: `${rental}/invoice-address`, cookie: cookies.aino })).json(),
    )
    expect(contractAddress).toMatchObject({
      selectedInvoiceType: 'contract_address',
      electronicInvoiceAddress: null,
      postalInvoiceAddress: null,
    })
    expect(contractAddress.contractAddress).toMatch(/\d{5} Helsinki$/)
    const postal = api.invoiceAddress.response.parse(
      (await call(t.app, { url: `${roo}/invoice-address`, cookie: cookies.aino })).json(),
    )
    expect(postal.selectedInvoiceType).toBe('postal_invoice_address')
    expect(postal.postalInvoiceAddress).toMatchObject({ postalCode: '00500', countryCode: 'FI' })
    const electronic = api.invoiceAddress.response.parse(
      (await call(t.app, { url: `${mikko}/invoice-address`, cookie: cookies.mikko })).json(),
    )
    expect(electronic.selectedInvoiceType).toBe('corporate_electronic')
    expect(electronic.electronicInvoiceAddress).toMatchObject({ companyName: 'OP Osuuskunta' })
  })

  it('answers the contract address when no invoice address is stored', async () => {
    await t.db.query(`DELETE FROM invoice_addresses WHERE contract_id = $1`, [
      demoIds.ainoRentalContract,
    ])
    const body = api.invoiceAddress.response.parse(
      (await call(t.app, { url: `${rental}/invoice-address`, cookie: cookies.aino })).json(),
    )
    expect(body.selectedInvoiceType).toBe('contract_address')
    expect(body.selectedPostalAddressType).toBe('contract_address')
  })
})

describe('who sees payments', () => {
  it('is 404 on another resident’s contract and on a malformed id', async () => {
    for (const path of paths) {
      for (const url of [`${mikko}/${path}`, `/api/contracts/nope/${path}`]) {
        const response = await call(t.app, { url, cookie: cookies.aino })
        expect(response.statusCode, url).toBe(404)
        expect(response.json()).toEqual({ error: 'NOT_FOUND' })
      }
    }
  })

  it('is 401 without a session', async () => {
    const response = await call(t.app, { url: `${rental}/remittances` })
    expect(response.statusCode).toBe(401)
  })

  it('shows a contract party who is not a payer, hides a tenant who is neither', async () => {
    for (const path of paths) {
      const response = await call(t.app, { url: `${rental}/${path}`, cookie: cookies.antti })
      expect(response.statusCode, path).toBe(200)
    }
    await t.db.query(`UPDATE tenants SET is_contract_party = false WHERE id = $1`, [
      demoIds.anttiRentalTenant,
    ])
    for (const path of paths) {
      const response = await call(t.app, { url: `${rental}/${path}`, cookie: cookies.antti })
      expect(response.statusCode, path).toBe(404)
      expect(response.json()).toEqual({ error: 'NOT_FOUND' })
    }
    await t.db.query(`UPDATE tenants SET is_payer = true WHERE id = $1`, [
      demoIds.anttiRentalTenant,
    ])
    const payer = await call(t.app, { url: `${rental}/remittances`, cookie: cookies.antti })
    expect(payer.statusCode).toBe(200)
    await t.db.query(
      `UPDATE tenants SET is_contract_party = true, is_payer = false WHERE id = $1`,
      [demoIds.anttiRentalTenant],
    )
  })

  it('is 404 for everyone with the paymentInfo flag off', async () => {
    const app = await appOn(t.db, { FEATURE_PAYMENT_INFO: 'false' })
    try {
      const cookie = await login(app, AINO)
      for (const path of paths) {
        const response = await call(app, { url: `${rental}/${path}`, cookie })
        expect(response.statusCode, path).toBe(404)
      }
    } finally {
      await app.close()
    }
  })

  it('lets an impersonating staff member read', async () => {
    const cookie = await impersonationCookie(t.db, STAFF, AINO)
    const response = await call(t.app, { url: `${rental}/payments-by-month`, cookie })
    expect(response.statusCode).toBe(200)
  })
})
