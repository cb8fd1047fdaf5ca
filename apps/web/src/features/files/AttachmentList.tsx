/**
 * Attachments of a notice or message as buttons that open each file in a new tab
 * (`openFileInNewTab`), with the slow message after 8 s and the spec's two failure messages.
 */
import { useState } from 'react'
import { useFilesText } from '../../shared/i18n/files/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Files.module.css'
import { openFileInNewTab } from '../../shared/lib/open-file.ts'
import { SLOW_AFTER_MS } from '../../shared/ui/kit/AsyncView.tsx'

/** The attachment list. */
export function AttachmentList({
  files,
  qa,
}: {
  files: readonly { name: string; url: string }[]
  qa: string
}) {
  const s = useFilesText()
  const [state, setState] = useState<'idle' | 'opening' | 'slow' | 'open' | 'load'>('idle')
  if (files.length === 0) return <p data-qa={`${qa}-none`}>{s.none}</p>
  async function open(url: string) {
    setState('opening')
    const slow = setTimeout(() => setState('slow'), SLOW_AFTER_MS)
    const result = await openFileInNewTab(() => Promise.resolve({ url }))
    clearTimeout(slow)
    setState(result.ok ? 'idle' : result.code === 'FILE_FAILED_TO_OPEN' ? 'open' : 'load')
  }
  return (
    <div className={styles.block} data-qa={qa}>
      <ul className={styles.list}>
        {files.map((file) => (
          <li key={file.url}>
            <Button variant="link" qa={`${qa}-file`} onClick={() => void open(file.url)}>
              {file.name}
            </Button>
          </li>
        ))}
      </ul>
      {state === 'slow' && <p role="status">{s.slow}</p>}
      {state === 'open' && (
        <Alert variant="error" qa={`${qa}-failed-to-open`}>
          {s.failedToOpen}
        </Alert>
      )}
      {state === 'load' && (
        <Alert variant="error" qa={`${qa}-failed-to-load`}>
          {s.failedToLoad}
        </Alert>
      )}
    </div>
  )
}
