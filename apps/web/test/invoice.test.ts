import { describe, expect, it } from 'vitest'
import type { InvoiceAddress } from '@asukas/contract'
import { invoiceSummary } from '../src/features/own-info/invoice.ts'

const base: InvoiceAddress = {
  contractAddress: 'Kotikatu 3 A 12, 00100 Helsinki',
  electronicInvoiceAddress: null,
  postalInvoiceAddress: null,
  selectedInvoiceType: 'contract_address',
  selectedPostalAddressType: 'contract_address',
}

describe('invoice type on own information (spec 01 §2, spec 02 §1 Invoice address)', () => {
  it('is a paper invoice to the apartment by default', () => {
    expect(invoiceSummary(base)).toEqual({
      kind: 'paper',
      address: 'Kotikatu 3 A 12, 00100 Helsinki',
    })
  })

  it('is an e-invoice for corporate_electronic, to the e-invoice address', () => {
    expect(
      invoiceSummary({
        ...base,
        selectedInvoiceType: 'corporate_electronic',
        electronicInvoiceAddress: {
          id: 'e1',
          businessIdentityCode: '1234567-8',
          companyName: 'Yritys Oy',
          identifier: '003712345678',
          intermediator: 'BAWCFI22',
        },
      }),
    ).toEqual({ kind: 'electronic', address: '003712345678, BAWCFI22' })
  })

  it('is a paper invoice to the other postal address when that is chosen', () => {
    expect(
      invoiceSummary({
        ...base,
        selectedInvoiceType: 'postal_invoice_address',
        postalInvoiceAddress: {
          id: 'p1',
          invoiceRecipientName: 'Aino Virtanen',
          streetAddressLine1: 'Postikatu 1',
          streetAddressLine2: null,
          postalCode: '00200',
          city: 'Helsinki',
          countryCode: 'FI',
          countryName: 'Suomi',
        },
      }),
    ).toEqual({ kind: 'paper', address: 'Aino Virtanen, Postikatu 1, 00200 Helsinki' })
  })

  it('falls back to the apartment when the chosen address is missing', () => {
    expect(invoiceSummary({ ...base, selectedInvoiceType: 'postal_invoice_address' }).address).toBe(
      base.contractAddress,
    )
    expect(invoiceSummary({ ...base, selectedInvoiceType: 'corporate_electronic' })).toEqual({
      kind: 'electronic',
      address: base.contractAddress,
    })
  })
})
