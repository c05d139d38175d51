/**
 * The searchable collection lists (spec §2): the collections whose name holds `text` (case and
 * surrounding spaces aside), sorted by name (then id, so equal names keep one order). A blank
 * `text` keeps them all. The input is left as it is.
 *
 * @example
 * searchCollections([{ id: '2', name: 'Lake' }, { id: '1', name: 'city loft' }], 'L') // city loft, Lake
 */
export function searchCollections<T extends { readonly id: string; readonly name?: string | null }>(
  collections: readonly T[],
  text = '',
): T[] {
  const needle = text.trim().toLocaleLowerCase()
  return collections
    .filter((collection) => needle === '' || (collection.name ?? '').toLocaleLowerCase().includes(needle))
    .sort(
      (a, b) =>
        (a.name ?? '').localeCompare(b.name ?? '', undefined, { sensitivity: 'base' }) || a.id.localeCompare(b.id),
    )
}
