/**
 * The server's first paint (issue 9, docs/decisions/0019), rendered by the build, not in the
 * browser: `build/first-paint.ts` compiles this module for Node, calls {@link renderFirstPaint}
 * and writes the result to `dist/first-paint.json`, which the server puts into `#root` of a page
 * whose visitor has not answered the tracking-consent question yet.
 *
 * It is the app's own `ConsentBannerView`, in each language, with its buttons disabled until the
 * app has started and rendered the live banner in its place.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { langs } from '@asukas/domain'
import type { Lang } from '@asukas/domain'
import { ConsentBannerView } from '../features/consent/ConsentBanner.tsx'
import { en } from '../shared/i18n/en.ts'
import { fi } from '../shared/i18n/fi.ts'
import { sv } from '../shared/i18n/sv.ts'

/** What the build writes: the consent banner's HTML by language. */
export interface FirstPaint {
  version: 1
  consent: Record<Lang, string>
}

const translations = { fi, sv, en }

/** The first-paint HTML of every language. */
export function renderFirstPaint(): FirstPaint {
  const consent = Object.fromEntries(
    langs.map((lang) => [
      lang,
      renderToStaticMarkup(<ConsentBannerView t={translations[lang].consent} />),
    ]),
  ) as Record<Lang, string>
  return { version: 1, consent }
}
