import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, Route, Routes } from 'react-router'
import { routePatterns } from '@asukas/contract'
import type { Bulletin } from '@asukas/contract'
import BulletinBoardScreen from '../src/features/bulletins/BulletinBoardScreen.tsx'
import BulletinScreen, { sanitizeBulletinBody } from '../src/features/bulletins/BulletinScreen.tsx'
import { createQueryClient } from '../src/app/query-client.ts'
import { LanguageProvider } from '../src/shared/i18n/LanguageProvider.tsx'

const contractId = '00000000-0000-4000-8000-000000000001'

function bulletin(n: number): Bulletin {
  const id = String(n).padStart(12, '0')
  return {
    uuid: `00000000-0000-4000-a000-${id}`,
    title: `Tiedote ${n}`,
    excerpt: `Tiivistelmä ${n}`,
    body: '<p>Hei <strong>kaikki</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    publishedAt: '2025-05-01T09:00:00+03:00',
    updatedAt: '2025-05-01T09:00:00+03:00',
    author: 'Isännöitsijä',
    featuredImage: { url: '/kuva.jpg', alt: 'Talon julkisivu' },
    attachments: [{ uuid: `00000000-0000-4000-b000-${id}`, name: 'Liite.pdf' }],
  }
}

function stubFetch(handler: (url: URL) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const answer = handler(new URL(String(input), 'http://localhost'))
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function renderAt(path: string) {
  const queryClient = createQueryClient({ onUnauthorized: () => {}, onWriteDenied: () => {} })
  return render(
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initialLang="fi">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePatterns.bulletinBoard} element={<BulletinBoardScreen />} />
            <Route
              path={routePatterns.bulletinOnBoard}
              element={<BulletinScreen from="bulletinBoard" />}
            />
          </Routes>
        </MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('bulletin board (spec 01 §2: pages from 0 until nextPage is absent)', () => {
  it('loads the next page with show more and hides the button on the last page', async () => {
    const fetchMock = stubFetch((url) => {
      const page = Number(url.searchParams.get('page'))
      return page === 0
        ? { status: 200, body: { bulletins: [bulletin(1), bulletin(2)], nextPage: 1 } }
        : { status: 200, body: { bulletins: [bulletin(3)] } }
    })
    const { container } = renderAt(`/asiointi/${contractId}/ilmoitustaulu`)
    expect(await screen.findByText('Tiedote 2')).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: 'Näytä lisää' }))
    expect(await screen.findByText('Tiedote 3')).toBeVisible()
    expect(container.querySelectorAll('[data-qa="bulletin-card"]')).toHaveLength(3)
    // The first card's image is the screen's largest paint: fetched at once and alone; the rest
    // wait for it (a placeholder of the same size), then load lazily.
    const images = () =>
      [...container.querySelectorAll('[data-qa="bulletin-card"] img')].map((img) => [
        img.getAttribute('loading'),
        img.getAttribute('fetchpriority'),
      ])
    expect(images()).toEqual([['eager', 'high']])
    expect(container.querySelectorAll('[data-qa="bulletin-image-held"]')).toHaveLength(2)
    fireEvent.load(container.querySelector('[data-qa="bulletin-card"] img') as HTMLImageElement)
    await waitFor(() => expect(images()).toHaveLength(3))
    expect(images()).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ])
    expect(container.querySelectorAll('[data-qa="bulletin-image-held"]')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Näytä lisää' })).toBeNull()
    expect(
      fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').search),
    ).toEqual(['?page=0', '?page=1'])
  })

  it('shows the empty state', async () => {
    stubFetch(() => ({ status: 200, body: { bulletins: [] } }))
    renderAt(`/asiointi/${contractId}/ilmoitustaulu`)
    expect(await screen.findByText('Ilmoitustaululla ei ole tiedotteita.')).toBeVisible()
  })

  it('shows the fetch error with a home button', async () => {
    stubFetch(() => ({ status: 500, body: { error: 'INTERNAL_SERVER_ERROR' } }))
    renderAt(`/asiointi/${contractId}/ilmoitustaulu`)
    expect(
      await screen.findByText('Tiedotteiden lataaminen epäonnistui.', {}, { timeout: 4000 }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Etusivulle' }).getAttribute('href')).toBe(
      `/asiointi/${contractId}`,
    )
  })
})

describe('bulletin page', () => {
  it('renders title, author, image with alt and a sanitised body', async () => {
    const one = bulletin(7)
    stubFetch(() => ({ status: 200, body: one }))
    const { container } = renderAt(`/asiointi/${contractId}/ilmoitustaulu/${one.uuid}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiedote 7' })).toBeVisible()
    expect(screen.getByText('Isännöitsijä')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Talon julkisivu' })).toBeVisible()
    const body = container.querySelector('[data-qa="bulletin-body"]')
    expect(body?.querySelector('strong')?.textContent).toBe('kaikki')
    expect(body?.innerHTML).not.toContain('script')
    expect(body?.innerHTML).not.toContain('onerror')
    expect(screen.getByRole('button', { name: /Liite\.pdf/ })).toBeVisible()
  })

  it('shows the not-found message for BULLETIN_NOT_FOUND', async () => {
    stubFetch(() => ({ status: 404, body: { error: 'BULLETIN_NOT_FOUND' } }))
    renderAt(`/asiointi/${contractId}/ilmoitustaulu/00000000-0000-4000-a000-000000000099`)
    expect(await screen.findByText('Tiedotetta ei löytynyt. Se on ehkä poistettu.')).toBeVisible()
  })

  it('sanitises dangerous markup', () => {
    expect(sanitizeBulletinBody('<a href="javascript:alert(1)">x</a><p onclick="x()">y</p>')).toBe(
      '<a>x</a><p>y</p>',
    )
  })
})
