/**
 * Payments of a contract (spec 02 §1 Payments; spec 01 §2 Payments, §6): bank accounts by payment
 * category, payments by month with their targets, received payments, and the invoice address.
 *
 * Who sees them: only a contract party or a payer of the contract, and only with the
 * `paymentInfo` flag on (spec 01 §6 "Payment links and tiles are visible only to a contract
 * party or payer, and only when paymentInfo is on"). Anyone else gets 404 NOT_FOUND, the same
 * answer as for another resident's contract, so the calls reveal nothing.
 */
import type {
  InvoiceAddress,
  InvoiceType,
  PaymentCategoryAccounts,
  PaymentsByMonth,
  Remittance,
} from '@asukas/contract'
import { canSeePayments, paymentCategoryOrUnknown, type TenantPermissionRole } from '@asukas/domain'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import * as repo from './repository.ts'

/**
 * Refuses the payment calls unless the resident is a contract party or payer of the contract
 * and the `paymentInfo` flag is on.
 *
 * @throws ApiError 404 NOT_FOUND otherwise.
 */
export async function assertPaymentAccess(
  db: Queryable,
  access: ContractAccess,
  paymentInfo: boolean,
): Promise<void> {
  if (!paymentInfo) throw notFound()
  const row = await repo.findPaymentRoles(db, access.tenantId)
  const tenantRoles: TenantPermissionRole[] = []
  if (row?.is_contract_party) tenantRoles.push('contractParty')
  if (row?.is_payer) tenantRoles.push('payer')
  if (!canSeePayments({ tenantRoles, paymentInfo })) throw notFound()
}

/** Bank accounts of the contract's real property by payment category (unknown: `UNKNOWN`). */
export async function paymentCategories(
  db: Queryable,
  access: ContractAccess,
): Promise<PaymentCategoryAccounts[]> {
  const rows = await repo.listPaymentCategories(db, access.realPropertyId)
  return rows.map((row) => ({
    category: paymentCategoryOrUnknown(row.category),
    bankAccounts: row.bank_accounts,
  }))
}

/** Payments by month (`YYYY-MM`), newest first; `difference` in euros (negative: arrear). */
export async function paymentsByMonth(
  db: Queryable,
  access: ContractAccess,
): Promise<PaymentsByMonth[]> {
  const rows = await repo.listPaymentsByMonth(db, access.contractUuid)
  return rows.map((row) => ({
    yearMonth: row.year_month,
    difference: Number(row.difference),
    paymentsByTarget: row.targets.map((t) => ({ ...t, expected: Number(t.expected) })),
  }))
}

/** Received payments, newest first. */
export async function remittances(db: Queryable, access: ContractAccess): Promise<Remittance[]> {
  const rows = await repo.listRemittances(db, access.contractUuid)
  return rows.map((row) => ({
    nameOfPayer: row.name_of_payer,
    paidDate: row.paid_date,
    amount: Number(row.amount),
    dueDate: row.due_date,
    beneficiary: row.beneficiary,
    referenceNumber: row.reference_number,
  }))
}

/**
 * The contract's invoice address (spec 02 §1 Invoice address). `contractAddress` is the
 * apartment's postal address on one line. Without a stored row the invoices go to the contract
 * address (`contract_address`, no other addresses).
 *
 * @throws ApiError 404 NOT_FOUND when the contract is gone (a race with its deletion).
 */
export async function invoiceAddress(
  db: Queryable,
  access: ContractAccess,
): Promise<InvoiceAddress> {
  const row = await repo.findInvoiceAddress(db, access.contractUuid)
  if (!row) throw notFound()
  const contractAddress = [
    row.street_address_line1,
    row.street_address_line2 ?? '',
    `${row.postal_code} ${row.city}`,
  ]
    .filter((part) => part.trim() !== '')
    .join(', ')
  const electronic =
    row.electronic_identifier !== null && row.invoice_id !== null
      ? {
          id: row.invoice_id,
          businessIdentityCode: row.electronic_business_identity_code,
          companyName: row.electronic_company_name,
          identifier: row.electronic_identifier,
          intermediator: row.electronic_intermediator ?? '',
        }
      : null
  const postal =
    row.postal_street_address_line1 !== null && row.invoice_id !== null
      ? {
          id: row.invoice_id,
          invoiceRecipientName: row.postal_invoice_recipient_name ?? '',
          streetAddressLine1: row.postal_street_address_line1,
          streetAddressLine2: row.postal_street_address_line2,
          postalCode: row.postal_postal_code ?? '',
          city: row.postal_city ?? '',
          countryCode: row.postal_country_code ?? 'FI',
          countryName: row.postal_country_name ?? '',
        }
      : null
  return {
    contractAddress,
    electronicInvoiceAddress: electronic,
    postalInvoiceAddress: postal,
    selectedInvoiceType: (row.selected_invoice_type ?? 'contract_address') as InvoiceType,
    selectedPostalAddressType: (row.selected_postal_address_type ??
      'contract_address') as InvoiceType,
  }
}
