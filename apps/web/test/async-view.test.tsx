/**
 * The async-view helper (issue 10): loading, slow after 8 s, error with retry, empty, data; and
 * the error is a code translated at render.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ApiError } from '../src/shared/api/client.ts'
import { LanguageProvider } from '../src/shared/i18n/LanguageProvider.tsx'
import { AsyncView, SLOW_AFTER_MS } from '../src/shared/ui/kit/AsyncView.tsx'
import type { AsyncQuery } from '../src/shared/ui/kit/AsyncView.tsx'
import { Suspense } from 'react'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function query(overrides: Partial<AsyncQuery<string[]>>): AsyncQuery<string[]> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: () => undefined,
    ...overrides,
  }
}

function view(q: AsyncQuery<string[]>) {
  return render(
    <Suspense fallback="…">
      <LanguageProvider initialLang="fi">
        <AsyncView
          query={q}
          qa="items"
          isEmpty={(list) => list.length === 0}
          empty={<p data-qa="items-empty">Ei mitään</p>}
        >
          {(list) => (
            <ul data-qa="items-list">
              {list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </AsyncView>
      </LanguageProvider>
    </Suspense>,
  )
}

describe('AsyncView', () => {
  it('shows the loader, and a slow notice only after 8 seconds', () => {
    vi.useFakeTimers()
    view(query({ isPending: true }))
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…')
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1))
    expect(screen.queryByText(/kestää tavallista kauemmin/)).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(/kestää tavallista kauemmin/)).toBeVisible()
  })

  it('shows the error by its code with a retry that refetches', () => {
    const refetch = vi.fn()
    view(query({ isError: true, error: new ApiError(404, 'NOT_FOUND'), refetch }))
    expect(screen.getByRole('alert')).toHaveTextContent('Tietoa ei löytynyt.')
    fireEvent.click(screen.getByRole('button', { name: 'Yritä uudelleen' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('shows the empty state, or the data', () => {
    const { unmount } = view(query({ data: [] }))
    expect(screen.getByText('Ei mitään')).toBeVisible()
    unmount()
    view(query({ data: ['a', 'b'], isError: true, error: new ApiError(500, 'UNEXPECTED') }))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
