/**
 * The kit's dialogs, loaded when first opened: React Aria's overlay code (about 19 KB gzip) is not
 * in a screen's chunk until the user opens a dialog. Nothing is rendered while closed, so focus
 * returns to the opener when the dialog unmounts.
 */
import { lazy, Suspense } from 'react'
import type { ConfirmDialogProps, DialogProps, SidePanelProps } from './Dialog.tsx'

const DialogImpl = lazy(() => import('./Dialog.tsx').then((m) => ({ default: m.Dialog })))
const ConfirmDialogImpl = lazy(() =>
  import('./Dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
)
const SidePanelImpl = lazy(() => import('./Dialog.tsx').then((m) => ({ default: m.SidePanel })))

/** {@link DialogProps}, loaded on first open. */
export function LazyDialog(props: DialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  )
}

/** {@link ConfirmDialogProps}, loaded on first open. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  )
}

/** {@link SidePanelProps}, loaded on first open. */
export function LazySidePanel(props: SidePanelProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <SidePanelImpl {...props} />
    </Suspense>
  )
}
