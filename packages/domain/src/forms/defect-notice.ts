/**
 * Fault report (defect notice) form. Source: spec 02 §5 "Fault report, feedback, question"
 * (requires location and class; class -1 (other) is sent as null), spec 01 §3 Defect notice and
 * Defect classes, spec 02 §9 (class buttons).
 */
import type { z } from 'zod'
import {
  booleanField,
  enumField,
  fileUuidsSchema,
  numberField,
  objectField,
  optionalText,
} from '../fields.ts'
import { NOTICE_DESCRIPTION_MAX, NOTICE_TITLE_MAX, withTitleDescriptionOrFiles } from './notice.ts'

/** Where the defect is (spec 01 §3): the contract's apartment or common areas. */
export const defectLocations = ['CONTRACT_TARGET', 'COMMON_AREA'] as const
/** A defect location. */
export type DefectLocation = (typeof defectLocations)[number]

/** The "other" class of the form, sent as `null` (spec 02 §5). */
export const OTHER_DEFECT_CLASS_ID = -1
/** Classes that are not fault classes: 20 feedback, 21 question (spec 01 §3). */
export const NON_DEFECT_CLASS_IDS: readonly number[] = [20, 21]
/** Classes with an icon button, in order: repair, HVAC, electricity, locks (spec 02 §9). */
export const DEFECT_CLASS_ICON_IDS: readonly number[] = [1, 2, 4, 11]

/**
 * A class id the form may hold: -1 (other) or a positive class id other than 20 and 21
 * (`invalid_number` otherwise).
 */
export function isSelectableDefectClassId(id: number): boolean {
  return (
    Number.isInteger(id) &&
    (id === OTHER_DEFECT_CLASS_ID || (id > 0 && !NON_DEFECT_CLASS_IDS.includes(id)))
  )
}

/**
 * How the class chooser lays out the classes the server offers: up to 4 icon buttons (repair,
 * HVAC, electricity, locks, when offered), the rest in a list without 20 and 21, then "other"
 * (-1). Source: spec 02 §9, spec 01 §2 Fault report.
 */
export function defectClassLayout(classIds: readonly number[]): {
  buttons: number[]
  list: number[]
} {
  const selectable = classIds.filter((id) => id > 0 && !NON_DEFECT_CLASS_IDS.includes(id))
  const buttons = DEFECT_CLASS_ICON_IDS.filter((id) => selectable.includes(id))
  const list = selectable.filter((id) => !buttons.includes(id))
  return { buttons, list: [...list, OTHER_DEFECT_CLASS_ID] }
}

/** The class id on the wire: -1 (other) is sent as `null` (spec 02 §5). */
export function defectClassIdToWire(id: number): number | null {
  return id === OTHER_DEFECT_CLASS_ID ? null : id
}

/**
 * `{ defectLocation, defectClassId, title, description, fileUuids, masterKeyAccessAllowed,
 * hasPetsInApartment }`: location and class required, title ≤ 100, description ≤ 5000, and at
 * least one of title, description or files (`title_description_or_files_required` on
 * description).
 */
export const defectNoticeFormSchema = withTitleDescriptionOrFiles(
  objectField({
    defectLocation: enumField(defectLocations),
    defectClassId: numberField().refine(isSelectableDefectClassId, { error: 'invalid_number' }),
    title: optionalText(NOTICE_TITLE_MAX),
    description: optionalText(NOTICE_DESCRIPTION_MAX),
    fileUuids: fileUuidsSchema,
    masterKeyAccessAllowed: booleanField(),
    hasPetsInApartment: booleanField(),
  }),
)
/** Values of the fault report form. */
export type DefectNoticeForm = z.infer<typeof defectNoticeFormSchema>
