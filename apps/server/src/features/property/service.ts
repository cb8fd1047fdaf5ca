/**
 * Property information of a contract: building information (spec 01 §3 Building info, §2
 * Building information) and documents by category (spec 01 §3 Document, §2 Documents; spec 02 §7
 * documents, document link).
 */
import type { BuildingInfo, DocumentGroup, DocumentLink, HeatingMethod } from '@asukas/contract'
import { heatingMethods } from '@asukas/contract'
import type { ContractAccess } from '../../platform/contracts-access.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { notFound } from '../../platform/errors.ts'
import { isUuid } from '../../platform/ids.ts'
import * as repo from './repository.ts'

/** A heating method of the wire, `not_set` for a missing or unknown value. */
function heatingMethodOf(value: string | null): HeatingMethod {
  return (heatingMethods as readonly string[]).includes(value ?? '')
    ? (value as HeatingMethod)
    : 'not_set'
}

/**
 * Building information of the contract's building. Unknown facts are null; a building without
 * an information row answers its address with every fact null and heating `not_set`.
 *
 * @throws ApiError 404 NOT_FOUND when the building is gone (a race with its deletion).
 */
export async function buildingInfo(db: Queryable, access: ContractAccess): Promise<BuildingInfo> {
  const row = await repo.findBuilding(db, access.buildingId)
  if (!row) throw notFound()
  const operator =
    row.internet_operator_office_name === null
      ? null
      : {
          officeName: row.internet_operator_office_name,
          email: row.internet_operator_email,
          phoneNumber: row.internet_operator_phone_number,
        }
  return {
    constructionDate: row.construction_date,
    floorCount: row.floor_count,
    apartmentCount: row.apartment_count,
    realPropertyAreasTotal:
      row.real_property_areas_total === null ? null : Number(row.real_property_areas_total),
    heatingMethod: heatingMethodOf(row.heating_method),
    realPropertyImageUrl: row.real_property_image_url,
    internetOperator: operator,
    postalAddress: {
      streetAddressLine1: `${row.street_name} ${row.street_number}`,
      streetAddressLine2: null,
      postalCode: row.postal_code,
      city: row.city,
    },
    address: {
      city: row.city,
      streetName: row.street_name,
      streetNumber: row.street_number,
      building: row.building,
      district: row.district,
      districtSpecifier: row.district_specifier,
      region: row.region,
    },
  }
}

/**
 * The documents of the contract's building, real property and the global ones, grouped by
 * category in the categories' order (empty categories left out), newest first in each.
 */
export async function documentGroups(
  db: Queryable,
  access: ContractAccess,
): Promise<DocumentGroup[]> {
  const rows = await repo.listDocuments(db, access)
  const groups = new Map<string, DocumentGroup>()
  for (const row of rows) {
    const category = {
      id: row.category_id as DocumentGroup['category']['id'],
      labels: { fi: row.label_fi, sv: row.label_sv, en: row.label_en },
    }
    let group = groups.get(row.category_id)
    if (!group) {
      group = { category, documents: [] }
      groups.set(row.category_id, group)
    }
    group.documents.push({
      id: row.id,
      uuid: row.id,
      name: row.name,
      documentType: row.document_type,
      category,
    })
  }
  return [...groups.values()]
}

/**
 * Makes the signed, expiring download address of a stored file read through a contract (the
 * files platform's `signedFileUrl`: `/api/contracts/{contractUuid}/files/{fileUuid}?expires&
 * signature`, 15 minutes, contract-scoped).
 */
export type DocumentLinkSigner = (input: {
  fileUuid: string
  contractUuid: string
}) => Promise<string>

/**
 * The address of a document (spec 02 §7 "uuid, url"). A stored file gets a signed, expiring
 * address from `signer`, bound to the contract it was read through; a document published as a
 * static link (the demo's public PDFs) answers that link.
 *
 * @throws ApiError 404 NOT_FOUND when the document does not exist in the contract's scope.
 */
export async function documentLink(
  db: Queryable,
  access: ContractAccess,
  documentUuid: string,
  signer: DocumentLinkSigner,
): Promise<DocumentLink> {
  const row = isUuid(documentUuid) ? await repo.findDocument(db, access, documentUuid) : null
  if (!row) throw notFound()
  if (row.url !== null) return { uuid: row.id, url: row.url }
  if (row.file_id === null) throw notFound()
  const url = await signer({ fileUuid: row.file_id, contractUuid: access.contractUuid })
  return { uuid: row.id, url }
}
