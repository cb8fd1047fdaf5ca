/**
 * Array parameters encoded when a statement is built rather than when it reaches the connection.
 *
 * A connection runs one statement at a time, and node-postgres encodes a statement's parameters
 * only when handing it to the socket, after the statement before it has answered: meanwhile the
 * database waits. The bulk load queues several statements of thousands of array elements at once
 * (ADR 0034); encoding them as each is built overlaps the work with the database's.
 */

/**
 * The text literal of a one-dimensional array parameter (`{"a","b",NULL}`), the literal
 * node-postgres writes for the JavaScript array `values` (its `prepareValue`; a test compares
 * the two): `null` and `undefined` elements are SQL NULL, every other element is `String(value)`
 * in double quotes with `"` and `\` escaped by a backslash (PostgreSQL's array input syntax,
 * "8.15.6 Array Value Input"). Pass it where the SQL casts the parameter to an array type
 * (`$1::uuid[]`): both adapters send a string as it is (PGlite's array serializer passes strings
 * through) and PostgreSQL parses the literal.
 *
 * Written here rather than calling node-postgres's function: that one appends element by element
 * (`+=`), which makes a rope of thousands of pieces that V8 flattens only when the socket write
 * measures it, back on the path the database waits on; `join` writes one flat string at once.
 * At 100,000 residents the bulk load's server used 4.2 s of CPU this way against 4.7–6.0 s
 * (ADR 0034, notes of 2026-11-29).
 *
 * @param values the elements: strings, numbers, booleans, null or undefined (not nested arrays,
 *   dates or objects).
 * @returns the literal, e.g. `{"x","y"}`; `{}` for no elements.
 */
export function arrayParameter(values: readonly unknown[]): string {
  const elements = new Array<string>(values.length)
  for (let i = 0; i < values.length; i++) {
    const value = values[i]
    if (value === null || value === undefined) {
      elements[i] = 'NULL'
      continue
    }
    const text = String(value)
    elements[i] = needsEscape.test(text)
      ? `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
      : `"${text}"`
  }
  return `{${elements.join(',')}}`
}

/** Characters an array element escapes inside its double quotes. */
const needsEscape = /["\\]/
