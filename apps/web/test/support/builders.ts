/**
 * Test data builders with overrides (bulletproof-react): one valid wire shape per entity, so a
 * test states only what matters to it.
 */
import type { Contract } from '@asukas/contract'

/** A valid active rental contract in Helsinki; `overrides` replace top-level fields. */
export function buildContract(overrides: Partial<Contract> & { uuid: string }): Contract {
  return {
    realPropertyName: 'As Oy Esimerkki',
    contractType: 'rental',
    status: 'active',
    startDate: '2020-01-01',
    endDate: null,
    postalAddress: {
      streetAddressLine1: 'Kotikatu 3',
      streetAddressLine2: null,
      postalCode: '00100',
      city: 'Helsinki',
    },
    addressDetails: { staircaseLetter: 'A', apartmentNumber: '12' },
    referenceNumber: '1234561',
    propertyCompanyName: 'Kiinteistö Oy Esimerkki',
    propertyCompanyAddress: {
      streetAddressLine1: 'Yhtiökatu 1',
      postalCode: '00100',
      city: 'Helsinki',
    },
    tenant: {
      id: '00000000-0000-4000-8000-000000000020',
      isPayer: true,
      isContractParty: true,
      tenantRole: 'tenant',
    },
    ...overrides,
  }
}
