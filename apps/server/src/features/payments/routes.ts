/**
 * Routes of the payments feature (spec 02 §7): invoice address, payments by month, remittances
 * and payment categories. Each first checks the payment visibility rule (`assertPaymentAccess`).
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import * as service from './service.ts'

/** Registers GET …/invoice-address, …/payments-by-month, …/remittances, …/payment-categories. */
export const paymentRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const paymentInfo = config.featureFlags.paymentInfo
  app.route(
    routeFor(api.invoiceAddress, async (request) => {
      await service.assertPaymentAccess(db, request.contract, paymentInfo)
      return service.invoiceAddress(db, request.contract)
    }),
  )
  app.route(
    routeFor(api.paymentsByMonth, async (request) => {
      await service.assertPaymentAccess(db, request.contract, paymentInfo)
      return service.paymentsByMonth(db, request.contract)
    }),
  )
  app.route(
    routeFor(api.remittances, async (request) => {
      await service.assertPaymentAccess(db, request.contract, paymentInfo)
      return service.remittances(db, request.contract)
    }),
  )
  app.route(
    routeFor(api.paymentCategories, async (request) => {
      await service.assertPaymentAccess(db, request.contract, paymentInfo)
      return service.paymentCategories(db, request.contract)
    }),
  )
}
