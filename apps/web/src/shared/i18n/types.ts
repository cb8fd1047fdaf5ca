/**
 * Shapes used inside the translation files that are more than plain strings.
 */
import type { routes } from '@asukas/contract'

type Routes = typeof routes

/** Names of the screens whose path is built from the contract id alone (`routes.x(contractId)`). */
export type ContractScreen = {
  [K in keyof Routes]: Routes[K] extends (contractId: string) => string ? K : never
}[keyof Routes]

/**
 * Where a configured front-page bulletin leads: an external page (opened in a new tab) or a
 * screen of the current contract, named by its key in the contract's `routes` builders.
 */
export type FrontPageBulletinLink =
  { kind: 'external'; href: string } | { kind: 'internal'; route: ContractScreen }

/**
 * A bulletin configured in the translations and shown on the front page next to the fetched
 * ones (spec 01 §2 Front page: "Configured front-page bulletins come from translations and are
 * added to the fetched ones").
 */
export interface FrontPageBulletin {
  /** Stable id, used as React key and `data-qa` suffix. */
  id: string
  title: string
  excerpt: string
  link: FrontPageBulletinLink
}
