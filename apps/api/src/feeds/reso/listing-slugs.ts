import type { Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * The slugs the listings hold, each with how many listings hold it: read once per import run (on
 * its first insert) and kept up to date from each committed page's `SlugChanges`, instead of a
 * query per page. `listings.slug` has no index, so that query read the whole table every page,
 * and a first import of 100,000 records read it 200 times (a cost growing with the square of the
 * run).
 */
export type SlugCounts = Map<string, number>

/** The slugs a page's transaction gave to new listings and took with the listings it deleted. */
export interface SlugChanges {
  added: string[]
  removed: string[]
}

/** Every listing's slug, counted (in the caller's transaction: what is committed before it). */
export async function readSlugCounts(trx: Transaction<Database>): Promise<SlugCounts> {
  const rows = await trx.selectFrom('listings').select('slug').execute()
  const counts: SlugCounts = new Map()
  for (const { slug } of rows) counts.set(slug, (counts.get(slug) ?? 0) + 1)
  return counts
}

/** Applies a committed page's changes; a rolled-back page's are dropped, never applied. */
export function applySlugChanges(counts: SlugCounts, changes: SlugChanges): void {
  for (const slug of changes.removed) {
    const left = (counts.get(slug) ?? 0) - 1
    if (left > 0) counts.set(slug, left)
    else counts.delete(slug)
  }
  for (const slug of changes.added) counts.set(slug, (counts.get(slug) ?? 0) + 1)
}

/**
 * Each new listing's slug: its address as a slug (`base`), or, when another listing already has
 * that slug (counted in `taken` and not among the slugs of the listings the page deleted, or given
 * earlier in the same page), the base with the listing's id appended.
 *
 * @example
 * uniqueSlugs([{ id: 7, base: '12-elm-st' }, { id: 8, base: '12-elm-st' }], new Map())
 * // Map { 7 => '12-elm-st', 8 => '12-elm-st-8' }
 */
export function uniqueSlugs(
  listings: readonly { id: number; base: string }[],
  taken: ReadonlyMap<string, number>,
  removed: readonly string[] = [],
): Map<number, string> {
  const gone = new Map<string, number>()
  for (const slug of removed) gone.set(slug, (gone.get(slug) ?? 0) + 1)
  const held = (slug: string) => (taken.get(slug) ?? 0) > (gone.get(slug) ?? 0)
  const given = new Set<string>()
  const slugs = new Map<number, string>()
  for (const { id, base } of listings) {
    const slug = held(base) || given.has(base) ? `${base}-${id}` : base
    given.add(slug)
    slugs.set(id, slug)
  }
  return slugs
}
