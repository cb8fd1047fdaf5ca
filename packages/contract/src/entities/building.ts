/** Building information of a contract's property (spec 01 §3 Building info). */
import { z } from 'zod'
import { postalAddressSchema, wireDateSchema } from './common.ts'

/** Heating methods on the wire (spec 01 §3). */
export const heatingMethods = [
  'air_to_water_heat_pump',
  'district',
  'electrical',
  'geothermal',
  'solar',
  'oil',
  'natural_gas',
  'no_heating',
  'not_set',
] as const
/** Schema of a heating method. */
export const heatingMethodSchema = z.enum(heatingMethods)
/** A heating method. */
export type HeatingMethod = z.infer<typeof heatingMethodSchema>

/** The building's internet operator (spec 01 §3). */
export const internetOperatorSchema = z.object({
  officeName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
})
/** The internet operator. */
export type InternetOperator = z.infer<typeof internetOperatorSchema>

/**
 * Building information (spec 01 §3). `realPropertyAreasTotal` in square metres; unknown values
 * are null. `apartmentCount` (ours) serves "number of apartments" of spec 01 §2.
 */
export const buildingInfoSchema = z.object({
  constructionDate: wireDateSchema.nullable(),
  floorCount: z.number().int().nonnegative().nullable(),
  apartmentCount: z.number().int().nonnegative().nullable(),
  realPropertyAreasTotal: z.number().nonnegative().nullable(),
  heatingMethod: heatingMethodSchema,
  realPropertyImageUrl: z.string().nullable(),
  internetOperator: internetOperatorSchema.nullable(),
  postalAddress: postalAddressSchema,
  address: z.object({
    city: z.string(),
    streetName: z.string(),
    streetNumber: z.string(),
    building: z.string().nullable(),
    district: z.string().nullable(),
    districtSpecifier: z.string().nullable(),
    region: z.string().nullable(),
  }),
})
/** Building information. */
export type BuildingInfo = z.infer<typeof buildingInfoSchema>
