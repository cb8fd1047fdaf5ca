import { describe, expect, it } from 'vitest'
import {
  continueVerifyEmailPath,
  logoutWithState,
  registerModeOf,
  registrationCancelledPath,
  registrationFailedPath,
  registrationLinkFailedPath,
  registrationProviderOf,
  registrationStateOf,
  verifyEmailStartOf,
} from '../src/features/registration/registration-flow.ts'

const q = (text: string) => new URLSearchParams(text)

describe('register page mode (spec 01 §2, spec 02 §5 registration e-mail parameter)', () => {
  it('is a new registration without continue mode', () => {
    expect(registerModeOf(q(''))).toEqual({ kind: 'new' })
    expect(registerModeOf(q('email=a%40example.com'))).toEqual({ kind: 'new' })
  })

  it('continues with a valid, URI-decoded, lower-cased e-mail', () => {
    expect(registerModeOf(q('mode=continue&email=Aino%40Example.com'))).toEqual({
      kind: 'continue',
      email: 'aino@example.com',
    })
    // encoded twice, as links sometimes carry it
    expect(registerModeOf(q('mode=continue&email=aino%2540example.com'))).toEqual({
      kind: 'continue',
      email: 'aino@example.com',
    })
  })

  it('falls back to a new registration when the e-mail is missing or invalid', () => {
    expect(registerModeOf(q('mode=continue'))).toEqual({ kind: 'new' })
    expect(registerModeOf(q('mode=continue&email=not-an-email'))).toEqual({ kind: 'new' })
    expect(registerModeOf(q('mode=continue&email=%E0%A4%A'))).toEqual({ kind: 'new' })
  })
})

describe('registration provider (spec 01 §2 register auth)', () => {
  it('takes the provider from navigation state first', () => {
    expect(registrationProviderOf({ provider: 'candour' }, q('provider=telia'))).toBe('candour')
  })

  it('takes it from the provider query parameter otherwise', () => {
    expect(registrationProviderOf(null, q('provider=telia'))).toBe('telia')
    expect(registrationProviderOf({ provider: 'bank' }, q('provider=candour'))).toBe('candour')
  })

  it('gives null (incorrect registration provider) for anything else', () => {
    expect(registrationProviderOf(undefined, q(''))).toBeNull()
    expect(registrationProviderOf({ provider: 'TELIA' }, q('provider=somebank'))).toBeNull()
  })
})

describe('router state of the registration pages', () => {
  it('keeps only well-formed values', () => {
    expect(
      registrationStateOf({
        provider: 'telia',
        resetOldUser: true,
        sentAt: '2026-11-21T10:00:00Z',
      }),
    ).toEqual({ provider: 'telia', resetOldUser: true, sentAt: '2026-11-21T10:00:00Z' })
    expect(registrationStateOf({ provider: 'x', resetOldUser: 'true', sentAt: 5 })).toEqual({})
    expect(registrationStateOf('telia')).toEqual({})
  })
})

describe('verify-email start (spec 01 §4 phases)', () => {
  it('asks for the e-mail first, pre-filled from a valid query parameter', () => {
    expect(verifyEmailStartOf(q('email=leena%40example.com'), null)).toEqual({
      phase: 'confirm-send',
      email: 'leena@example.com',
      continueMode: false,
      sentAt: null,
    })
    expect(verifyEmailStartOf(q('email=bad'), null).email).toBe('')
  })

  it('goes straight to code entry in continue mode, with the time the code was sent', () => {
    expect(
      verifyEmailStartOf(q('mode=continue&email=leena%40example.com'), {
        sentAt: '2026-11-21T10:00:00Z',
      }),
    ).toEqual({
      phase: 'verify-code',
      email: 'leena@example.com',
      continueMode: true,
      sentAt: '2026-11-21T10:00:00Z',
    })
  })

  it('does not continue without a valid e-mail', () => {
    expect(verifyEmailStartOf(q('mode=continue'), null).phase).toBe('confirm-send')
  })
})

describe('where the registration ends', () => {
  it('cancel and unauthorised entry go to logout carrying the login state', () => {
    expect(registrationCancelledPath).toBe('/logout?error=registration_cancelled')
    expect(registrationFailedPath).toBe('/logout?error=registration_failed')
    expect(logoutWithState('user_already_registered', 'a@example.com')).toBe(
      '/logout?error=user_already_registered&email=a%40example.com',
    )
  })

  it('a failed entry link goes to login with registration_link_fetch_failed', () => {
    expect(registrationLinkFailedPath).toBe('/login?error=registration_link_fetch_failed')
  })

  it('continue mode code entry keeps the e-mail in the query', () => {
    expect(continueVerifyEmailPath('a@example.com')).toBe(
      '/register/verify-email?mode=continue&email=a%40example.com',
    )
  })
})
