/**
 * Pieces shared by the contract flow screens: the confirmation error view (spec 02 §8 "Confirm
 * views": a title and message per kind, a restart button except for noAttributes), the redirect
 * to the identity provider after 1 s (spec 02 §9 "provider redirect delay 1 s"), the link to a
 * termination's PDF receipt, and moving focus to the first error of a step. Loading, slow and failed loads go through the kit's AsyncView.
 */
import { useCallback, useEffect, useState, type RefObject } from 'react'
import { useContractRequestsText } from '../../shared/i18n/contract-requests/section.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { ButtonLink, buttonClassName } from '../../shared/ui/kit/Button.tsx'
import { Card } from '../../shared/ui/kit/Card.tsx'
import { Loader } from '../../shared/ui/Loader.tsx'
import { confirmErrorKind, hasRestart } from './confirm-errors.ts'

/** Milliseconds before the browser follows the provider link (spec 02 §9). */
export const PROVIDER_REDIRECT_MS = 1000

/** The view of a confirmation error `code`, with its restart link (except noAttributes). */
export function ConfirmErrorView({ code, restartTo }: { code: string; restartTo: string }) {
  const f = useContractRequestsText()
  const kind = confirmErrorKind(code)
  return (
    <div data-qa="confirm-error" data-kind={kind}>
      <Card
        title={<span data-qa="confirm-error-title">{f.errors.titles[kind]}</span>}
        actions={
          hasRestart(kind) ? (
            <ButtonLink to={restartTo} reloadDocument qa="confirm-error-restart">
              {f.errors.restart}
            </ButtonLink>
          ) : undefined
        }
      >
        <p data-qa="confirm-error-message">{f.errors.messages[kind]}</p>
      </Card>
    </div>
  )
}

/** The PDF receipt of the contract's latest termination, in the user's language (a download). */
export function ReceiptLink({ contractId }: { contractId: string }) {
  const f = useContractRequestsText()
  const { lang } = useTranslation()
  return (
    <a
      className={buttonClassName({ variant: 'secondary' })}
      href={`/api/contracts/${encodeURIComponent(contractId)}/termination-request/receipt?lang=${lang}`}
      download
      data-qa="terminate-receipt"
    >
      {f.thankYou.receipt}
    </a>
  )
}

/** Goes to `link` after {@link PROVIDER_REDIRECT_MS}, showing the redirect message meanwhile. */
export function ProviderRedirect({ link }: { link: string }) {
  const f = useContractRequestsText()
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(link), PROVIDER_REDIRECT_MS)
    return () => window.clearTimeout(timer)
  }, [link])
  return (
    <div data-qa="provider-redirect">
      <Loader label={f.common.redirecting} />
    </div>
  )
}

/**
 * Moves focus to, and scrolls to, the first field in error inside `root`: a control marked
 * `aria-invalid`, or an error message of a whole step marked `data-error-focus`.
 */
export function focusFirstError(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]')
  if (first) {
    if (typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center' })
    first.focus()
  }
}

/**
 * A function that asks to focus the first field in error inside `rootRef` once React has
 * rendered the errors it just marked (an effect after the commit, not a guess of the timing).
 */
export function useFocusFirstError(rootRef: RefObject<HTMLElement | null>): () => void {
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request > 0) focusFirstError(rootRef.current)
  }, [request, rootRef])
  return useCallback(() => setRequest((n) => n + 1), [])
}
