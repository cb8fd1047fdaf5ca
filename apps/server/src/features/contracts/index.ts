/**
 * The contracts feature's public surface for other features (ADR 0017): one contract as its
 * member sees it, which the contract requests read before a termination or modification.
 */
export { getContract } from './service.ts'
