/**
 * The exception pages (spec 01 §2 "exception" layout group; spec 02 §8 user-visible behaviour):
 * not found, general error ('page out of order'), write access denied, no active contracts and
 * error fetching contracts. Each is a titled message with one or two actions.
 */
import { useEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { routes } from '@asukas/contract'
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle.ts'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { Button, ButtonLink, buttonClassName } from '../../shared/ui/kit/Button.tsx'
import styles from './Errors.module.css'

function ExceptionMessage({
  title,
  text,
  qa,
  children,
  focus = false,
}: {
  title: string
  text: string
  qa: string
  children: ReactNode
  /** Focus the heading on mount (a state that replaces the screen the user was on). */
  focus?: boolean
}) {
  useDocumentTitle(title)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <section className={styles.page} data-qa={qa} aria-labelledby="exception-title">
      <h1 id="exception-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p>{text}</p>
      <div className={styles.actions}>{children}</div>
    </section>
  )
}

/** 404: the page does not exist or is not available; a button back home (`data-qa="back-home"`). */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <ExceptionMessage qa="not-found" title={t.errors.notFound.title} text={t.errors.notFound.text}>
      <ButtonLink to={routes.root} qa="back-home">
        {t.errors.notFound.backHome}
      </ButtonLink>
    </ExceptionMessage>
  )
}

/**
 * General error: 'page out of order' with a way back to the root (which leads to the front page,
 * or to login when the session is gone) and to the login page (spec 02 §8).
 */
export function GeneralErrorPage() {
  const { t } = useTranslation()
  return (
    <ExceptionMessage
      qa="general-error"
      title={t.errors.general.title}
      text={t.errors.general.text}
    >
      <a className={buttonClassName()} href={routes.root} data-qa="error-back-home">
        {t.errors.general.backToHome}
      </a>
      <a
        className={buttonClassName({ variant: 'secondary' })}
        href={routes.login}
        data-qa="error-back-login"
      >
        {t.errors.general.backToLogin}
      </a>
    </ExceptionMessage>
  )
}

/**
 * Write access denied for an impersonating staff user (spec 01 §6, spec 02 §8), with a back
 * action that returns to the screen where the write was attempted. Shown in the portal's main
 * area (header and navigation stay), with focus on its heading so it is announced.
 */
export function WriteDeniedPage({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation()
  return (
    <ExceptionMessage
      qa="write-denied"
      focus
      title={t.errors.writeDenied.title}
      text={t.errors.writeDenied.text}
    >
      <Button onClick={onBack} qa="write-denied-back">
        {t.errors.writeDenied.back}
      </Button>
    </ExceptionMessage>
  )
}

/**
 * The contracts could not be used: `NO_ACTIVE_CONTRACTS` (the user has none) or
 * `ERROR_FETCHING_CONTRACTS` (the call failed; the spec's advice is to log in again).
 */
export function ContractsErrorPage({
  code,
}: {
  code: 'NO_ACTIVE_CONTRACTS' | 'ERROR_FETCHING_CONTRACTS'
}) {
  const { t } = useTranslation()
  const texts =
    code === 'NO_ACTIVE_CONTRACTS' ? t.errors.noActiveContracts : t.errors.errorFetchingContracts
  return (
    <ExceptionMessage
      qa={code === 'NO_ACTIVE_CONTRACTS' ? 'no-active-contracts' : 'error-fetching-contracts'}
      title={texts.title}
      text={texts.text}
    >
      <ButtonLink to={routes.logout} qa="contracts-error-logout">
        {code === 'NO_ACTIVE_CONTRACTS' ? t.errors.logout : t.errors.login}
      </ButtonLink>
    </ExceptionMessage>
  )
}
