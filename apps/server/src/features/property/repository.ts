/** Database access of the property feature: building information and documents. */
import type { Queryable } from '../../platform/db/db.ts'

/** A building with its information row (null columns when the row is missing). */
export interface BuildingRow {
  street_name: string
  street_number: string
  building: string | null
  postal_code: string
  city: string
  district: string | null
  district_specifier: string | null
  region: string | null
  construction_date: string | null
  floor_count: number | null
  apartment_count: number | null
  real_property_areas_total: number | null
  heating_method: string | null
  real_property_image_url: string | null
  internet_operator_office_name: string | null
  internet_operator_email: string | null
  internet_operator_phone_number: string | null
}

/** The building `buildingId` with its information, or null. */
export async function findBuilding(db: Queryable, buildingId: string): Promise<BuildingRow | null> {
  const rows = await db.query<BuildingRow>(
    `SELECT b.street_name, b.street_number, b.building, b.postal_code, b.city, b.district,
            b.district_specifier, b.region, bi.construction_date, bi.floor_count,
            bi.apartment_count, bi.real_property_areas_total, bi.heating_method,
            bi.real_property_image_url, bi.internet_operator_office_name,
            bi.internet_operator_email, bi.internet_operator_phone_number
       FROM buildings b
       LEFT JOIN building_info bi ON bi.building_id = b.id
      WHERE b.id = $1`,
    [buildingId],
    { name: 'property.building' },
  )
  return rows[0] ?? null
}

/** Where a contract's documents come from: its building, its real property, or global ones. */
const inScope = `(d.building_id = $1
   OR (d.building_id IS NULL AND (d.real_property_id = $2 OR d.real_property_id IS NULL)))`

/** A document row with its category labels. */
export interface DocumentRow {
  id: string
  name: string
  document_type: string
  category_id: string
  label_fi: string
  label_sv: string
  label_en: string
}

/** Published documents in the contract's scope, by category order, newest first within one. */
export async function listDocuments(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `SELECT d.id, d.name, d.document_type, d.category_id, c.label_fi, c.label_sv, c.label_en
       FROM documents d
       JOIN document_categories c ON c.id = d.category_id
      WHERE ${inScope} AND d.published_at <= now()
      ORDER BY c.sort_order, d.published_at DESC, d.name, d.id`,
    [scope.buildingId, scope.realPropertyId],
    { name: 'property.documents' },
  )
}

/** Where a document's bytes are: a stored file (`file_id`) or a static URL. */
export interface DocumentSourceRow {
  id: string
  name: string
  url: string | null
  file_id: string | null
}

/** The document `documentId` in the contract's scope with its file, or null. */
export async function findDocument(
  db: Queryable,
  scope: { buildingId: string; realPropertyId: string },
  documentId: string,
): Promise<DocumentSourceRow | null> {
  const rows = await db.query<DocumentSourceRow>(
    `SELECT d.id, d.name, d.url, d.file_id
       FROM documents d
      WHERE ${inScope} AND d.published_at <= now() AND d.id = $3`,
    [scope.buildingId, scope.realPropertyId, documentId],
  )
  return rows[0] ?? null
}
