/**
 * Staff accounts for administrators (issue 14; issue 23 item 3): `GET /api/staff/accounts`, and
 * per account the roles and properties, resetting the second factor and unlocking. Each route is
 * wrapped by the staff route guard with the `accounts` capability (403 STAFF_ROLE_REQUIRED before
 * the body is read); each answers the whole list. See `accounts.ts`.
 */
import { api } from '@asukas/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../platform/deps.ts'
import { routeFor } from '../../platform/http.ts'
import { listAccounts, resetSecondFactor, unlockAccount, updateAccount } from './accounts.ts'
import { staffRouteGuard } from './guard.ts'

/** Registers the staff account routes. */
export const staffAccountRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const staff = { access: 'staff' } as const
  const { actorOf, withCapability } = staffRouteGuard(db)

  app.route(
    withCapability(
      'accounts',
      routeFor(api.staffAccounts, async () => listAccounts(db), staff),
    ),
  )
  app.route(
    withCapability(
      'accounts',
      routeFor(
        api.staffUpdateAccount,
        async (request) =>
          updateAccount(db, actorOf(request), request.params.id, request.body, request.ip),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'accounts',
      routeFor(
        api.staffResetSecondFactor,
        async (request) => resetSecondFactor(db, actorOf(request), request.params.id, request.ip),
        staff,
      ),
    ),
  )
  app.route(
    withCapability(
      'accounts',
      routeFor(
        api.staffUnlockAccount,
        async (request) => unlockAccount(db, actorOf(request), request.params.id, request.ip),
        staff,
      ),
    ),
  )
}
