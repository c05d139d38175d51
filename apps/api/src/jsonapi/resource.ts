/** A JSON:API resource identifier: what a relationship's linkage names. */
export interface ResourceIdentifier<Type extends string = string> {
  id: string
  type: Type
}

/** A JSON:API relationship as this API writes it: linkage only (to-many, to-one or empty). */
export interface Relationship {
  data: ResourceIdentifier[] | ResourceIdentifier | null
}

/**
 * A JSON:API resource object as this API writes it. Attributes never use the names JSON:API
 * reserves (`id`, `type`, `links`, `relationships`): test/jsonapi-schema.test.ts checks every
 * resource type against jsonapi.org's schema.
 */
export interface Resource<A = Record<string, unknown>> {
  id: string
  type: string
  attributes: A
  relationships?: Record<string, Relationship>
  links?: Record<string, string>
}

/**
 * The identifier of a row as a resource of `type`.
 *
 * @example
 * identifier('agents', 12) // { type: 'agents', id: '12' }
 */
export function identifier<Type extends string>(type: Type, id: number | string): ResourceIdentifier<Type> {
  return { type, id: String(id) }
}

/**
 * Resources for a document's `included`, each once (JSON:API forbids a resource twice), first
 * copy first.
 */
export function distinctResources<R extends { id: string; type: string }>(resources: Iterable<R>): R[] {
  const seen = new Set<string>()
  const out: R[] = []
  for (const resource of resources) {
    const key = `${resource.type}:${resource.id}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(resource)
  }
  return out
}
