import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { dismissWriteDenied } from '../src/app/write-denied.ts'
import { contractId, fakeApi, renderApp, residentAnswers } from './support/accounts-app.tsx'

const path = `/omat-tiedot/${contractId}`
beforeEach(() => {
  window.__ASUKAS_WRITE_DELAY_MS__ = 0
  window.sessionStorage.clear()
  document.documentElement.lang = 'fi'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  dismissWriteDenied()
})

describe('finding 7', () => {
  it('marks every empty field of the password change', async () => {
    fakeApi(residentAnswers({ 'POST /api/send-password-reset-code': { status: 200, body: {} } }))
    renderApp(path)
    fireEvent.click(await screen.findByRole('button', { name: 'Lähetä vahvistuskoodi' }, { timeout: 5000 }))
    await screen.findByLabelText('Vahvistuskoodi')
    fireEvent.click(screen.getByRole('button', { name: 'Vaihda salasana' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Vahvistuskoodi').getAttribute('aria-invalid')).toBe('true'),
    )
    expect(screen.getByLabelText('Uusi salasana').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByLabelText('Uusi salasana uudelleen').getAttribute('aria-invalid')).toBe('true')
  })
})
