/**
 * The service requests' public surface (ADR 0017): the loader with the slow notice that the
 * message screens share.
 */
export { SlowLoader } from './parts.tsx'
