/** One of the user's collections that holds a listing: a card or the detail shows it as saved there. */
export interface SavedCollection {
  /** The collection's id. */
  readonly id: string
  /** Its name, as the user gave it ('Lake houses'). */
  readonly name: string
  /** The collection's page. */
  readonly href: string
}

/**
 * What a saved listing's Save control says it is in: 'Saved in {names}', the names in the order
 * given; `null` for a listing that is in none.
 *
 * @example
 * savedInText([{ id: '1', name: 'Lake houses', href: '…' }, { id: '2', name: 'Porches', href: '…' }])
 * // 'Saved in Lake houses, Porches'
 * savedInText([]) // null
 */
export function savedInText(collections: readonly SavedCollection[] | null | undefined): string | null {
  if (!collections || collections.length === 0) return null
  return `Saved in ${collections.map((collection) => collection.name).join(', ')}`
}
