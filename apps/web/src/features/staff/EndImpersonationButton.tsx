/**
 * 'End impersonation' (issue 4: "Ending impersonation returns to the staff view"): ends the
 * read-only impersonation and loads the staff view afresh, so none of the resident's data stays
 * in the cache. Shown in the portal's impersonator banner and in the staff view. Uses the main
 * translations only, so the portal's banner never waits for a translation section.
 */
import { useState } from 'react'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { browser } from '../../shared/lib/browser.ts'
import { staffPaths } from '../../shared/lib/staff-paths.ts'
import { useEndImpersonation } from './queries.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'

/** The button (`data-qa="end-impersonation"`), with its error message when ending fails. */
export function EndImpersonationButton() {
  const { t } = useTranslation()
  const end = useEndImpersonation()
  const [failed, setFailed] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={end.isPending}
        onClick={() => {
          setFailed(false)
          end.mutate(undefined, {
            onSuccess: () => browser.assign(staffPaths.residents),
            onError: () => setFailed(true),
          })
        }}
        qa="end-impersonation"
      >
        {t.impersonation.end}
      </Button>
      {failed && (
        <span
          role="alert"
          className="impersonation-banner__error"
          data-qa="end-impersonation-error"
        >
          {t.impersonation.endFailed}
        </span>
      )}
    </>
  )
}
