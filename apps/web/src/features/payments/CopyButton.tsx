/**
 * A button that copies a value (a reference number, an IBAN, a virtual barcode) to the clipboard
 * and says so politely to screen readers; when the clipboard is refused it says how to copy by
 * hand.
 */
import { useState } from 'react'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Payments.module.css'

/** Copies `value`; `label` names what is copied ("viitenumero") for the accessible name. */
export function CopyButton({ value, label, qa }: { value: string; label: string; qa?: string }) {
  const texts = usePropertyText().copy
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return (
    <span className={styles.copy}>
      <Button
        variant="secondary"
        size="sm"
        aria-label={texts.copyWhat(label)}
        qa={qa}
        onClick={() => void copy()}
      >
        {texts.copy}
      </Button>
      <span className={styles.copyStatus} role="status" aria-live="polite">
        {state === 'copied' ? texts.copied : state === 'failed' ? texts.failed : ''}
      </span>
    </span>
  )
}
