/**
 * Documents `/asiointi/:contractId/dokumentit` (spec 01 §2 "Documents are grouped by category
 * (labels by language), each opening in a new window. Empty state: no documents."; spec 02 §7,
 * §8 FILE_FAILED_TO_OPEN / FILE_FAILED_TO_LOAD, §9 slow message after 8 s).
 */
import { useEffect, useState } from 'react'
import type { PropertyDocument } from '@asukas/contract'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Alert } from '../../shared/ui/kit/Alert.tsx'
import { AsyncView } from '../../shared/ui/kit/AsyncView.tsx'
import { Button } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { EmptyState } from '../../shared/ui/kit/EmptyState.tsx'
import styles from './Documents.module.css'
import { openFileInNewTab } from '../../shared/lib/open-file.ts'
import { SLOW_AFTER_MS } from '../../shared/ui/kit/AsyncView.tsx'
import { fetchDocumentLink, useDocuments } from './queries.ts'

/** The documents screen (default export for `React.lazy`). */
export default function DocumentsScreen() {
  const { t, lang } = useTranslation()
  const texts = usePropertyText().documents
  useDocumentTitle(t.screens.documents)
  const contractId = useContractId()
  const groups = useDocuments(contractId)
  const [opening, setOpening] = useState<string | null>(null)
  const [slow, setSlow] = useState(false)
  const [failure, setFailure] = useState<'open' | 'load' | null>(null)

  useEffect(() => {
    if (opening === null) return
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [opening])

  async function open(document: PropertyDocument) {
    setFailure(null)
    setSlow(false)
    setOpening(document.uuid)
    const result = await openFileInNewTab(() => fetchDocumentLink(contractId, document.uuid))
    setOpening(null)
    setSlow(false)
    if (!result.ok) setFailure(result.code === 'FILE_FAILED_TO_OPEN' ? 'open' : 'load')
  }

  return (
    <section className={styles.page} aria-labelledby="documents-title" data-qa="documents">
      <h1 id="documents-title">{t.screens.documents}</h1>
      <p>{texts.intro}</p>
      {slow && (
        <Alert variant="info" qa="document-slow">
          {texts.slow}
        </Alert>
      )}
      {failure && (
        <Alert
          variant="error"
          qa={failure === 'open' ? 'document-failed-to-open' : 'document-failed-to-load'}
        >
          {failure === 'open' ? texts.failedToOpen : texts.failedToLoad}
        </Alert>
      )}
      <AsyncView
        query={groups}
        qa="documents"
        errorText={texts.failedToLoadList}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={texts.noDocuments} qa="no-documents" />}
      >
        {(list) =>
          list.map((group) => (
            <Card key={group.category.id} title={group.category.labels[lang]} qa="document-group">
              <ul className={styles.list}>
                {group.documents.map((document) => (
                  <li key={document.uuid}>
                    <Button
                      variant="link"
                      className={styles.open}
                      aria-busy={opening === document.uuid}
                      disabled={opening !== null}
                      qa="document-open"
                      onClick={() => void open(document)}
                    >
                      <svg
                        className={styles.icon}
                        viewBox="0 0 24 24"
                        width="20"
                        height="20"
                        aria-hidden="true"
                        focusable="false"
                      >
                        <path
                          d="M6 2h8l5 5v15H6zm7 1v5h5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.5"
                        />
                      </svg>
                      {document.name}
                      <span className="visually-hidden"> {texts.newTab}</span>
                      {opening === document.uuid && <span> {texts.opening}</span>}
                    </Button>
                  </li>
                ))}
              </ul>
            </Card>
          ))
        }
      </AsyncView>
    </section>
  )
}
