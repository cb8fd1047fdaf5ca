/**
 * @deprecated Moved to the UI kit: import `ConfirmDialog` from `./kit/Dialog.tsx`. This
 * re-export keeps screens written before the kit compiling until they move.
 */
export { ConfirmDialog } from './kit/Dialog.tsx'
export type { ConfirmDialogProps } from './kit/Dialog.tsx'
