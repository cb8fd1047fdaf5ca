/**
 * Payments and invoicing (spec 02 §1 Payments; spec 01 §3 Payments, Invoice address). Amounts
 * are euros as JSON numbers with at most two decimals.
 */
import { z } from 'zod'
import { paymentCategories } from '@asukas/domain'
import { wireDateSchema } from './common.ts'

/** A year and month, `YYYY-MM`. */
export const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)

/** One billed target of a month (spec 02 §1): expected euros due on `dueDate`. */
export const paymentTargetSchema = z.object({
  targetId: z.string(),
  nameOnBill: z.string(),
  dueDate: wireDateSchema,
  expected: z.number(),
})
/** One billed target. */
export type PaymentTarget = z.infer<typeof paymentTargetSchema>

/**
 * Payments of one month (spec 02 §1). `difference` in euros: negative is an arrear, positive an
 * advance, zero neutral.
 */
export const paymentsByMonthSchema = z.object({
  yearMonth: yearMonthSchema,
  difference: z.number(),
  paymentsByTarget: z.array(paymentTargetSchema),
})
/** Payments of one month. */
export type PaymentsByMonth = z.infer<typeof paymentsByMonthSchema>

/**
 * A received payment (spec 01 §3 remittance): payer, date paid and euros; also the due date,
 * beneficiary and reference number when known.
 */
export const remittanceSchema = z.object({
  nameOfPayer: z.string(),
  paidDate: wireDateSchema,
  amount: z.number(),
  dueDate: wireDateSchema.nullable(),
  beneficiary: z.string().nullable(),
  referenceNumber: z.string().nullable(),
})
/** A received payment. */
export type Remittance = z.infer<typeof remittanceSchema>

/**
 * Schema of a payment category (`paymentCategories` of `@asukas/domain`, spec 02 §1); the web
 * app displays an unknown one as UNKNOWN.
 */
export const paymentCategorySchema = z.enum(paymentCategories)

/** A bank account to pay to (spec 02 §1). */
export const bankAccountSchema = z.object({
  iban: z.string(),
  bic: z.string(),
  bankName: z.string(),
})
/** A bank account. */
export type BankAccount = z.infer<typeof bankAccountSchema>

/**
 * The bank accounts of one payment category (spec 02 §1). A category the server does not know
 * (a newer value of the source system) is sent as `UNKNOWN` (spec 02 §1 "An unknown category
 * gives UNKNOWN"), never as a value the client cannot parse.
 */
export const paymentCategoryAccountsSchema = z.object({
  category: z.union([paymentCategorySchema, z.literal('UNKNOWN')]),
  bankAccounts: z.array(bankAccountSchema),
})
/** The bank accounts of one payment category. */
export type PaymentCategoryAccounts = z.infer<typeof paymentCategoryAccountsSchema>

/** Invoice delivery types (spec 02 §1 selectedInvoiceType / selectedPostalAddressType). */
export const invoiceTypes = [
  'contract_address',
  'corporate_electronic',
  'postal_invoice_address',
] as const
/** Schema of an invoice type. */
export const invoiceTypeSchema = z.enum(invoiceTypes)
/** An invoice type. */
export type InvoiceType = z.infer<typeof invoiceTypeSchema>

/** An e-invoice address (spec 02 §1 electronicInvoiceAddress). */
export const electronicInvoiceAddressSchema = z.object({
  id: z.string(),
  businessIdentityCode: z.string().nullable(),
  companyName: z.string().nullable(),
  identifier: z.string(),
  intermediator: z.string(),
})
/** An e-invoice address. */
export type ElectronicInvoiceAddress = z.infer<typeof electronicInvoiceAddressSchema>

/** A postal invoice address other than the contract's (spec 02 §1 postalInvoiceAddress). */
export const postalInvoiceAddressSchema = z.object({
  id: z.string(),
  invoiceRecipientName: z.string(),
  streetAddressLine1: z.string(),
  streetAddressLine2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
})
/** A postal invoice address. */
export type PostalInvoiceAddress = z.infer<typeof postalInvoiceAddressSchema>

/**
 * Where invoices of a contract go (spec 02 §1 Invoice address). `contractAddress` is the
 * apartment's address on one line; the other addresses are null when not set. Own information
 * shows paper invoice or e-invoice status from `selectedInvoiceType`.
 */
export const invoiceAddressSchema = z.object({
  contractAddress: z.string(),
  electronicInvoiceAddress: electronicInvoiceAddressSchema.nullable(),
  postalInvoiceAddress: postalInvoiceAddressSchema.nullable(),
  selectedInvoiceType: invoiceTypeSchema,
  selectedPostalAddressType: invoiceTypeSchema,
})
/** Where invoices of a contract go. */
export type InvoiceAddress = z.infer<typeof invoiceAddressSchema>
