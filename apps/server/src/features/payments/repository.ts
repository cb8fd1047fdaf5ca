/** Database access of the payments feature (spec 02 §1 Payments, Invoice address). */
import type { Queryable } from '../../platform/db/db.ts'

/** The resident's payment roles on their tenancy of the contract. */
export interface PaymentRoleRow {
  is_contract_party: boolean
  is_payer: boolean
}

/** Contract party and payer flags of tenant row `tenantId`, or null when it is gone. */
export async function findPaymentRoles(
  db: Queryable,
  tenantId: string,
): Promise<PaymentRoleRow | null> {
  const rows = await db.query<PaymentRoleRow>(
    `SELECT is_contract_party, is_payer FROM tenants WHERE id = $1`,
    [tenantId],
    { name: 'payments.roles' },
  )
  return rows[0] ?? null
}

/** A payment category of the real property with its accounts in the staff's order. */
export interface CategoryRow {
  category: string
  bank_accounts: { iban: string; bic: string; bankName: string }[]
}

/** Payment categories of a real property, each with its bank accounts; one query. */
export async function listPaymentCategories(
  db: Queryable,
  realPropertyId: string,
): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    `SELECT pc.category,
            coalesce((SELECT json_agg(json_build_object('iban', ba.iban, 'bic', ba.bic,
                                                        'bankName', ba.bank_name)
                                      ORDER BY ba.sort_order, ba.iban)
                        FROM bank_accounts ba WHERE ba.payment_category_id = pc.id),
                     '[]'::json) AS bank_accounts
       FROM payment_categories pc
      WHERE pc.real_property_id = $1
      ORDER BY pc.sort_order, pc.category`,
    [realPropertyId],
    { name: 'payments.categories' },
  )
}

/** One month of a contract with its billed targets (by due date). */
export interface MonthRow {
  year_month: string
  difference: number
  targets: { targetId: string; nameOnBill: string; dueDate: string; expected: number }[]
}

/** The contract's months, newest first, each with its targets; one query. */
export async function listPaymentsByMonth(db: Queryable, contractId: string): Promise<MonthRow[]> {
  return db.query<MonthRow>(
    `SELECT m.year_month, m.difference,
            coalesce((SELECT json_agg(json_build_object('targetId', t.id, 'nameOnBill',
                                                        t.name_on_bill, 'dueDate', t.due_date,
                                                        'expected', t.expected)
                                      ORDER BY t.due_date, t.name_on_bill)
                        FROM payment_targets t WHERE t.payments_by_month_id = m.id),
                     '[]'::json) AS targets
       FROM payments_by_month m
      WHERE m.contract_id = $1
      ORDER BY m.year_month DESC`,
    [contractId],
    { name: 'payments.months' },
  )
}

/** A received payment. */
export interface RemittanceRow {
  name_of_payer: string
  paid_date: string
  amount: number
  due_date: string | null
  beneficiary: string | null
  reference_number: string | null
}

/** The contract's received payments, newest first. */
export async function listRemittances(db: Queryable, contractId: string): Promise<RemittanceRow[]> {
  return db.query<RemittanceRow>(
    `SELECT name_of_payer, paid_date, amount, due_date, beneficiary, reference_number
       FROM remittances
      WHERE contract_id = $1
      ORDER BY paid_date DESC, id`,
    [contractId],
    { name: 'payments.remittances' },
  )
}

/** The invoice address row of a contract joined with the apartment's postal address. */
export interface InvoiceAddressRow {
  street_address_line1: string
  street_address_line2: string | null
  postal_code: string
  city: string
  invoice_id: string | null
  selected_invoice_type: string | null
  selected_postal_address_type: string | null
  electronic_business_identity_code: string | null
  electronic_company_name: string | null
  electronic_identifier: string | null
  electronic_intermediator: string | null
  postal_invoice_recipient_name: string | null
  postal_street_address_line1: string | null
  postal_street_address_line2: string | null
  postal_postal_code: string | null
  postal_city: string | null
  postal_country_code: string | null
  postal_country_name: string | null
}

/** The apartment address of the contract and its invoice address row (if any). */
export async function findInvoiceAddress(
  db: Queryable,
  contractId: string,
): Promise<InvoiceAddressRow | null> {
  const rows = await db.query<InvoiceAddressRow>(
    `SELECT a.street_address_line1, a.street_address_line2, a.postal_code, a.city,
            ia.id AS invoice_id, ia.selected_invoice_type, ia.selected_postal_address_type,
            ia.electronic_business_identity_code, ia.electronic_company_name,
            ia.electronic_identifier, ia.electronic_intermediator,
            ia.postal_invoice_recipient_name, ia.postal_street_address_line1,
            ia.postal_street_address_line2, ia.postal_postal_code, ia.postal_city,
            ia.postal_country_code, ia.postal_country_name
       FROM contracts c
       JOIN apartments a ON a.id = c.apartment_id
       LEFT JOIN invoice_addresses ia ON ia.contract_id = c.id
      WHERE c.id = $1`,
    [contractId],
  )
  return rows[0] ?? null
}
