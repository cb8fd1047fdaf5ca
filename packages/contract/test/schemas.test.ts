import { describe, expect, it } from 'vitest'
import {
  modificationFormBaseSchema,
  modificationFormSchema,
  terminationFormSchema,
} from '@asukas/domain'
import {
  api,
  modificationOperationDataSchema,
  contractSchema,
  notificationSchema,
  terminationFormOfOperationData,
  tenantSchema,
} from '../src/index.ts'

const contractUuid = '6f1c2a9e-3b4d-4c8e-9a1f-2d3e4f5a6b7c'
const fileUuid = '0b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'
const tenantId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a'

/** The issues of a failed parse as `path: message`, for readable assertions. */
function issuesOf(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.map(String).join('.')}: ${i.message}`)
}

const contract = {
  uuid: contractUuid,
  realPropertyName: 'As Oy Kuusikko',
  contractType: 'rental',
  status: 'active',
  startDate: '2021-03-01',
  endDate: null,
  postalAddress: {
    streetAddressLine1: 'Kuusitie 4 B 12',
    streetAddressLine2: null,
    postalCode: '00270',
    city: 'Helsinki',
  },
  addressDetails: { staircaseLetter: 'B', apartmentNumber: '12' },
  referenceNumber: '1232',
  propertyCompanyName: 'Kiinteistö Oy Kuusikko',
  propertyCompanyAddress: {
    streetAddressLine1: 'Kuusitie 4',
    postalCode: '00270',
    city: 'Helsinki',
  },
  tenant: { id: tenantId, isPayer: true, isContractParty: true, tenantRole: 'tenant' },
}

describe('contract', () => {
  it('parses the contract of spec 01 §3 with and without its optional parts', () => {
    expect(contractSchema.parse(contract)).toEqual(contract)
    const withRequests = {
      ...contract,
      terminationRequest: { status: 'pending_tenant_approval', createdAt: '2026-11-20T08:00:00Z' },
      modificationRequest: {
        status: 'pending_strong_authentication',
        createdAt: '2026-11-20T10:00:00.000+02:00',
      },
      terminationDisallowedReason: 'pending_termination_tenant_approvals',
      collateral: { bankName: 'Nordea', isCollateral: true },
    }
    expect(contractSchema.safeParse(withRequests).success).toBe(true)
  })

  it('refuses unknown enum values, bad dates and a modification-only status on termination', () => {
    expect(contractSchema.safeParse({ ...contract, contractType: 'owner' }).success).toBe(false)
    expect(contractSchema.safeParse({ ...contract, startDate: '1.3.2021' }).success).toBe(false)
    expect(
      contractSchema.safeParse({
        ...contract,
        terminationRequest: {
          status: 'pending_strong_authentication',
          createdAt: '2026-11-20T08:00:00Z',
        },
      }).success,
    ).toBe(false)
    expect(contractSchema.safeParse({ ...contract, endDate: undefined }).success).toBe(false)
  })
})

describe('notification', () => {
  it('parses an arrear notification and refuses a timestamp without offset', () => {
    const notification = {
      id: fileUuid,
      contractUuid,
      priority: 'important',
      category: 'arrear',
      notificationMeta: { arrearAmount: 152.4 },
      isCloseable: false,
      createdAt: '2026-11-01T06:00:00Z',
      closedAt: null,
    }
    expect(notificationSchema.parse(notification)).toEqual(notification)
    expect(
      notificationSchema.safeParse({ ...notification, createdAt: '2026-11-01T06:00:00' }).success,
    ).toBe(false)
  })
})

describe('tenant', () => {
  it('tells persons and companies apart by tenantType', () => {
    const person = {
      tenantType: 'person',
      id: tenantId,
      firstName: 'Aino',
      lastName: 'Virtanen',
      contractUuid,
      tenantRole: 'tenant',
      isContractParty: true,
      isPayer: true,
      email: 'aino.virtanen@example.com',
      phoneNumber: null,
      nonDisclosure: false,
      isAdult: true,
      startDate: '2021-03-01',
      endDate: null,
      hasResidentUser: true,
    }
    expect(tenantSchema.parse(person)).toEqual(person)
    expect(tenantSchema.safeParse({ ...person, tenantType: 'company' }).success).toBe(false)
  })
})

describe('request parsing', () => {
  it('coerces the bulletin page and checks UUIDs in paths', () => {
    expect(api.bulletins.query.parse({})).toEqual({ page: 0 })
    expect(api.bulletins.query.parse({ page: '3' })).toEqual({ page: 3 })
    expect(api.bulletins.query.safeParse({ page: '-1' }).success).toBe(false)
    expect(api.closeNotification.params.parse({ id: fileUuid })).toEqual({ id: fileUuid })
    expect(api.closeNotification.params.safeParse({ id: '12' }).success).toBe(false)
    expect(api.contract.params.safeParse({ contractUuid: 'not-a-uuid' }).success).toBe(false)
  })

  it('lower-cases the login e-mail and answers message keys', () => {
    expect(
      api.login.body.parse({ username: ' Aino.Virtanen@Example.com ', password: 'Asukas-demo-1' }),
    ).toEqual({ username: 'aino.virtanen@example.com', password: 'Asukas-demo-1' })
    const result = api.login.body.safeParse({ username: 'aino', password: '' })
    expect(issuesOf(result)).toEqual(['username: invalid_email', 'password: required'])
  })

  it('reads resetOldUser as a boolean string', () => {
    expect(api.registrationEntryLink.query.parse({ locale: 'sv', resetOldUser: 'false' })).toEqual({
      locale: 'sv',
      resetOldUser: false,
    })
    expect(api.registrationEntryLink.query.parse({ locale: 'fi' }).resetOldUser).toBe(false)
    expect(api.registrationEntryLink.query.safeParse({ locale: 'de' }).success).toBe(false)
  })
})

describe('defect notice body', () => {
  const body = {
    contractUuid,
    defectLocation: 'CONTRACT_TARGET',
    defectClassId: 1,
    hasPetsInApartment: true,
    masterKeyAccessAllowed: false,
    noticeReporter: { phoneNumber: '+358 40 123 4567', email: 'Aino@Example.com' },
    title: ' Vuotava hana ',
    description: '',
    fileUuids: [],
  }

  it('trims, lower-cases and accepts "other" as null', () => {
    const parsed = api.createDefectNotice.body.parse({ ...body, defectClassId: null })
    expect(parsed.title).toBe('Vuotava hana')
    expect(parsed.noticeReporter?.email).toBe('aino@example.com')
    expect(parsed.defectClassId).toBeNull()
  })

  it('needs a title, a description or files, on description', () => {
    const result = api.createDefectNotice.body.safeParse({ ...body, title: '  ' })
    expect(issuesOf(result)).toEqual(['description: title_description_or_files_required'])
    expect(
      api.createDefectNotice.body.safeParse({ ...body, title: '', fileUuids: [fileUuid] }).success,
    ).toBe(true)
  })

  it('refuses -1, feedback and question classes and a long title', () => {
    for (const defectClassId of [-1, 20, 21]) {
      expect(issuesOf(api.createDefectNotice.body.safeParse({ ...body, defectClassId }))).toEqual([
        'defectClassId: invalid_number',
      ])
    }
    expect(
      issuesOf(api.createDefectNotice.body.safeParse({ ...body, title: 'x'.repeat(101) })),
    ).toEqual(['title: invalid_string'])
  })

  it('requires the reporter for a question but not for feedback', () => {
    const feedback = {
      contractUuid,
      title: 'Kiitos',
      description: '',
      fileUuids: [],
      noticeReporter: null,
    }
    expect(api.createFeedback.body.safeParse(feedback).success).toBe(true)
    expect(issuesOf(api.createQuestion.body.safeParse(feedback))).toEqual([
      'noticeReporter: required',
    ])
    expect(
      issuesOf(api.createFeedback.body.safeParse({ ...feedback, description: 'x'.repeat(2001) })),
    ).toEqual(['description: invalid_string'])
  })
})

describe('termination body', () => {
  const operationData = {
    terminationReason: 'move_to_another_rental',
    endDate: '2027-01-31',
    movingOutDate: null,
    additionalDetails: '',
    fileUuids: [],
    givingContactInfoAllowed: true,
    hasPetsInApartment: false,
    showing: 'tenant_shows',
    beneficiaries: [
      {
        existingBeneficiaryId: null,
        removeExistingBeneficiary: false,
        contractToTenantAssociationId: tenantId,
        beneficiaryName: 'Aino Virtanen',
        iban: 'FI21 1234 5600 0007 85',
        bic: 'NDEAFIHH',
        returnPercentage: 100,
        phoneNumber: null,
        email: null,
      },
    ],
    newAddress: null,
    isCollateral: null,
    collateralLender: '',
    rightOfOccupancyCollateralLocation: null,
    bank: '',
  }
  const body = { operationData, locale: 'fi', provider: 'ftn' }

  it('strips spaces from the IBAN and gives the form values back', () => {
    const parsed = api.createTermination.body.parse(body)
    expect(parsed.operationData.beneficiaries[0]?.iban).toBe('FI2112345600000785')
    const form = terminationFormOfOperationData(parsed.operationData)
    expect(form.newAddress).toEqual({
      recipientName: '',
      streetAddress: '',
      postalCode: '',
      city: '',
    })
    expect(form.beneficiaries[0]?.phoneNumber).toBe('')
  })

  it('keeps the UUID ids of the beneficiaries for the domain rules', () => {
    const existingBeneficiaryId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a'
    const parsed = api.createTermination.body.parse({
      ...body,
      operationData: {
        ...operationData,
        beneficiaries: [{ ...operationData.beneficiaries[0], existingBeneficiaryId }],
      },
    })
    const form = terminationFormOfOperationData(parsed.operationData)
    expect(form.beneficiaries[0]).toMatchObject({
      existingBeneficiaryId,
      removeExistingBeneficiary: false,
      contractToTenantAssociationId: tenantId,
    })
    const rules = terminationFormSchema({
      contractType: 'rental',
      contractStartDate: '2021-03-01',
      contractEndDate: null,
      today: '2026-11-21',
    })
    expect(issuesOf(rules.safeParse(form))).toEqual([])
    expect(
      issuesOf(
        api.createTermination.body.safeParse({
          ...body,
          operationData: {
            ...operationData,
            beneficiaries: [{ ...operationData.beneficiaries[0], existingBeneficiaryId: 7 }],
          },
        }),
      ),
    ).toEqual(['operationData.beneficiaries.0.existingBeneficiaryId: invalid_string'])
  })

  it('answers message keys for a missing or malformed operationData', () => {
    expect(
      issuesOf(api.createTermination.body.safeParse({ ...body, operationData: undefined })),
    ).toEqual(['operationData: required'])
    expect(issuesOf(api.createTermination.body.safeParse({ ...body, operationData: 1 }))).toEqual([
      'operationData: invalid_string',
    ])
  })

  it('checks the percentage sum and the IBAN of the beneficiaries', () => {
    const second = {
      ...operationData.beneficiaries[0],
      contractToTenantAssociationId: null,
      beneficiaryName: 'Mikko Korhonen',
      iban: 'FI5542345670000081',
      returnPercentage: 50,
    }
    const sum = api.createTermination.body.safeParse({
      ...body,
      operationData: { ...operationData, beneficiaries: [operationData.beneficiaries[0], second] },
    })
    expect(issuesOf(sum)).toEqual([
      'operationData.beneficiaries.0.returnPercentage: invalid_return_percentage_sum',
    ])
    const badIban = api.createTermination.body.safeParse({
      ...body,
      operationData: {
        ...operationData,
        beneficiaries: [{ ...operationData.beneficiaries[0], iban: 'FI2112345600000786' }],
      },
    })
    expect(issuesOf(badIban)).toEqual(['operationData.beneficiaries.0.iban: invalid_iban'])
  })

  it('needs a complete new address when one is sent, and a known reason', () => {
    const result = api.createTermination.body.safeParse({
      ...body,
      operationData: {
        ...operationData,
        terminationReason: 'bored',
        newAddress: { recipientName: 'Aino', streetAddress: '', postalCode: '1234', city: 'Espoo' },
      },
    })
    expect(issuesOf(result)).toEqual([
      'operationData.terminationReason: invalid_string',
      'operationData.newAddress.streetAddress: required',
      'operationData.newAddress.postalCode: invalid_postal_code',
    ])
  })

  it('accepts accept and reject only', () => {
    const approve = {
      operationData: { terminationRequestId: fileUuid },
      operationType: 'accept',
      locale: 'en',
    }
    expect(api.approveTermination.body.safeParse(approve).success).toBe(true)
    expect(
      issuesOf(api.approveTermination.body.safeParse({ ...approve, operationType: 'maybe' })),
    ).toEqual(['operationType: invalid_string'])
  })
})

describe('add tenant body', () => {
  it('validates the identity code of each person', () => {
    const person = {
      socialSecurityNumber: '131052-308T',
      firstName: 'Eero',
      lastName: 'Virtanen',
      email: '',
      phoneNumber: '',
      birthDate: null,
    }
    expect(
      api.addTenant.body.safeParse({ operationData: { tenants: [person] }, locale: 'fi' }).success,
    ).toBe(true)
    expect(
      issuesOf(
        api.addTenant.body.safeParse({
          operationData: { tenants: [{ ...person, socialSecurityNumber: '131052-308A' }] },
          locale: 'fi',
        }),
      ),
    ).toEqual(['operationData.tenants.0.socialSecurityNumber: invalid_ssn'])
  })
})

describe('responses', () => {
  it('parses a bulletin page with and without nextPage', () => {
    const bulletin = {
      uuid: fileUuid,
      title: 'Vesikatko',
      excerpt: 'Vesi katkaistaan tiistaina.',
      body: '<p>Vesi katkaistaan tiistaina.</p>',
      publishedAt: '2026-11-20T08:00:00Z',
      updatedAt: '2026-11-20T08:00:00Z',
      author: 'Isännöinti',
      featuredImage: null,
      attachments: [{ uuid: fileUuid, name: 'katko.pdf' }],
    }
    expect(api.bulletins.response.parse({ bulletins: [bulletin], nextPage: 1 }).nextPage).toBe(1)
    expect(api.bulletins.response.parse({ bulletins: [] })).toEqual({ bulletins: [] })
  })

  it('parses the public settings and the health answer', () => {
    expect(
      api.appSettings.response.safeParse({
        contractTerminationOnly: false,
        defectNotice: true,
        customDefectNoticeLinkUrl: null,
        messaging: false,
        legalLinks: {
          privacyStatement: 'https://example.com/privacy',
          accessibilityStatement: null,
          termsOfUse: null,
          cookiePolicy: null,
        },
        demoMode: true,
      }).success,
    ).toBe(true)
    expect(api.health.response.safeParse({ status: 'ok', database: 'up' }).success).toBe(true)
    expect(api.health.response.safeParse({ status: 'fine', database: 'up' }).success).toBe(false)
  })
})

describe('other bodies', () => {
  it('takes UUID tenant ids in a modification', () => {
    const body = {
      operationData: {
        inEffect: '2026-12-31',
        description: '',
        removeTenantIds: [tenantId],
        transferDestinationTenantId: null,
      },
      locale: 'fi',
      provider: 'ftn',
    }
    expect(api.createModification.body.safeParse(body).success).toBe(true)
    expect(
      issuesOf(
        api.createModification.body.safeParse({
          ...body,
          operationData: { ...body.operationData, removeTenantIds: [7], inEffect: '2026-02-30' },
        }),
      ),
    ).toEqual([
      'operationData.inEffect: invalid_date',
      'operationData.removeTenantIds.0: invalid_string',
    ])
  })

  it('sends the modification form itself: one schema on both sides', () => {
    expect(modificationOperationDataSchema).toBe(modificationFormBaseSchema)
    const partyId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
    const rules = modificationFormSchema({
      tenants: [
        { id: partyId, isContractParty: true, isAdult: true, hasResidentUser: true },
        { id: tenantId, isContractParty: false, isAdult: true, hasResidentUser: true },
      ],
      today: '2026-11-21',
    })
    const operationData = {
      inEffect: '2026-12-31',
      description: ' Muutto ',
      removeTenantIds: [tenantId],
      transferDestinationTenantId: null,
    }
    const parsed = api.createModification.body.parse({
      operationData,
      locale: 'fi',
      provider: 'ftn',
    })
    expect(parsed.operationData).toEqual({ ...operationData, description: 'Muutto' })
    expect(issuesOf(rules.safeParse(parsed.operationData))).toEqual([])
    expect(
      issuesOf(rules.safeParse({ ...parsed.operationData, removeTenantIds: [partyId] })),
    ).toEqual(['transferDestinationTenantId: required'])
  })

  it('checks the message subject and the visible length of the body', () => {
    const message = {
      subject: ' Kysymys ',
      htmlContent: '<p>Hei</p>',
      fileIds: [],
      messageThreadUuid: null,
    }
    expect(api.sendMessage.body.parse(message).subject).toBe('Kysymys')
    expect(
      issuesOf(
        api.sendMessage.body.safeParse({ ...message, subject: '', htmlContent: '<p> </p>' }),
      ),
    ).toEqual(['subject: required', 'htmlContent: required'])
    expect(
      issuesOf(
        api.sendMessage.body.safeParse({ ...message, htmlContent: `<p>${'a'.repeat(3001)}</p>` }),
      ),
    ).toEqual(['htmlContent: invalid_string'])
  })

  it('sends parking reservations open-ended', () => {
    expect(
      api.reserveParkingSpot.body.parse({ rentableParkingSpotId: 'P-12', startDate: '2026-11-21' }),
    ).toEqual({ rentableParkingSpotId: 'P-12', startDate: '2026-11-21', endDate: null })
    expect(
      api.reserveParkingSpot.body.safeParse({
        rentableParkingSpotId: 12,
        startDate: '2026-11-21',
        endDate: '2026-12-31',
      }).success,
    ).toBe(false)
  })

  it('accepts only the content types of spec 01 §3 for uploads', () => {
    const file = { fileName: 'kuva.jpg', contentType: 'image/jpeg' }
    expect(api.fileInit.body.safeParse({ file }).success).toBe(true)
    expect(
      issuesOf(api.fileInit.body.safeParse({ file: { ...file, contentType: 'image/webp' } })),
    ).toEqual(['file.contentType: invalid_string'])
    expect(issuesOf(api.fileInit.body.safeParse({}))).toEqual(['file: required'])
  })
})
