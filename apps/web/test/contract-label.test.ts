import { describe, expect, it } from 'vitest'
import type { Contract } from '@asukas/contract'
import { contractLabel } from '../src/shared/lib/contract-label.ts'

function contract(street: string, staircaseLetter: string | null, apartmentNumber: string | null) {
  return {
    realPropertyName: 'As Oy Esimerkki',
    postalAddress: {
      streetAddressLine1: street,
      streetAddressLine2: null,
      postalCode: '00100',
      city: 'Helsinki',
    },
    addressDetails: { staircaseLetter, apartmentNumber },
  } as Contract
}

describe('contract switcher label (spec 01 §2: street line, or else property name)', () => {
  it('adds staircase and apartment to the street line', () => {
    expect(contractLabel(contract('Kotikatu 3', 'B', '12'))).toBe('Kotikatu 3 B 12')
    expect(contractLabel(contract('Kotikatu 3', null, '12'))).toBe('Kotikatu 3 12')
    expect(contractLabel(contract('Kotikatu 3', null, null))).toBe('Kotikatu 3')
  })

  it('does not repeat details the street line already has', () => {
    expect(contractLabel(contract('Kotikatu 3 B 12', 'B', '12'))).toBe('Kotikatu 3 B 12')
  })

  it('falls back to the property name without a street line', () => {
    expect(contractLabel(contract('  ', 'B', '12'))).toBe('As Oy Esimerkki')
  })
})
