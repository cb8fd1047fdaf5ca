/**
 * FI / SV / EN language switcher (spec 01 §2). Buttons with `aria-pressed`; each accessible name
 * is the code plus the language's own name ("FI suomeksi"), spoken in that language.
 */
import type { Lang } from '@asukas/domain'
import { languages, markLanguageChosen } from '../../../shared/i18n/detect.ts'
import { useTranslation } from '../../../shared/i18n/LanguageProvider.tsx'
import { Button } from '../../../shared/ui/kit/Button.tsx'

/**
 * The language switcher; `data-qa="lang-fi"`, `lang-sv`, `lang-en`. `onChoose` is told the
 * language a user picked (the signed-in resident's layout stores it as their mail language). A
 * pick is remembered for the tab, so a login that follows keeps it (`markLanguageChosen`).
 */
export function LanguageSwitcher({ onChoose }: { onChoose?: (lang: Lang) => void } = {}) {
  const { t, lang, setLang } = useTranslation()
  return (
    <div className="lang-switcher" role="group" aria-label={t.language.switcherLabel}>
      {languages.map((code) => (
        <Button
          variant="plain"
          key={code}
          lang={code}
          className="lang-switcher__button"
          aria-pressed={code === lang}
          qa={`lang-${code}`}
          onClick={() => {
            markLanguageChosen()
            setLang(code)
            if (code !== lang) onChoose?.(code)
          }}
        >
          {t.language.codes[code]}
          <span className="visually-hidden"> {t.language.names[code]}</span>
        </Button>
      ))}
    </div>
  )
}
