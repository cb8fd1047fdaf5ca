/**
 * Documents `/asiointi/:contractId/dokumentit` (spec 01 §2 "Documents are grouped by category
 * (labels by language), each opening in a new window. Empty state: no documents."; spec 02 §7,
 * §8 FILE_FAILED_TO_OPEN / FILE_FAILED_TO_LOAD, §9 slow message after 8 s).
 */
import './documents.css'
import { useEffect, useState } from 'react'
import type { PropertyDocument } from '@asukas/contract'
import { useContractId } from '../../shared/hooks/useCurrentContract.ts'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { usePropertyText } from '../../shared/i18n/property/section.ts'
import { Alert } from '../../shared/ui/Alert.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { SLOW_OPEN_MS, openFileInNewTab } from './open-file.ts'
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
    const timer = window.setTimeout(() => setSlow(true), SLOW_OPEN_MS)
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
    <section className="documents" aria-labelledby="documents-title" data-qa="documents">
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
      {groups.isPending && <Loader />}
      {groups.isError && (
        <Alert variant="error" qa="documents-error">
          {texts.failedToLoadList}
        </Alert>
      )}
      {groups.isSuccess && groups.data.length === 0 && (
        <p data-qa="no-documents">{texts.noDocuments}</p>
      )}
      {groups.data?.map((group) => (
        <section
          key={group.category.id}
          className="panel documents__group"
          aria-labelledby={`documents-${group.category.id}`}
          data-qa="document-group"
        >
          <h2 id={`documents-${group.category.id}`}>{group.category.labels[lang]}</h2>
          <ul className="documents__list">
            {group.documents.map((document) => (
              <li key={document.uuid}>
                <button
                  type="button"
                  className="link-button documents__open"
                  aria-busy={opening === document.uuid}
                  disabled={opening !== null}
                  data-qa="document-open"
                  onClick={() => void open(document)}
                >
                  <svg
                    className="documents__icon"
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
                  {opening === document.uuid && (
                    <span className="documents__opening"> {texts.opening}</span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
