/**
 * Tracking-consent banner (spec 01 §2: "shown until consent is given"; spec 02 §9: re-asked after
 * 365 days). A compact, non-modal bar at the top of the page, first in tab order, with accept
 * and decline buttons; it covers no content (issue 10 finding 11). The bar asks one short
 * question; the longer explanation is behind "More information" (issue 26 item 23: the banner
 * took a third of a phone's screen).
 *
 * {@link ConsentBannerView} is also rendered by the build into the server's first paint
 * (`src/shell/prerender.tsx`, issue 9): there, before the app has started, its buttons are
 * disabled.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import type { Translations } from '../../shared/i18n/fi.ts'
import { needsConsent, readConsent, writeConsent, writeConsentCookie } from './consent.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'
import styles from './Consent.module.css'

/** The banner; renders nothing once the user has a valid answer. */
export function ConsentBanner() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(() => needsConsent(readConsent(), new Date()))
  useEffect(() => {
    // An answer given before the cookie existed: tell the server too, once.
    const record = readConsent()
    if (record && !needsConsent(record, new Date())) writeConsentCookie(record)
  }, [])
  if (!open) return null
  const answer = (consent: boolean) => {
    writeConsent(consent, new Date())
    setOpen(false)
  }
  return <ConsentBannerView t={t.consent} onAnswer={answer} />
}

/**
 * The banner's markup in the language of `t`. Without `onAnswer` (the server's first paint) the
 * buttons are disabled until the app takes over.
 */
export function ConsentBannerView({
  t,
  onAnswer,
}: {
  t: Translations['consent']
  onAnswer?: (consent: boolean) => void
}) {
  const inert = onAnswer === undefined
  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-qa="consent-banner">
      <div className={styles.inner}>
        <h2 id="consent-title" className="visually-hidden">
          {t.title}
        </h2>
        <p className={styles.text}>{t.question}</p>
        <div className={styles.actions}>
          <Button size="sm" qa="consent-accept" disabled={inert} onClick={() => onAnswer?.(true)}>
            {t.accept}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            qa="consent-decline"
            disabled={inert}
            onClick={() => onAnswer?.(false)}
          >
            {t.decline}
          </Button>
        </div>
        {/* After the choices, so that they stay first in the tab order (issue 10 finding 11). */}
        <details className={styles.more}>
          <summary>{t.more}</summary>
          <p>{t.text}</p>
        </details>
      </div>
    </section>
  )
}
