/**
 * Where the contract switcher goes (issue 10 finding 13: switching contract jumped to the front
 * page): the same screen of the other contract. The current path's contract id is replaced; an
 * item of the old contract (a uuid segment after it, e.g. a bulletin or a fault report) is
 * dropped, so the switch lands on that screen's list. A path without the contract id (not a
 * contract screen) goes to the new contract's front page.
 */
import { routes } from '@asukas/contract'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The path of the screen at `pathname` for contract `toId` (was `fromId`). */
export function switchContractPath(pathname: string, fromId: string, toId: string): string {
  const segments = pathname.split('/')
  const index = segments.indexOf(fromId)
  if (index < 0 || fromId === '') return routes.frontPage(toId)
  const rest = segments.slice(index + 1)
  const item = rest.findIndex((segment) => uuidPattern.test(segment))
  const kept = item < 0 ? rest : rest.slice(0, item)
  return [...segments.slice(0, index), toId, ...kept].join('/').replace(/\/$/, '')
}
