/** Filling a translation's `{name}` placeholders. */

/** Replaces `{name}` placeholders of a text; a placeholder without a value stays as it is. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    values[key] === undefined ? whole : String(values[key]),
  )
}
