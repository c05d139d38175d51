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
