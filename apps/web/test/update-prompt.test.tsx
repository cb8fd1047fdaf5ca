/**
 * The update prompt (issue 25 item 3): nothing until a new version is waiting; then a status bar
 * in the resident's language whose button hands the page over to the new version.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import type { Lang } from '@asukas/domain'
import { UpdatePrompt } from '../src/app/UpdatePrompt.tsx'
import type { ApplyUpdate } from '../src/app/service-worker.ts'
import { LanguageProvider } from '../src/shared/i18n/LanguageProvider.tsx'
import { loadTranslations } from '../src/shared/i18n/load.ts'

afterEach(cleanup)

/** Renders the prompt with a registration the test controls, once its texts have loaded. */
async function prompt(lang: Lang) {
  let announce: ((apply: ApplyUpdate) => void) | undefined
  const register = (onUpdate: (apply: ApplyUpdate) => void) => {
    announce = onUpdate
  }
  await loadTranslations(lang)
  // In act, so React retries the provider suspended on the (already loaded) texts.
  await act(async () => {
    render(
      <Suspense fallback="…">
        <LanguageProvider initialLang={lang}>
          <UpdatePrompt register={register} />
        </LanguageProvider>
      </Suspense>,
    )
  })
  // The prompt registers when it mounts: after the language's texts have loaded.
  await vi.waitFor(() => expect(announce).toBeDefined(), { timeout: 10_000 })
  return { waiting: (apply: ApplyUpdate) => act(() => announce?.(apply)) }
}

describe('update prompt', () => {
  it('shows nothing, then the new version and a button that applies it', async () => {
    const { waiting } = await prompt('fi')
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    const apply = vi.fn()
    waiting(apply)
    expect(screen.getByRole('status')).toHaveTextContent('Asukkaasta on uusi versio.')
    fireEvent.click(screen.getByRole('button', { name: 'Päivitä nyt' }))
    expect(apply).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['sv', 'Det finns en ny version av Asukas.', 'Uppdatera nu'],
    ['en', 'A new version of Asukas is available.', 'Update now'],
  ] as const)('speaks %s', async (lang, text, button) => {
    const { waiting } = await prompt(lang)
    waiting(() => undefined)
    expect(await screen.findByRole('status')).toHaveTextContent(text)
    expect(screen.getByRole('button', { name: button })).toBeVisible()
  })
})
