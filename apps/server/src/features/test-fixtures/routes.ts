/**
 * Routes of the test-only fixtures API. `buildApp` registers them only when the server runs with
 * `ASUKAS_MODE=test`; in demo and production mode the paths do not exist (404 NOT_FOUND).
 * Public (the browser tests call them before logging in), hidden from the API documentation.
 *
 * - `POST /api/test-fixtures/residents`: body {@link residentBodySchema}; 201 with the ids, the
 *   login e-mail and the password of a new resident with the contracts asked for. Co-tenants
 *   with an identity code (temporary 900-999 codes only) can then register in the browser.
 * - `POST /api/test-fixtures/flow-contracts`: body {@link flowContractBodySchema}; 201 with a
 *   contract of the contract flows whose people have accounts (demo password) and identity codes
 *   for the test identity provider, and optional stored beneficiaries.
 * - `POST /api/test-fixtures/messages`: body {@link messageBodySchema}; 201 `{ threadId }`: a
 *   message from the housing provider to a resident (a new thread or the given one), with the
 *   message notification it raises (`deliverMessageToResident` of the messages feature).
 * - `POST /api/test-fixtures/reset`: removes every fixture resident; 200 `{ residents: n }`.
 */
import type { FastifyPluginAsync } from 'fastify'
import { notificationCategories } from '@asukas/contract'
import { z } from 'zod'
import type { AppDeps } from '../../platform/deps.ts'
import { parseId, requireId } from '../../platform/ids.ts'
import { deliverMessageToResident } from '../messages/index.ts'
import { createFixtureResident, createFlowContract, resetFixtures } from './service.ts'

const isoDate = z.iso.date()

/** One contract of a fixture resident; every field optional (an active rental by default). */
const contractSpecSchema = z.strictObject({
  type: z.enum(['rental', 'right_of_occupancy']).optional(),
  status: z.enum(['active', 'signed', 'terminated']).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.nullable().optional(),
  street: z.string().min(1).max(60).optional(),
  isEstateContract: z.boolean().optional(),
  hasGuardianOfInterests: z.boolean().optional(),
  coTenants: z
    .array(
      z.strictObject({
        firstName: z.string().min(1).max(60),
        lastName: z.string().min(1).max(60),
        isContractParty: z.boolean().optional(),
        personalIdentityCode: z
          .string()
          .regex(/^\d{6}[-+A-FU-Y]9\d{2}[0-9A-Y]$/)
          .optional(),
        birthDate: isoDate.optional(),
      }),
    )
    .max(5)
    .optional(),
  company: z
    .strictObject({ name: z.string().min(1).max(100), businessId: z.string().max(9) })
    .optional(),
  arrear: z.number().positive().max(100_000).optional(),
  notifications: z.array(z.enum(notificationCategories)).max(20).optional(),
})

/** The body of `POST /api/test-fixtures/residents`. */
export const residentBodySchema = z.strictObject({
  firstName: z.string().min(1).max(60).optional(),
  lastName: z.string().min(1).max(60).optional(),
  password: z.string().min(8).max(100).optional(),
  locale: z.enum(['fi', 'sv', 'en']).optional(),
  contracts: z.array(contractSpecSchema).min(1).max(5).optional(),
})

/** The body of `POST /api/test-fixtures/flow-contracts`. */
export const flowContractBodySchema = z.strictObject({
  contractType: z.enum(['rental', 'right_of_occupancy']).optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.nullable().optional(),
  people: z
    .array(
      z.strictObject({
        firstName: z.string().min(1).max(60),
        lastName: z.string().min(1).max(60),
        isContractParty: z.boolean().optional(),
        account: z.boolean().optional(),
        birthDate: isoDate.optional(),
        locale: z.enum(['fi', 'sv', 'en']).optional(),
      }),
    )
    .min(1)
    .max(5),
  beneficiaries: z
    .array(
      z.strictObject({
        beneficiaryName: z.string().min(1).max(100),
        iban: z.string().regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/),
        returnPercentage: z.number().int().min(0).max(100),
      }),
    )
    .max(4)
    .optional(),
})

/** A message from the housing provider to a resident on one of their contracts. */
const messageBodySchema = z.strictObject({
  contractId: z.uuid(),
  userId: z.uuid(),
  subject: z.string().min(1).max(200),
  htmlContent: z.string().min(1).max(10_000),
  threadId: z.uuid().nullable().optional(),
})

const routeConfig = { access: 'public' } as const

/** Registers the fixtures routes (call only in test mode). */
export const testFixtureRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  app.post(
    '/api/test-fixtures/residents',
    { config: routeConfig, schema: { hide: true, body: residentBodySchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof residentBodySchema>
      const resident = await createFixtureResident(db, body)
      return reply.code(201).send(resident)
    },
  )
  app.post(
    '/api/test-fixtures/flow-contracts',
    { config: routeConfig, schema: { hide: true, body: flowContractBodySchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof flowContractBodySchema>
      return reply.code(201).send(await createFlowContract(db, body))
    },
  )
  app.post(
    '/api/test-fixtures/messages',
    { config: routeConfig, schema: { hide: true, body: messageBodySchema } },
    async (request, reply) => {
      const body = request.body as z.infer<typeof messageBodySchema>
      const threadId = await deliverMessageToResident(
        { db, clock },
        {
          contractUuid: requireId('Contract', body.contractId),
          residentUserId: body.userId,
          subject: body.subject,
          htmlContent: body.htmlContent,
          threadUuid: parseId('MessageThread', body.threadId),
        },
      )
      return reply.code(201).send({ threadId })
    },
  )
  app.post('/api/test-fixtures/reset', { config: routeConfig, schema: { hide: true } }, async () =>
    resetFixtures(db),
  )
}
