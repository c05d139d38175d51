import type { Collection } from '@idx/domain'

/**
 * The collections whose name contains the query (no case, surrounding spaces ignored), sorted by
 * name as a person reads them (numbers in order, accents and case aside).
 *
 * @example
 * visibleCollections([{ id: '1', name: 'b' }, { id: '2', name: 'A' }], '') // A, b
 */
export function visibleCollections<C extends Pick<Collection, 'name'>>(collections: readonly C[], query: string): C[] {
  const wanted = query.trim().toLocaleLowerCase()
  return collections
    .filter((c) => c.name.toLocaleLowerCase().includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }))
}

/** What the 'Client Collections' tab says of one client's board. */
export type ClientCollectionFacts = Pick<Collection, 'total_count' | 'owner_unviewed_property_count'> & {
  user?: { full_name?: string | null; first_name?: string | null; last_name?: string | null } | null
}

/**
 * The line under a client's board in the agent's 'Client Collections' tab: whose it is, how many
 * homes it holds and how many of them the client has not viewed yet (left out for an empty board).
 *
 * @example
 * clientCollectionSummary({ user: { full_name: 'Ana Garcia' }, total_count: 4, owner_unviewed_property_count: 2 })
 * // 'Ana Garcia · 4 homes · 2 unviewed'
 * clientCollectionSummary({ user: null, total_count: 1 }) // 'A client · 1 home · 0 unviewed'
 * clientCollectionSummary({ user: { full_name: 'Ana Garcia' }, total_count: 0 }) // 'Ana Garcia · 0 homes'
 * clientCollectionSummary({ user: { full_name: 'Ana Garcia' }, owner_unviewed_property_count: 3 }) // 'Ana Garcia · 3 unviewed' (a saved search: no count of homes)
 */
export function clientCollectionSummary(collection: ClientCollectionFacts): string {
  const owner = collection.user
  const name =
    owner?.full_name?.trim() || [owner?.first_name, owner?.last_name].filter(Boolean).join(' ').trim() || 'A client'
  const unviewed = collection.owner_unviewed_property_count ?? 0
  // A saved search's list row has no count of homes (that is a search of its own): say what is new.
  if (collection.total_count == null) {
    return [name, ...(unviewed > 0 ? [`${unviewed.toLocaleString('en-US')} unviewed`] : [])].join(' · ')
  }
  const homes = collection.total_count
  return [
    name,
    `${homes.toLocaleString('en-US')} ${homes === 1 ? 'home' : 'homes'}`,
    ...(homes > 0 ? [`${unviewed.toLocaleString('en-US')} unviewed`] : []),
  ].join(' · ')
}
