/**
 * @deprecated Moved to the UI kit: import `CheckboxField` from `./kit/Field.tsx`. This re-export
 * keeps screens written before the kit compiling until they move.
 */
export { CheckboxField } from './kit/Field.tsx'
export type { CheckboxFieldProps } from './kit/Field.tsx'
