/**
 * @deprecated Moved to the UI kit: import `Alert` from `./kit/Alert.tsx`. This re-export keeps
 * screens written before the kit compiling until they move.
 */
export { Alert } from './kit/Alert.tsx'
export type { AlertVariant } from './kit/Alert.tsx'
