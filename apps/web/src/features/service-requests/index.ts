/**
 * The service requests' public surface (ADR 0017): the notice-message translator (a form error
 * key to its text) that the message screens share.
 */
export { useNoticeMessage } from './parts.tsx'
