/**
 * Tracking-consent banner (spec 01 §2: "shown until consent is given"; spec 02 §9: re-asked after
 * 365 days). A compact, non-modal region at the top of the page, first in tab order, with accept
 * and decline buttons; it covers no content (issue 10 finding 11).
 */
import { useState } from 'react'
import { useTranslation } from '../../shared/i18n/LanguageProvider.tsx'
import { needsConsent, readConsent, writeConsent } from './consent.ts'
import { Button } from '../../shared/ui/kit/Button.tsx'

/** The banner; renders nothing once the user has a valid answer. */
export function ConsentBanner() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(() => needsConsent(readConsent(), new Date()))
  if (!open) return null
  const answer = (consent: boolean) => {
    writeConsent(consent, new Date())
    setOpen(false)
  }
  return (
    <section className="consent" aria-labelledby="consent-title" data-qa="consent-banner">
      <div className="consent__inner">
        <div className="consent__text">
          <h2 id="consent-title" className="consent__title">
            {t.consent.title}
          </h2>
          <p>{t.consent.text}</p>
        </div>
        <div className="consent__actions">
          <Button size="sm" qa="consent-accept" onClick={() => answer(true)}>
            {t.consent.accept}
          </Button>
          <Button variant="secondary" size="sm" qa="consent-decline" onClick={() => answer(false)}>
            {t.consent.decline}
          </Button>
        </div>
      </div>
    </section>
  )
}
