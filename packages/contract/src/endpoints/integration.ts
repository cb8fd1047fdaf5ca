/**
 * The integration API of issue 22: machine clients of the housing provider's ERP and
 * maintenance systems, separate from the resident and staff API (OpenAPI tag `Integration`).
 *
 * - An administrator creates a client in the staff console (name, scopes, optional allowed IP
 *   ranges); its secret is shown once and can be rotated with an overlap period.
 * - The client gets a short-lived access token with the OAuth 2.0 client-credentials grant
 *   (RFC 6749 §4.4): `POST /api/integration/oauth/token` with HTTP Basic client authentication
 *   and a form body `grant_type=client_credentials&scope=…`; the answer is RFC 6749 §5.1's
 *   `{access_token, token_type, expires_in, scope}`; errors are RFC 6749 §5.2's
 *   `{error: invalid_request | invalid_client | invalid_grant | invalid_scope |
 *   unsupported_grant_type}`.
 * - It calls `/api/integration/v1/*` with `Authorization: Bearer <access token>`. A missing,
 *   wrong, expired or revoked token answers 401 `INVALID_TOKEN` with `WWW-Authenticate: Bearer`
 *   (RFC 6750 §3); a token without the call's scope 403 `INSUFFICIENT_SCOPE`.
 *
 * Bodies of the integration calls refuse unknown fields (a typo in an ERP mapping must not be
 * dropped silently).
 */
import { z } from 'zod'
import { enumField, hetuSchema, requiredText, stringField } from '@asukas/domain'
import { defineEndpoint } from '../endpoint.ts'
import { bodyArray, bodyObject, timestampSchema } from '../entities/common.ts'
import { contactCategories, residentCommitteeRoles } from '../entities/contact.ts'
import { tokenErrorCodes, type ErrorCode } from '../errors.ts'

/** OpenAPI tag of every integration call. */
export const integrationTag = 'Integration'

/**
 * Scopes a client may be given (issue 22 item 1): writing master data (properties, buildings,
 * apartments, contracts, contacts), payments and documents; reading and deciding resident
 * requests; reading the event feed.
 */
export const integrationScopes = [
  'master-data:write',
  'payments:write',
  'documents:write',
  'requests:read',
  'requests:decide',
  'events:read',
] as const
/** One scope. */
export type IntegrationScope = (typeof integrationScopes)[number]
/** Schema of a scope. */
export const integrationScopeSchema = z.enum(integrationScopes)

/**
 * The integration API's own error codes and its token endpoint's (RFC 6749 §5.2): defined with
 * the error catalogue, of which they are part (`errors.ts`).
 */
export { integrationErrorCodes, tokenErrorCodes } from '../errors.ts'

/** Errors every Bearer-authenticated integration call may answer. */
export const bearerErrors = ['INVALID_TOKEN', 'INSUFFICIENT_SCOPE'] as const

/** Lifetime of an access token in seconds (10 minutes). */
export const accessTokenLifetimeSeconds = 600

// ------------------------------------------------------------------------------------------------
// Clients (staff console, administrators)
// ------------------------------------------------------------------------------------------------

/**
 * An allowed IP range in CIDR notation (`203.0.113.0/24`, `2001:db8::/32`), or a single address
 * (`/32` or `/128` implied). The server parses it fully; this only bounds its shape.
 */
export const cidrSchema = stringField()
  .trim()
  .max(64, { error: 'invalid_string' })
  .regex(/^[0-9A-Fa-f:.]+(\/[0-9]{1,3})?$/, { error: 'invalid_string' })

/** Body of `createIntegrationClient`. */
export const integrationClientBodySchema = bodyObject({
  name: requiredText(100),
  scopes: bodyArray(enumField(integrationScopes)).min(1, { error: 'required' }),
  allowedIpRanges: bodyArray(cidrSchema).max(50, { error: 'invalid_string' }).optional(),
})
/** A new client. */
export type IntegrationClientBody = z.input<typeof integrationClientBodySchema>

/** The public id and the secret of a client: the secret is shown only in this answer. */
export const integrationClientCredentialsSchema = z.object({
  clientId: z.string(),
  clientSecret: z.string(),
})
/** Client credentials. */
export type IntegrationClientCredentials = z.infer<typeof integrationClientCredentialsSchema>

/** One secret of a client as the console lists it (never the secret itself). */
export const integrationClientSecretSchema = z.object({
  id: z.string(),
  createdAt: timestampSchema,
  /** When the secret stops working; null = until rotated. */
  expiresAt: timestampSchema.nullable(),
})

/** A client as the console lists it. */
export const integrationClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  scopes: z.array(integrationScopeSchema),
  allowedIpRanges: z.array(z.string()),
  createdAt: timestampSchema,
  /** Name of the administrator who created it (null when that account is gone). */
  createdBy: z.string().nullable(),
  disabledAt: timestampSchema.nullable(),
  /** Secrets that still work, newest first. */
  secrets: z.array(integrationClientSecretSchema),
})
/** A listed client. */
export type IntegrationClient = z.infer<typeof integrationClientSchema>

/** Path parameter of one client: its public `clientId`. */
export const integrationClientParamsSchema = z.object({
  clientId: stringField().min(1).max(100),
})

/** Body of `rotateIntegrationClientSecret`: hours the older secrets keep working (0–720). */
export const integrationRotateBodySchema = bodyObject({
  overlapHours: z
    .number({ error: 'invalid_number' })
    .int({ error: 'invalid_number' })
    .min(0, { error: 'invalid_number' })
    .max(720, { error: 'invalid_number' })
    .default(24),
})
/** A rotation. */
export type IntegrationRotateBody = z.input<typeof integrationRotateBodySchema>

/** Answer of a rotation: the new secret (shown once) and when the older ones stop working. */
export const integrationRotateResponseSchema = integrationClientCredentialsSchema.extend({
  previousSecretsExpireAt: timestampSchema,
})

/** `POST /api/staff/integration-clients`: a new client (administrators). */
export const createIntegrationClient = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients',
  body: integrationClientBodySchema,
  response: integrationClientCredentialsSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Create an integration client (the secret is shown once; answers 201)',
  tag: integrationTag,
})

/** `GET /api/staff/integration-clients`: every client, newest first. */
export const integrationClients = defineEndpoint({
  method: 'GET',
  path: '/api/staff/integration-clients',
  response: z.array(integrationClientSchema),
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Integration clients',
  tag: integrationTag,
})

/** `POST /api/staff/integration-clients/:clientId/rotate-secret`: a new secret. */
export const rotateIntegrationClientSecret = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients/:clientId/rotate-secret',
  params: integrationClientParamsSchema,
  body: integrationRotateBodySchema,
  response: integrationRotateResponseSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Rotate a client secret; older secrets work for the overlap period',
  tag: integrationTag,
})

/** `POST /api/staff/integration-clients/:clientId/disable`: no more tokens or calls. */
export const disableIntegrationClient = defineEndpoint({
  method: 'POST',
  path: '/api/staff/integration-clients/:clientId/disable',
  params: integrationClientParamsSchema,
  response: integrationClientSchema,
  errors: ['STAFF_ROLE_REQUIRED'],
  summary: 'Disable a client: its tokens stop working at once',
  tag: integrationTag,
})

// ------------------------------------------------------------------------------------------------
// Token endpoint (RFC 6749 §4.4)
// ------------------------------------------------------------------------------------------------

/**
 * The token request's form fields (`application/x-www-form-urlencoded`). The server checks
 * them itself so that a missing field is RFC 6749's `invalid_request`, and ignores unknown
 * parameters as RFC 6749 §3.2 asks.
 */
export const tokenRequestSchema = z
  .object({
    grant_type: stringField().optional().describe('client_credentials'),
    scope: stringField().optional().describe('space-separated scopes; default: all of the client'),
  })
  .loose()

/** RFC 6749 §5.1 answer. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
  /** The granted scopes, space-separated. */
  scope: z.string(),
})
/** An access token answer. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>

/** `POST /api/integration/oauth/token`: client credentials grant. */
export const integrationToken = defineEndpoint({
  method: 'POST',
  path: '/api/integration/oauth/token',
  body: tokenRequestSchema,
  response: tokenResponseSchema,
  errors: [...tokenErrorCodes, 'TOO_MANY_REQUESTS_EXCEPTION'],
  summary:
    'Access token (OAuth 2.0 client credentials, HTTP Basic client authentication, form body)',
  tag: integrationTag,
})

// ------------------------------------------------------------------------------------------------
// Upserts by the provider's own keys (issue 22 item 2)
// ------------------------------------------------------------------------------------------------

/**
 * The entity types a client upserts, as path segments and bulk `type` values, and the scope
 * each needs.
 */
export const integrationEntityScopes = {
  'real-properties': 'master-data:write',
  buildings: 'master-data:write',
  apartments: 'master-data:write',
  contracts: 'master-data:write',
  contacts: 'master-data:write',
  payments: 'payments:write',
  documents: 'documents:write',
} as const satisfies Record<string, IntegrationScope>
/** An upsertable entity type. */
export type IntegrationEntityType = keyof typeof integrationEntityScopes
/** Every entity type, in the order a first load should send them (references first). */
export const integrationEntityTypes = [
  'real-properties',
  'buildings',
  'apartments',
  'contracts',
  'contacts',
  'payments',
  'documents',
] as const satisfies readonly IntegrationEntityType[]

/**
 * The provider's id of an entity: 1–100 characters of letters, digits and `-_.:/`
 * (a path segment once URI-encoded).
 */
export const externalIdSchema = stringField()
  .min(1, { error: 'required' })
  .max(100, { error: 'invalid_string' })
  .regex(/^[A-Za-z0-9_.:/-]+$/, { error: 'invalid_string' })

const text = (max: number) => stringField().trim().max(max, { error: 'invalid_string' })
const requiredName = (max: number) => requiredText(max)
const postalCode = stringField().regex(/^[0-9]{5}$/, { error: 'invalid_postal_code' })
const date = z.iso.date({ error: 'invalid_date' })
const money = z
  .number({ error: 'invalid_number' })
  .multipleOf(0.01, { error: 'invalid_number' })
  .min(-9_999_999_999.99, { error: 'invalid_number' })
  .max(9_999_999_999.99, { error: 'invalid_number' })
const httpsUrl = stringField()
  .max(2000, { error: 'invalid_string' })
  .regex(/^https?:\/\/[^\s]+$/, { error: 'invalid_string' })

/** A real property and its property company. */
export const realPropertyUpsertSchema = z.strictObject({
  name: requiredName(200),
  propertyCompany: z.strictObject({
    name: requiredName(200),
    businessId: text(20).nullable().optional(),
    streetAddress: text(200).nullable().optional(),
    postalCode: postalCode.nullable().optional(),
    city: text(100).nullable().optional(),
  }),
})

/** A building of a real property (`realProperty`: the property's external id). */
export const buildingUpsertSchema = z.strictObject({
  realProperty: externalIdSchema,
  streetName: requiredName(200),
  streetNumber: requiredName(20),
  building: text(20).nullable().optional(),
  postalCode,
  city: requiredName(100),
  district: text(100).nullable().optional(),
  region: text(100).nullable().optional(),
})

/** An apartment of a building (`building`: the building's external id). */
export const apartmentUpsertSchema = z.strictObject({
  building: externalIdSchema,
  staircase: text(10).nullable().optional(),
  apartmentNumber: text(20).nullable().optional(),
  streetAddressLine1: requiredName(200),
  streetAddressLine2: text(200).nullable().optional(),
  postalCode,
  city: requiredName(100),
  roomCount: z.number({ error: 'invalid_number' }).int().positive().nullable().optional(),
  floorArea: z.number({ error: 'invalid_number' }).positive().max(999_999).nullable().optional(),
})

/** Roles of a person on a contract (spec 01 §3 Tenant.tenantRole). */
export const partyRoles = [
  'tenant',
  'non_tenant',
  'subtenant',
  'replacement_apartment_tenant',
] as const

const partyCommon = {
  /** The provider's id of the party within this contract (e.g. its customer number). */
  externalId: externalIdSchema,
  /** Signs the contract (a contract party: may terminate it). */
  isContractParty: z.boolean({ error: 'invalid_string' }),
  /** Pays the rent. */
  isPayer: z.boolean({ error: 'invalid_string' }),
  email: text(200).nullable().optional(),
  phoneNumber: text(30).nullable().optional(),
  startDate: date.optional(),
  /** The party's tenancy ended (the deceased tenant of an estate, a co-tenant who moved). */
  endDate: date.nullable().optional(),
}

/**
 * A person on a contract: a tenant, co-tenant, subtenant, or a non-tenant such as a guardian of
 * interests or an estate's contact person. `personalIdentityCode` matches the person to the
 * resident who registers with bank ID.
 */
export const personPartySchema = z.strictObject({
  type: z.literal('person'),
  firstName: requiredName(100),
  lastName: requiredName(100),
  role: z.enum(partyRoles, { error: 'invalid_string' }),
  personalIdentityCode: hetuSchema.nullable().optional(),
  birthDate: date.nullable().optional(),
  nonDisclosure: z.boolean({ error: 'invalid_string' }).optional(),
  ...partyCommon,
})

/** A company on a contract (a company tenant, contract party and payer). */
export const companyPartySchema = z.strictObject({
  type: z.literal('company'),
  companyName: requiredName(200),
  businessIdentityCode: text(20).nullable().optional(),
  ...partyCommon,
})

/** One party of a contract. */
export const contractPartySchema = z.discriminatedUnion('type', [
  personPartySchema,
  companyPartySchema,
])

/**
 * A contract of an apartment (`apartment`: its external id) with every party. Parties are matched
 * by their `externalId`; one left out of an update is refused (end a party with `endDate`, a
 * contract with `status: 'terminated'`: nothing is ever removed by omission).
 */
export const contractUpsertSchema = z.strictObject({
  apartment: externalIdSchema,
  type: z.enum(['rental', 'right_of_occupancy'], { error: 'invalid_string' }),
  status: z.enum(['active', 'signed', 'terminated'], { error: 'invalid_string' }),
  startDate: date,
  endDate: date.nullable().optional(),
  /** The Finnish invoice reference number (viitenumero). */
  referenceNumber: requiredName(30),
  /** Termination-only flags of spec 01 §3: the contract belongs to an estate. */
  isEstateContract: z.boolean({ error: 'invalid_string' }).optional(),
  /** A party has a guardian of interests (the guardian is a `non_tenant` party). */
  hasGuardianOfInterests: z.boolean({ error: 'invalid_string' }).optional(),
  /** The contract carries a tag that blocks electronic termination. */
  hasContractTag: z.boolean({ error: 'invalid_string' }).optional(),
  /** Right of occupancy only: the deposit's collateral. */
  collateral: z
    .strictObject({
      bankName: text(200).nullable().optional(),
      isCollateral: z.boolean({ error: 'invalid_string' }),
    })
    .nullable()
    .optional(),
  parties: z.array(contractPartySchema).min(1, { error: 'required' }).max(50),
})

/** Scope of published content: one building, one real property, or everyone (neither). */
const scoped = {
  realProperty: externalIdSchema.nullable().optional(),
  building: externalIdSchema.nullable().optional(),
}

/** A contact person or service of a building, a real property or everyone. */
export const contactUpsertSchema = z.strictObject({
  ...scoped,
  category: z.enum(contactCategories, { error: 'invalid_string' }),
  name: requiredName(200),
  phoneNumber: text(30).nullable().optional(),
  email: text(200).nullable().optional(),
  serviceRole: text(200).nullable().optional(),
  officeName: text(200).nullable().optional(),
  url: httpsUrl.nullable().optional(),
  residentCommitteeRole: z
    .enum(residentCommitteeRoles, { error: 'invalid_string' })
    .nullable()
    .optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
})

/**
 * A payment record of a contract (`contract`: its external id): either a month of invoicing
 * (`kind: 'month'`: what was due, and the month's balance, negative = arrear) or a remittance
 * (`kind: 'remittance'`: money received).
 */
export const paymentUpsertSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('month'),
    contract: externalIdSchema,
    yearMonth: stringField().regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, { error: 'invalid_date' }),
    /** Paid minus expected in euros: negative is an arrear, positive an advance. */
    difference: money,
    targets: z
      .array(z.strictObject({ nameOnBill: requiredName(200), dueDate: date, expected: money }))
      .max(50),
  }),
  z.strictObject({
    kind: z.literal('remittance'),
    contract: externalIdSchema,
    nameOfPayer: requiredName(200),
    paidDate: date,
    amount: money,
    dueDate: date.nullable().optional(),
    beneficiary: text(200).nullable().optional(),
    referenceNumber: text(30).nullable().optional(),
  }),
])

/** A document published for a building, a real property or everyone, at an http(s) address. */
export const documentUpsertSchema = z.strictObject({
  ...scoped,
  category: z.enum(['memos', 'general', 'safety'], { error: 'invalid_string' }),
  name: requiredName(200),
  documentType: text(20).optional(),
  url: httpsUrl,
  publishedAt: z.iso.datetime({ offset: true, error: 'invalid_date' }).optional(),
})

/** The body schema of each entity type. */
export const integrationUpsertSchemas = {
  'real-properties': realPropertyUpsertSchema,
  buildings: buildingUpsertSchema,
  apartments: apartmentUpsertSchema,
  contracts: contractUpsertSchema,
  contacts: contactUpsertSchema,
  payments: paymentUpsertSchema,
  documents: documentUpsertSchema,
} as const satisfies Record<IntegrationEntityType, z.ZodType>

/** Outcome of an upsert. */
export const upsertResults = ['created', 'updated', 'unchanged'] as const
/** One outcome. */
export type UpsertResult = (typeof upsertResults)[number]

/** Answer of an upsert (201 when created, else 200; `ETag` is the version). */
export const upsertResponseSchema = z.object({
  /** Our uuid of the entity. */
  id: z.string(),
  externalId: z.string(),
  /** Starts at 1 and grows by one with every change; send it back in `If-Match`. */
  version: z.number().int().positive(),
  result: z.enum(upsertResults),
})
/** An upsert's answer. */
export type UpsertResponse = z.infer<typeof upsertResponseSchema>

/** Path parameter of an upsert. */
export const upsertParamsSchema = z.object({ externalId: externalIdSchema })

const upsertErrors = [
  ...bearerErrors,
  'PRECONDITION_FAILED',
  'REFERENCE_NOT_FOUND',
] as const satisfies readonly ErrorCode[]

function upsertEndpoint<const T extends IntegrationEntityType>(type: T, what: string) {
  return defineEndpoint({
    method: 'PUT',
    path: `/api/integration/v1/${type}/:externalId`,
    params: upsertParamsSchema,
    body: integrationUpsertSchemas[type],
    response: upsertResponseSchema,
    errors: upsertErrors,
    summary: `Create or update ${what} by the provider's id (scope ${integrationEntityScopes[type]}; If-Match: version)`,
    tag: integrationTag,
  })
}

/** `PUT /api/integration/v1/real-properties/:externalId`. */
export const upsertRealProperty = upsertEndpoint('real-properties', 'a real property')
/** `PUT /api/integration/v1/buildings/:externalId`. */
export const upsertBuilding = upsertEndpoint('buildings', 'a building')
/** `PUT /api/integration/v1/apartments/:externalId`. */
export const upsertApartment = upsertEndpoint('apartments', 'an apartment')
/** `PUT /api/integration/v1/contracts/:externalId`. */
export const upsertContract = upsertEndpoint('contracts', 'a contract with its parties')
/** `PUT /api/integration/v1/contacts/:externalId`. */
export const upsertContact = upsertEndpoint('contacts', 'a contact')
/** `PUT /api/integration/v1/payments/:externalId`. */
export const upsertPayment = upsertEndpoint('payments', 'a payment month or remittance')
/** `PUT /api/integration/v1/documents/:externalId`. */
export const upsertDocument = upsertEndpoint('documents', 'a document')

/** One line of a bulk load (NDJSON). */
export const bulkLineSchema = z.strictObject({
  type: z.enum(integrationEntityTypes, { error: 'invalid_string' }),
  externalId: externalIdSchema,
  body: z.unknown(),
})

/** One line of a bulk report (NDJSON). */
export const bulkReportLineSchema = z.object({
  /** 1-based line number of the input. */
  line: z.number().int().positive(),
  type: z.string().nullable(),
  externalId: z.string().nullable(),
  result: z.enum([...upsertResults, 'error']),
  error: z
    .object({
      code: z.string(),
      /** Dot path of the field at fault (`body.parties.0.personalIdentityCode`), if any. */
      field: z.string().optional(),
      fieldErrors: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
})
/** A report line. */
export type BulkReportLine = z.infer<typeof bulkReportLineSchema>

/** Query of a bulk load: `atomic=true` makes the whole file one transaction. */
export const bulkQuerySchema = z.object({
  atomic: z.enum(['true', 'false']).optional(),
})

/** `POST /api/integration/v1/bulk`: NDJSON in, NDJSON report out (streamed both ways). */
export const integrationBulk = defineEndpoint({
  method: 'POST',
  path: '/api/integration/v1/bulk',
  query: bulkQuerySchema,
  response: z.string().describe('application/x-ndjson: one bulk report line per input line'),
  errors: [...bearerErrors],
  summary:
    'Bulk load: application/x-ndjson lines {type, externalId, body}; answers an NDJSON report; ?atomic=true for one transaction',
  tag: integrationTag,
})
