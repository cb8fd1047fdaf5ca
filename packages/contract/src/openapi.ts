/** Helpers to describe the API in OpenAPI terms. */

/**
 * Converts a Fastify path pattern to OpenAPI syntax: `/api/a/:b` becomes `/api/a/{b}`.
 * Parameter names are letters, digits and `_`.
 */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

/** Names of the `:param` segments of a path pattern, in order: `/api/a/:b/:c` gives `['b', 'c']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '')
}
