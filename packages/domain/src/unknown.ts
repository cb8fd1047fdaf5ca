/**
 * `UNKNOWN`: what the portal shows for an enum value it does not know (spec 02 §8 "UNKNOWN for an
 * unknown payment category, termination reason or disallowed reason").
 */

/** The value shown for a wire value this version does not know. */
export const UNKNOWN = 'UNKNOWN'
/** Marker type of {@link UNKNOWN}. */
export type Unknown = typeof UNKNOWN

/** `value` when it is one of `list`, otherwise `'UNKNOWN'`. */
export function oneOfOrUnknown<T extends string>(list: readonly T[], value: unknown): T | Unknown {
  return (list as readonly unknown[]).includes(value) ? (value as T) : UNKNOWN
}
