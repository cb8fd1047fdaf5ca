/**
 * How own information names the invoicing of a contract (spec 01 §2 "paper invoice or e-invoice
 * status (from the invoice address)"; spec 02 §1 Invoice address).
 */
import type { InvoiceAddress } from '@asukas/contract'

/** The invoice type shown: `electronic` for a corporate e-invoice, else `paper`. */
export type InvoiceKind = 'paper' | 'electronic'

/** What own information shows of an invoice address. */
export interface InvoiceSummary {
  kind: InvoiceKind
  /**
   * Where the invoices go, one line: the e-invoice address (`identifier, intermediator`), the
   * other postal address (`name, street, postal code city`), or the apartment's address.
   */
  address: string
}

/**
 * The summary of `invoice`: `selectedInvoiceType` `corporate_electronic` is an e-invoice (to the
 * e-invoice address when there is one), the others paper invoices (to the other postal address
 * for `postal_invoice_address` when there is one, else to the contract's address).
 */
export function invoiceSummary(invoice: InvoiceAddress): InvoiceSummary {
  const { selectedInvoiceType, electronicInvoiceAddress, postalInvoiceAddress } = invoice
  if (selectedInvoiceType === 'corporate_electronic') {
    const address = electronicInvoiceAddress
      ? [electronicInvoiceAddress.identifier, electronicInvoiceAddress.intermediator]
          .filter((part) => part.trim() !== '')
          .join(', ')
      : invoice.contractAddress
    return { kind: 'electronic', address }
  }
  if (selectedInvoiceType === 'postal_invoice_address' && postalInvoiceAddress) {
    const p = postalInvoiceAddress
    const street = [p.streetAddressLine1, p.streetAddressLine2 ?? ''].filter((s) => s.trim() !== '')
    const address = [p.invoiceRecipientName, ...street, `${p.postalCode} ${p.city}`.trim()]
      .filter((part) => part.trim() !== '')
      .join(', ')
    return { kind: 'paper', address }
  }
  return { kind: 'paper', address: invoice.contractAddress }
}
