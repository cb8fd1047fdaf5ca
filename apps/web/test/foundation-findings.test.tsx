/**
 * The web-side findings of issue 10's newcomer walk, each as the user meets it: 8 and 2 and 6 are
 * in `own-info`, `registration` and `staff` tests; here 9, 10, 11, 12, 13, 14, 16, 17 and 20.
 * (21, the phone header's height, needs a real layout: `e2e/tests/foundation-findings.spec.ts`.)
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Notification } from '@asukas/contract'
import { switchContractPath } from '../src/app/layouts/parts/contract-path.ts'
import { dismissWriteDenied, showWriteDenied } from '../src/app/write-denied.ts'
import { en } from '../src/shared/i18n/en.ts'
import { accountsEn } from '../src/shared/i18n/accounts/en.ts'
import { fi } from '../src/shared/i18n/fi.ts'
import { sv } from '../src/shared/i18n/sv.ts'
import {
  contract,
  contractId,
  fakeApi,
  location,
  renderApp,
  residentAnswers,
  settings,
} from './support/accounts-app.tsx'
import { buildContract } from './support/builders.ts'

const front = `/asiointi/${contractId}`

beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
  window.sessionStorage.clear()
  document.documentElement.lang = 'fi'
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  dismissWriteDenied()
  window.localStorage.clear()
})

function messageNotification(): Notification {
  return {
    id: '00000000-0000-4000-9000-000000000001',
    contractUuid: contractId,
    priority: 'normal',
    category: 'message',
    notificationMeta: {},
    isCloseable: true,
    createdAt: '2026-11-20T08:00:00+02:00',
    closedAt: null,
  } as Notification
}

describe('front page', () => {
  it('9: shows no message notification while messaging is off', async () => {
    fakeApi(
      residentAnswers({
        'GET /api/user/notifications': { status: 200, body: [messageNotification()] },
      }),
    )
    renderApp(front)
    expect(await screen.findByRole('heading', { level: 2, name: 'Asioi' })).toBeVisible()
    await waitFor(() => expect(screen.queryByText(/viesti/i)).toBeNull())
    expect(document.querySelector('[data-qa="notification"]')).toBeNull()
  })

  it('14: every task tile has a drawn icon', async () => {
    fakeApi(residentAnswers())
    renderApp(front)
    const tile = await screen.findByRole('link', { name: 'Muuttoilmoitus' })
    const tiles = document.querySelectorAll('li[data-qa^="tile-"]')
    expect(tiles.length).toBeGreaterThan(1)
    for (const each of tiles) {
      const icon = each.querySelector('svg[data-icon]')
      expect(icon).not.toBeNull()
      expect(icon?.querySelectorAll('path').length).toBeGreaterThan(0)
      expect(icon).toHaveAttribute('aria-hidden', 'true')
    }
    expect(tile).toBeVisible()
  })

  it('10: the configured front-page cards are translated in Swedish and English', () => {
    const ids = fi.frontPageBulletins.map((bulletin) => bulletin.id)
    for (const lang of [sv, en]) {
      expect(lang.frontPageBulletins.map((bulletin) => bulletin.id)).toEqual(ids)
      lang.frontPageBulletins.forEach((bulletin, index) => {
        expect(bulletin.title).not.toBe(fi.frontPageBulletins[index]?.title)
        expect(bulletin.excerpt).not.toBe(fi.frontPageBulletins[index]?.excerpt)
      })
    }
  })
})

describe('layout', () => {
  it('12: Escape in a navigation group returns focus to its button', async () => {
    fakeApi(residentAnswers())
    renderApp(front)
    const group = await screen.findByRole('button', { name: 'Omat tiedot' })
    fireEvent.click(group)
    expect(group).toHaveAttribute('aria-expanded', 'true')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(group).toHaveAttribute('aria-expanded', 'false')
    expect(document.activeElement).toBe(group)
  })

  it('13: switching contract stays on the same page', async () => {
    const other = buildContract({ uuid: '00000000-0000-4000-8000-000000000002' })
    fakeApi(
      residentAnswers({
        'GET /api/contracts': { status: 200, body: [contract, other] },
        'GET /api/user/permissions': {
          status: 200,
          body: [contractId, other.uuid].map((contractUuid) => ({
            contractUuid,
            tenantRoles: ['tenant', 'payer', 'contractParty'],
          })),
        },
      }),
    )
    renderApp(`/omat-tiedot/${contractId}`)
    const switcher = await screen.findByRole('combobox', { name: /Sopimus/ })
    fireEvent.change(switcher, { target: { value: other.uuid } })
    await waitFor(() => expect(location()).toBe(`/omat-tiedot/${other.uuid}`))
  })

  it('13: an item of the old contract gives way to its list', () => {
    const from = contractId
    const to = '00000000-0000-4000-8000-000000000002'
    const bulletin = '00000000-0000-4000-a000-000000000009'
    expect(switchContractPath(`/asiointi/${from}/ilmoitustaulu/${bulletin}`, from, to)).toBe(
      `/asiointi/${to}/ilmoitustaulu`,
    )
    expect(switchContractPath(`/asiointi/${from}`, from, to)).toBe(`/asiointi/${to}`)
    expect(switchContractPath('/somewhere', from, to)).toBe(`/asiointi/${to}`)
  })

  it('20: write denied is a state inside the portal, with a way back', async () => {
    fakeApi(residentAnswers())
    renderApp(front)
    await screen.findByRole('heading', { level: 2, name: 'Asioi' })
    showWriteDenied()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ei muokkausoikeutta' })
    expect(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible()
    expect(screen.getByRole('main')).toContainElement(heading)
    expect(document.activeElement).toBe(heading)
    fireEvent.click(screen.getByRole('button', { name: 'Takaisin' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Asioi' })).toBeVisible()
  })

  it('11: the consent banner comes before the page in reading and tab order', async () => {
    fakeApi(residentAnswers())
    renderApp('/login')
    const banner = await screen.findByRole('region', { name: 'Evästeet ja seuranta' })
    const main = await screen.findByRole('main')
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(banner).getByRole('button', { name: 'Salli seuranta' })).toBeVisible()
  })

  it('17: a public page without legal links has no empty footer', async () => {
    fakeApi(residentAnswers({ 'GET /api/app-settings': { status: 200, body: settings } }))
    renderApp('/login')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('contentinfo')).toBeNull()
  })
})

describe('words', () => {
  it('16: English says "email", never "e-mail"', () => {
    const texts: string[] = []
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value)
      else if (typeof value === 'function')
        texts.push(String((value as (x: string) => string)('x@y.fi')))
      else if (value && typeof value === 'object') Object.values(value).forEach(collect)
    }
    collect(en)
    collect(accountsEn)
    expect(texts.filter((text) => /e-mail/i.test(text))).toEqual([])
    expect(texts.some((text) => /email/i.test(text))).toBe(true)
  })
})
