import { describe, expect, it } from 'vitest'
import {
  areaPriceSummary,
  canReserveParking,
  canSeePayments,
  characterCounter,
  checkAttachment,
  contentTypeOfFileName,
  defaultParkingRange,
  differenceSign,
  fileTypeOf,
  isHttpUrl,
  isReservationStartAvailable,
  MAX_FILE_SIZE_BYTES,
  messageText,
  paymentCategoryOrUnknown,
  priceInForce,
  replySubject,
  spotDisplayStatus,
  spotIcon,
  spotPanel,
  freeOnlyUntil,
  type ParkingSpotInput,
} from '../src/index.ts'

const range = { startDate: '2026-11-21', endDate: '2026-11-28' }

const spot = (over: Partial<ParkingSpotInput> = {}): ParkingSpotInput => ({
  isInUse: true,
  equipment: [],
  prices: [{ price: 35, validFrom: '2020-01-01', validTo: null }],
  reservations: [],
  availableRanges: [{ startDate: '2026-11-01', endDate: null }],
  ...over,
})

describe('parking prices', () => {
  const prices = [
    { price: 30, validFrom: '2025-01-01', validTo: '2025-12-31' },
    { price: 35.5, validFrom: '2026-01-01', validTo: null },
  ]
  it('the price in force by validity against the start date', () => {
    expect(priceInForce(prices, '2025-06-01')).toBe(30)
    expect(priceInForce(prices, '2025-12-31')).toBe(30)
    expect(priceInForce(prices, '2026-01-01')).toBe(35.5)
    expect(priceInForce(prices, '2024-12-31')).toBeUndefined()
    expect(priceInForce([{ price: 10, validFrom: null, validTo: null }], '1999-01-01')).toBe(10)
  })
  it('the latest validFrom wins when validities overlap', () => {
    expect(
      priceInForce(
        [
          { price: 30, validFrom: '2025-01-01', validTo: null },
          { price: 40, validFrom: '2026-06-01', validTo: null },
        ],
        '2026-07-01',
      ),
    ).toBe(40)
  })
  it('area summary: single amount, or from the minimum', () => {
    expect(areaPriceSummary([spot(), spot()], '2026-11-21')).toEqual({ kind: 'single', amount: 35 })
    expect(
      areaPriceSummary(
        [spot(), spot({ prices: [{ price: 25, validFrom: null, validTo: null }] })],
        '2026-11-21',
      ),
    ).toEqual({ kind: 'from', amount: 25 })
    expect(areaPriceSummary([spot({ prices: [] })], '2026-11-21')).toEqual({ kind: 'none' })
  })
})

describe('spot display status and panel', () => {
  it('active, upcoming, not in use, default, disabled', () => {
    expect(
      spotDisplayStatus(
        spot({ reservations: [{ kind: 'current', startDate: '2026-01-01', endDate: null }] }),
        range,
      ),
    ).toBe('active')
    expect(
      spotDisplayStatus(
        spot({ reservations: [{ kind: 'future', startDate: '2026-12-01', endDate: null }] }),
        range,
      ),
    ).toBe('upcoming')
    expect(spotDisplayStatus(spot({ isInUse: false }), range)).toBe('not_in_use')
    expect(spotDisplayStatus(spot(), range)).toBe('default')
    expect(
      spotDisplayStatus(
        spot({ availableRanges: [{ startDate: '2026-11-25', endDate: null }] }),
        range,
      ),
    ).toBe('disabled')
    expect(
      spotDisplayStatus(
        spot({ availableRanges: [{ startDate: '2026-11-01', endDate: '2026-11-27' }] }),
        range,
      ),
    ).toBe('disabled')
    expect(
      spotDisplayStatus(
        spot({
          reservations: [{ kind: 'previous', startDate: '2025-01-01', endDate: '2025-12-31' }],
        }),
        range,
      ),
    ).toBe('default')
  })
  it('panel: termination form, cancelled, reserve form, details', () => {
    expect(
      spotPanel(
        spot({ reservations: [{ kind: 'current', startDate: '2026-01-01', endDate: null }] }),
        range,
      ),
    ).toEqual({ title: 'details', view: 'termination_form' })
    expect(
      spotPanel(
        spot({
          reservations: [{ kind: 'current', startDate: '2026-01-01', endDate: '2026-12-31' }],
        }),
        range,
      ),
    ).toEqual({ title: 'details', view: 'cancelled', endDate: '2026-12-31' })
    expect(spotPanel(spot(), range)).toEqual({ title: 'reserve', view: 'reserve_form' })
    expect(spotPanel(spot({ isInUse: false }), range)).toEqual({
      title: 'details',
      view: 'details',
    })
  })
  it('panel: a spot free for the range but only until a later reservation (issue 26 item 8)', () => {
    const limited = spot({
      availableRanges: [
        { startDate: '2026-11-01', endDate: '2026-12-09' },
        { startDate: '2027-01-01', endDate: null },
      ],
    })
    expect(spotDisplayStatus(limited, range)).toBe('default')
    expect(freeOnlyUntil(limited.availableRanges, range.startDate)).toBe('2026-12-09')
    expect(spotPanel(limited, range)).toEqual({
      title: 'details',
      view: 'free_until',
      endDate: '2026-12-09',
    })
    expect(freeOnlyUntil(limited.availableRanges, '2027-02-01')).toBeNull()
    expect(freeOnlyUntil(limited.availableRanges, '2026-12-20')).toBeNull()
    expect(freeOnlyUntil(spot().availableRanges, range.startDate)).toBeNull()
  })
  it('icon from equipment', () => {
    expect(spotIcon(['ev_charger'])).toEqual({ base: 'electric', variant: 'standard' })
    expect(spotIcon(['heating_outlet', 'yard'])).toEqual({ base: 'electric', variant: 'standard' })
    expect(spotIcon(['garage', 'disabled_spot'])).toEqual({ base: 'garage', variant: 'disabled' })
    expect(spotIcon(['building', 'motorbike_spot'])).toEqual({ base: 'hall', variant: 'motorbike' })
    expect(spotIcon(['covered'])).toEqual({ base: 'shelter', variant: 'standard' })
    expect(spotIcon(['yard', 'something_new'])).toEqual({ base: 'outdoor', variant: 'standard' })
  })
  it('default window 7 days', () => {
    expect(defaultParkingRange('2026-11-21')).toEqual({
      startDate: '2026-11-21',
      endDate: '2026-11-28',
    })
    expect(defaultParkingRange('2026-12-28')).toEqual({
      startDate: '2026-12-28',
      endDate: '2027-01-04',
    })
  })
  it('reserve button and start date conflicts', () => {
    const ok = {
      contractId: 'c',
      spotSelected: true,
      startDate: '2026-11-21',
      rulesAccepted: true,
      pending: false,
    }
    expect(canReserveParking(ok)).toBe(true)
    expect(canReserveParking({ ...ok, contractId: null })).toBe(false)
    expect(canReserveParking({ ...ok, spotSelected: false })).toBe(false)
    expect(canReserveParking({ ...ok, startDate: '' })).toBe(false)
    expect(canReserveParking({ ...ok, rulesAccepted: false })).toBe(false)
    expect(canReserveParking({ ...ok, pending: true })).toBe(false)
    const ranges = [{ startDate: '2026-12-01', endDate: null }]
    expect(isReservationStartAvailable(ranges, '2026-12-01')).toBe(true)
    expect(isReservationStartAvailable(ranges, '2026-11-30')).toBe(false)
    expect(
      isReservationStartAvailable(
        [{ startDate: '2026-11-01', endDate: '2026-12-31' }],
        '2026-11-21',
      ),
    ).toBe(false)
  })
})

describe('payments', () => {
  it('sign of the difference', () => {
    expect(differenceSign(-152.4)).toBe('arrear')
    expect(differenceSign(10)).toBe('advance')
    expect(differenceSign(0)).toBe('neutral')
    expect(differenceSign(-0.004)).toBe('neutral')
    expect(differenceSign(0.005)).toBe('advance')
  })
  it('unknown category gives UNKNOWN', () => {
    expect(paymentCategoryOrUnknown('rent')).toBe('rent')
    expect(paymentCategoryOrUnknown('parking')).toBe('UNKNOWN')
    expect(paymentCategoryOrUnknown(undefined)).toBe('UNKNOWN')
  })
  it('payments only for a contract party or payer with paymentInfo on', () => {
    expect(canSeePayments({ tenantRoles: ['tenant', 'payer'], paymentInfo: true })).toBe(true)
    expect(canSeePayments({ tenantRoles: ['contractParty'], paymentInfo: true })).toBe(true)
    expect(canSeePayments({ tenantRoles: ['tenant'], paymentInfo: true })).toBe(false)
    expect(canSeePayments({ tenantRoles: ['payer'], paymentInfo: false })).toBe(false)
  })
})

describe('messages', () => {
  it('reply prefix VS: in Finnish, RE: in English and Swedish, never doubled', () => {
    expect(replySubject('Sauna', 'fi')).toBe('VS: Sauna')
    expect(replySubject('Sauna', 'en')).toBe('RE: Sauna')
    expect(replySubject('Sauna', 'sv')).toBe('RE: Sauna')
    expect(replySubject('VS: Sauna', 'fi')).toBe('VS: Sauna')
    expect(replySubject('re: VS: RE:Sauna', 'fi')).toBe('VS: Sauna')
    expect(replySubject('VS: Sauna', 'en')).toBe('RE: Sauna')
    expect(replySubject('Visit', 'fi')).toBe('VS: Visit')
    expect(replySubject('', 'fi')).toBe('VS:')
  })
  it('character counter shown above 2900, red at 3000', () => {
    expect(characterCounter(2900)).toEqual({ visible: false, red: false, remaining: 100 })
    expect(characterCounter(2901)).toEqual({ visible: true, red: false, remaining: 99 })
    expect(characterCounter(3000)).toEqual({ visible: true, red: true, remaining: 0 })
    expect(characterCounter(3001).remaining).toBe(-1)
  })
  it('visible text of the editor HTML', () => {
    expect(messageText('<p>Hei &amp; <b>tervetuloa</b></p><p>&#228;&#x00E4;&nbsp;</p>')).toBe(
      'Hei & tervetuloa\nää',
    )
    expect(messageText('<p><br></p>')).toBe('')
  })
})

describe('attachments and links (spec 02 §5 General)', () => {
  it('accepts the default types up to 10 MB', () => {
    expect(checkAttachment({ name: 'Kuva.JPG', size: 1000 })).toEqual({
      ok: true,
      contentType: 'image/jpeg',
    })
    expect(checkAttachment({ name: 'a.pdf', size: MAX_FILE_SIZE_BYTES })).toMatchObject({
      ok: true,
    })
    expect(checkAttachment({ name: 'a.pdf', size: MAX_FILE_SIZE_BYTES + 1 })).toEqual({
      ok: false,
      reason: 'too_large',
      allowed: ['.jpg', '.jpeg', '.png', '.gif', '.pdf'],
    })
    expect(checkAttachment({ name: 'a.exe', size: 1 })).toMatchObject({
      ok: false,
      reason: 'wrong_type',
    })
    expect(checkAttachment({ name: 'pdf', size: 1 })).toMatchObject({
      ok: false,
      reason: 'wrong_type',
    })
    expect(checkAttachment({ name: 'v.mp4', size: 1 })).toMatchObject({
      ok: false,
      reason: 'wrong_type',
    })
    expect(checkAttachment({ name: 'v.mp4', size: 1 }, ['.mp4'])).toEqual({
      ok: true,
      contentType: 'video/mp4',
    })
  })
  it('file types', () => {
    expect(fileTypeOf('application/pdf')).toBe('document')
    expect(fileTypeOf('video/quicktime')).toBe('video')
    expect(fileTypeOf('text/html')).toBeUndefined()
    expect(contentTypeOfFileName('x.mov')).toBe('video/quicktime')
  })
  it('legal links only as http(s) URLs', () => {
    expect(isHttpUrl('https://example.fi/tietosuoja')).toBe(true)
    expect(isHttpUrl('http://example.fi')).toBe(true)
    for (const bad of [
      '',
      null,
      undefined,
      '/privacy',
      'javascript:alert(1)',
      'mailto:a@b.fi',
      'ftp://x.fi',
      'https://',
    ]) {
      expect(isHttpUrl(bad)).toBe(false)
    }
  })
})
