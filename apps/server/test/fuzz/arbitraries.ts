/**
 * fast-check arbitraries generated from the contract's zod schemas (through their JSON Schema,
 * `z.toJSONSchema`): valid-looking values, boundary values, and hostile ones (NUL and other
 * control characters, very long strings, unicode, wrong types, missing and extra keys, values
 * nested thousands of levels deep and objects with thousands of keys).
 */
import fc from 'fast-check'
import { z } from 'zod'

/** A JSON Schema node as `z.toJSONSchema` writes it (the parts the generator reads). */
interface Node {
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  properties?: Record<string, Node>
  required?: string[]
  items?: Node
  anyOf?: Node[]
  oneOf?: Node[]
  allOf?: Node[]
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
  default?: unknown
}

/** Strings that pass common field rules of spec 02 §5 (so requests reach the handlers). */
const plausibleStrings = [
  'Asukas-demo-1',
  'aino.virtanen@example.com',
  'staff@example.com',
  '+358 40 123 4567',
  '+358401234567',
  '00100',
  'Helsinki',
  '123456',
  '010190-900X',
  'FI2112345600000785',
  'NDEAFIHH',
  'fi',
  'sv',
  'en',
  'Hissi ei toimi',
  'Kerrostalo A, rappu B\nAsunto 12',
]

/** Hostile strings: NUL and control characters, injection attempts, unicode, huge. */
const hostileStrings: fc.Arbitrary<string>[] = [
  fc.constantFrom(
    '\u0000',
    'ab\u0000cd',
    '\u0007\u001b[31m',
    '\u0085\u009f',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\ud800',
    '\u202e\u200b\ufeff',
    'Ä'.repeat(300),
    '😀'.repeat(100),
    ' ',
    '',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 20_000 }).map((length) => 'x'.repeat(length)),
]

/** Any JSON value: the wrong type for almost every field. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', [], {}),
  fc.jsonValue({ maxDepth: 2 }),
)

/**
 * Deeply nested values (issue 23 item 1: 10,000 levels stalled the server): arrays or objects
 * nested from just under the contract's limit to far past it; the server must answer
 * `JSON_TOO_DEEP` or validate them, quickly and without a 5xx.
 */
const deepJson: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(8, 31, 33, 500, 3_000), fc.boolean(), fc.constantFrom(0, 'x\u0000', {}))
  .map(([depth, arrays, leaf]) => {
    let value: unknown = leaf
    for (let level = 0; level < depth; level += 1) value = arrays ? [value] : { z: value }
    return value
  })

/** Wide values: many keys or items at one level (up to ~300 KB of JSON, under the 1 MB limit). */
const wideJson: fc.Arbitrary<unknown> = fc
  .tuple(fc.constantFrom(1_000, 20_000), fc.boolean())
  .map(([width, asObject]) =>
    asObject
      ? Object.fromEntries(Array.from({ length: width }, (_, index) => [`k${index}`, index]))
      : Array.from({ length: width }, (_, index) => ({ i: index })),
  )

/** Deep or wide: the shapes that stress the server's walks of a body. */
export const deepOrWideJson: fc.Arbitrary<unknown> = fc.oneof(deepJson, wideJson)

function typesOf(node: Node): string[] {
  if (node.type === undefined) return []
  return Array.isArray(node.type) ? node.type : [node.type]
}

function isoDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1990-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10))
}

function stringFor(node: Node): fc.Arbitrary<string> {
  if (node.format === 'uuid') return fc.uuid()
  if (node.format === 'date') return isoDate()
  if (node.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  if (node.format === 'email') return fc.emailAddress()
  const minLength = node.minLength ?? 0
  const maxLength = Math.min(node.maxLength ?? 60, 300)
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...plausibleStrings) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('x'.repeat(minLength), 'x'.repeat(node.maxLength ?? 1)),
    },
  )
}

function numberFor(node: Node, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(node.minimum ?? -1_000, -1_000_000)
  const max = Math.min(node.maximum ?? 1_000_000, 1_000_000)
  const boundary = fc.constantFrom(min, max, 0, 1)
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  return fc.oneof(inRange, boundary)
}

/**
 * An arbitrary of values for `node`.
 *
 * @param hostility 0: shaped like the schema; higher: more hostile strings and wrong types in
 *   the leaves, keys dropped or added.
 */
export function arbitraryFor(node: Node, hostility: number): fc.Arbitrary<unknown> {
  const shaped = shapedFor(node, hostility)
  if (hostility === 0) return shaped
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.oneof(...hostileStrings) },
    { weight: 1, arbitrary: deepOrWideJson },
  )
}

function shapedFor(node: Node, hostility: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const)
  if (node.enum !== undefined) return fc.constantFrom(...node.enum)
  const alternatives = node.anyOf ?? node.oneOf
  if (alternatives !== undefined) {
    return fc.oneof(...alternatives.map((item) => arbitraryFor(item, hostility)))
  }
  const types = typesOf(node)
  if (types.length === 0) return anyJson
  return fc.oneof(...types.map((type) => byType(node, type, hostility)))
}

function byType(node: Node, type: string, hostility: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return hostility === 0
        ? stringFor(node)
        : fc.oneof({ weight: 3, arbitrary: stringFor(node) }, ...hostileStrings)
    case 'integer':
      return numberFor(node, true)
    case 'number':
      return numberFor(node, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(node.items ? arbitraryFor(node.items, hostility) : anyJson, {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 4, 10),
      })
    case 'object':
      return objectFor(node, hostility)
    default:
      return anyJson
  }
}

function objectFor(node: Node, hostility: number): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {}
  const required = new Set(node.required ?? [])
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, child] of Object.entries(properties)) model[key] = arbitraryFor(child, hostility)
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key))
  const record = fc.record(model, { requiredKeys })
  if (hostility === 0) return record
  return fc
    .tuple(
      record,
      fc.nat(9),
      fc.constantFrom(...Object.keys(properties), '__proto__', 'x'),
      deepOrWideJson,
    )
    .map(([value, dice, key, deepOrWide]) => {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
      if (dice === 0) delete copy[key]
      if (dice === 1) copy[`extra_${key}`] = 'extra'
      if (dice === 2) Object.defineProperty(copy, key, { value: null, enumerable: true })
      if (dice === 3) Object.defineProperty(copy, key, { value: deepOrWide, enumerable: true })
      return copy
    })
}

/**
 * The arbitrary of a request part (`params`, `query` or `body`) from its zod schema.
 *
 * @param hostility see {@link arbitraryFor}.
 */
export function arbitraryOfSchema(schema: z.ZodType, hostility: number): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node
  return arbitraryFor(json, hostility)
}
