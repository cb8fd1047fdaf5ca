/**
 * Payment calls (spec 02 §7 invoice address, payments-by-month, remittances,
 * payment-categories, beneficiaries). Only for a contract party or payer and only with the
 * paymentInfo flag; otherwise 404 NOT_FOUND (spec 02 §1 Payments).
 */
import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { contractParamsSchema } from '../entities/common.ts'
import {
  invoiceAddressSchema,
  paymentCategoryAccountsSchema,
  paymentsByMonthSchema,
  remittanceSchema,
} from '../entities/payments.ts'
import { beneficiarySchema } from '../entities/termination.ts'

/** GET /api/contracts/:contractUuid/invoice-address: where the contract's invoices go. */
export const invoiceAddress = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/invoice-address',
  params: contractParamsSchema,
  response: invoiceAddressSchema,
  summary: 'Invoice address of the contract',
  tag: 'payments',
  errors: [],
})

/** GET /api/contracts/:contractUuid/payments-by-month: months newest first. */
export const paymentsByMonth = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/payments-by-month',
  params: contractParamsSchema,
  response: z.array(paymentsByMonthSchema),
  summary: 'Payments by month',
  tag: 'payments',
  errors: [],
})

/** GET /api/contracts/:contractUuid/remittances: received payments, newest first. */
export const remittances = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/remittances',
  params: contractParamsSchema,
  response: z.array(remittanceSchema),
  summary: 'Received payments',
  tag: 'payments',
  errors: [],
})

/** GET /api/contracts/:contractUuid/payment-categories: bank accounts per payment category. */
export const paymentCategories = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/payment-categories',
  params: contractParamsSchema,
  response: z.array(paymentCategoryAccountsSchema),
  summary: 'Bank accounts by payment category',
  tag: 'payments',
  errors: [],
})

/**
 * GET /api/contracts/:contractUuid/beneficiaries: stored deposit refund beneficiaries, which the
 * termination form starts from (served by the contract-requests feature, for a contract party or
 * payer whatever the paymentInfo flag; others 404).
 */
export const beneficiaries = defineEndpoint({
  method: 'GET',
  path: '/api/contracts/:contractUuid/beneficiaries',
  params: contractParamsSchema,
  response: z.array(beneficiarySchema),
  summary: 'Deposit refund beneficiaries',
  tag: 'payments',
  errors: [],
})
