/**
 * The front page's public surface (ADR 0017): a fault report's summary, which the list of all
 * the contract's fault reports shows as the front page's latest ones do.
 */
export { DefectNoticeSummary } from './DefectNoticeSummary.tsx'
