/**
 * `/` and authenticated paths without a contract id (spec 01 §2 access behaviour): a full-page
 * loader while the contracts load, then a redirect to the first contract's front page. No
 * contracts → the NO_ACTIVE_CONTRACTS page; a failed fetch → the ERROR_FETCHING_CONTRACTS page;
 * an anonymous user is sent to login by the query client's 401 handling.
 */
import { Navigate } from 'react-router'
import { routes } from '@asukas/contract'
import { useContracts } from '../shared/api/session-queries.ts'
import { FullPageLoader } from '../shared/ui/Loader.tsx'
import { ContractsErrorPage } from '../features/errors/ExceptionPage.tsx'
import { isSessionExpired } from './query-client.ts'
import { ExceptionLayout } from './layouts/ExceptionLayout.tsx'

/** Redirects to the first contract's front page. */
export function RootRedirect() {
  const contracts = useContracts()
  if (contracts.isError) {
    if (isSessionExpired(contracts.error)) return <FullPageLoader />
    return (
      <ExceptionLayout>
        <ContractsErrorPage code="ERROR_FETCHING_CONTRACTS" />
      </ExceptionLayout>
    )
  }
  if (!contracts.data) return <FullPageLoader />
  const first = contracts.data[0]
  if (!first) {
    return (
      <ExceptionLayout>
        <ContractsErrorPage code="NO_ACTIVE_CONTRACTS" />
      </ExceptionLayout>
    )
  }
  return <Navigate to={routes.frontPage(first.uuid)} replace />
}
