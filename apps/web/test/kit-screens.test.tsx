/**
 * The service request, message and property screens on the UI kit (issue 10): two queries shown
 * as one by `AsyncView`, and form errors kept as keys, so a language switch retranslates them.
 */
import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ApiError } from '../src/shared/api/client.ts'
import { LanguageProvider, useTranslation } from '../src/shared/i18n/LanguageProvider.tsx'
import { filesSection } from '../src/shared/i18n/files/section.ts'
import { messagesSection } from '../src/shared/i18n/messages/section.ts'
import { noticeFormsSection } from '../src/shared/i18n/notice-forms/section.ts'
import type { AsyncQuery } from '../src/shared/ui/kit/AsyncView.tsx'
import { combineQueries } from '../src/shared/ui/kit/combineQueries.ts'
import { MessageForm } from '../src/features/messages/MessageForm.tsx'

afterEach(cleanup)

function query<T>(overrides: Partial<AsyncQuery<T>>): AsyncQuery<T> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...overrides,
  }
}

describe('combineQueries', () => {
  it('is pending while either loads and has both results once both are in', () => {
    const loading = combineQueries(query<number>({ isPending: true }), query({ data: 'b' }))
    expect(loading.isPending).toBe(true)
    expect(loading.data).toBeUndefined()
    const done = combineQueries(query({ data: 1 }), query({ data: 'b' }))
    expect(done.isPending).toBe(false)
    expect(done.data).toEqual([1, 'b'])
  })

  it('fails with the first error, shows no data, and retries only what failed', () => {
    const failure = new ApiError(500, 'INTERNAL_SERVER_ERROR')
    const ok = query({ data: 1 })
    const failed = query<string>({ isError: true, error: failure })
    const both = combineQueries(ok, failed)
    expect(both.isError).toBe(true)
    expect(both.isPending).toBe(false)
    expect(both.error).toBe(failure)
    expect(both.data).toBeUndefined()
    void both.refetch()
    expect(failed.refetch).toHaveBeenCalledOnce()
    expect(ok.refetch).not.toHaveBeenCalled()
  })
})

/** A button that switches the language, as the header's language switcher does. */
function ToSwedish() {
  const { setLang } = useTranslation()
  return (
    <button type="button" onClick={() => setLang('sv')}>
      sv
    </button>
  )
}

/** Renders inside the app's providers; awaited, so the lazy translations can resolve. */
async function withApp(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let result: ReturnType<typeof render> | undefined
  await act(async () => {
    result = render(
      <QueryClientProvider client={client}>
        <Suspense fallback="…">
          <LanguageProvider initialLang="fi">
            <ToSwedish />
            {children}
          </LanguageProvider>
        </Suspense>
      </QueryClientProvider>,
    )
  })
  return result!
}

describe('MessageForm', () => {
  beforeAll(async () => {
    const sections = [filesSection, messagesSection, noticeFormsSection]
    await Promise.all(sections.flatMap((section) => [section.load('fi'), section.load('sv')]))
  })

  it('shows the required errors on send and retranslates them when the language changes', async () => {
    const { container } = await withApp(
      <MessageForm contractId="c" threadId={null} initialSubject="" qa="new-message" />,
    )
    const send = await screen.findByRole('button', { name: 'Lähetä' }, { timeout: 20_000 })
    fireEvent.click(send)
    // The spec's own messages for the subject and the body (spec 02 §5 Message; issue 26 item 17).
    const subjectError = await screen.findByText(
      'Aihe on pakollinen.',
      { selector: '[data-qa="new-message-subject-error"]' },
      { timeout: 20_000 },
    )
    expect(subjectError).toBeVisible()
    expect(container.querySelector('[data-qa="new-message-body-error"]')).toHaveTextContent(
      'Viestikenttä ei voi olla tyhjä.',
    )
    expect(screen.getByRole('textbox', { name: /Aihe/ })).toHaveAttribute('aria-invalid', 'true')

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'sv' }))
    })
    expect(
      await screen.findByText(
        'Ämne är obligatoriskt.',
        { selector: '[data-qa="new-message-subject-error"]' },
        { timeout: 20_000 },
      ),
    ).toBeVisible()
  }, 60_000)
})
