/**
 * Routes of termination, modification, add tenant and the other parties' accept or reject
 * (spec 02 §7 confirm-operation/*, termination and modification request), and the
 * `confirm_operation` handler of the identity callback. Every write is refused for
 * impersonators by the one guard (IMPERSONATION_WRITE_ACCESS_DENIED); every route is
 * contract-scoped (another resident's contract is 404).
 */
import { api } from '@asukas/contract'
import { langs, terminationReasonLabels, terminationReasonOrUnknown } from '@asukas/domain'
import type { FastifyPluginAsync } from 'fastify'
import { z } from 'zod'
import { sessionCookieName } from '../../platform/auth/cookie.ts'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { bindIdentityState } from '../../platform/identity-callback.ts'
import { addTenants } from './add-tenant.ts'
import { initApproval } from './approval.ts'
import { confirmationIdentified } from './confirmation.ts'
import { initModification, latestModification } from './modification.ts'
import { terminationReceiptPdf } from './receipt.ts'
import * as repo from './repository.ts'
import { contractBeneficiaries, initTermination, latestTermination } from './termination.ts'

/** Path of the PDF receipt of the contract's latest termination request. */
export const terminationReceiptPath = '/api/contracts/:contractUuid/termination-request/receipt'

/** Registers the contract request routes and the confirmation callback handler. */
export const contractRequestRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { config, db } = deps
  const cookieName = sessionCookieName(config)

  deps.identityCallbacks.register('confirm_operation', async (outcome, request) =>
    confirmationIdentified(deps, outcome, request.cookies[cookieName]),
  )

  app.route(
    routeFor(api.terminationRequest, async (request) =>
      latestTermination(deps, request.user, request.contract),
    ),
  )
  app.route(
    routeFor(api.beneficiaries, async (request) => contractBeneficiaries(deps, request.contract)),
  )
  app.route(
    routeFor(api.modificationRequest, async (request) =>
      latestModification(deps, request.user, request.contract),
    ),
  )
  app.route(
    routeFor(api.createTermination, async (request, reply) => {
      const started = await initTermination(deps, request.user, request.contract, request.body)
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.approveTermination, async (request, reply) => {
      const started = await initApproval(
        deps,
        request.user,
        request.contract,
        'termination',
        request.body,
      )
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.createModification, async (request, reply) => {
      const started = await initModification(deps, request.user, request.contract, request.body)
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  app.route(
    routeFor(api.approveModification, async (request, reply) => {
      const started = await initApproval(
        deps,
        request.user,
        request.contract,
        'modification',
        request.body,
      )
      bindIdentityState(reply, config, started.state)
      return { link: started.link }
    }),
  )
  // The PDF receipt (binary, so not a JSON endpoint of the contract): same access and
  // membership check as every contract-scoped route.
  app.route({
    method: 'GET',
    url: terminationReceiptPath,
    schema: {
      params: z.object({ contractUuid: z.string() }),
      querystring: z.object({ lang: z.enum(langs).default('fi') }),
      summary: 'PDF receipt of the latest termination request, in the given language',
      tags: ['contract-requests'],
    },
    config: { access: 'user' },
    handler: async (request, reply) => {
      const { lang } = request.query as { lang: (typeof langs)[number] }
      const user = request.user
      const access = request.contract
      if (user === null || access === null) throw new Error('guards did not run')
      const termination = await latestTermination(deps, user, access)
      const facts = await repo.contractFacts(db, access.contractUuid)
      const address = facts
        ? `${facts.street_address_line1}, ${facts.postal_code} ${facts.city}`
        : ''
      const pdf = await terminationReceiptPdf(
        termination,
        address,
        terminationReasonLabels[lang][terminationReasonOrUnknown(termination.terminationReason)],
        lang,
      )
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="irtisanominen-${termination.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf))
    },
  })
  app.route(
    routeFor(api.addTenant, async (request) =>
      addTenants(deps, request.user, request.contract, request.body.operationData.tenants),
    ),
  )
}
