/**
 * @deprecated Moved to the UI kit: import `TextField` from `./kit/Field.tsx`. This re-export
 * keeps screens written before the kit compiling until they move.
 */
export { TextField } from './kit/Field.tsx'
export type { TextFieldProps } from './kit/Field.tsx'
