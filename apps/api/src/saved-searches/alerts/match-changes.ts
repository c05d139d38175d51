import type { ListingChangeKind, ListingChangeValue } from '@idx/domain'
import { sql, type RawBuilder, type Transaction, type Kysely } from 'kysely'
import { insertJsonRows } from '../../db/insert-json-rows.js'
import type { Database } from '../../db/schema.js'
import { searchCondition } from '../../search/filter-sql.js'
import type { SavedSearchMatchKind, SavedSearchQuery } from '../saved-searches.tables.js'
import { alertListingSummary, type AlertListingSummary, type SummarySourceRow } from './alert-listing-summary.js'
import { changeHorizon } from './change-horizon.js'
import { idList } from './id-list.js'
import { matchKind } from './match-kind.js'

/** The matcher's knobs; defaults in parentheses. */
export interface MatchOptions {
  /** Saved searches matched per transaction (500): one SQL statement evaluates all their filters. */
  batchSize?: number
  /** Most changes read per transaction (5000); a longer backlog is worked through in steps. */
  windowSize?: number
  /** Match up to this change id instead of asking changeHorizon (tests, the bench). */
  horizon?: string
}

/** What one matching pass did. */
export interface MatchOutcome {
  /** The change id every search is now matched up to; null: the log's writers held it too long. */
  horizon: string | null
  /** Transactions (batches of searches) committed. */
  batches: number
  /** saved_search_matches rows written. */
  matches: number
}

const DEFAULTS = { batchSize: 500, windowSize: 5000 }
/** Matches written per INSERT (one jsonb parameter each). */
const INSERT_CHUNK = 5000

/**
 * Matches the listing change log to the saved searches: for each search, the changes after its
 * `covered_change_id` that concern it (see matchKind) become saved_search_matches rows, written in
 * the same transaction that moves `covered_change_id` past them, so a change is matched once even
 * across crashes and restarts. Searches are locked batch by batch (FOR UPDATE SKIP LOCKED), so
 * several processes share the work and never match one search at once. Filters are evaluated by
 * the search endpoint's own SQL (searchCondition) over just the changed listings, one statement
 * per batch, never by re-running the searches.
 *
 * @example
 * await matchNewChanges(db) // { horizon: '48213', batches: 20, matches: 1312 }
 */
export async function matchNewChanges(db: Kysely<Database>, options: MatchOptions = {}): Promise<MatchOutcome> {
  const horizon = options.horizon ?? (await changeHorizon(db))
  if (horizon === null) return { horizon, batches: 0, matches: 0 }
  const settings = { ...DEFAULTS, ...options, horizon }
  let batches = 0
  let matches = 0
  for (;;) {
    const written = await db.transaction().execute((trx) => matchBatch(trx, settings))
    if (written === null) break
    batches += 1
    matches += written
  }
  return { horizon, batches, matches }
}

interface BatchSearch {
  id: number
  site_market_id: number
  query: SavedSearchQuery
  covered: string
}

interface ChangeRow {
  id: string
  listing_id: number
  kind: ListingChangeKind
  old_value: ListingChangeValue | null
}

/** One batch in one transaction: answers the matches written, or null when no search was left. */
async function matchBatch(
  trx: Transaction<Database>,
  { batchSize, windowSize, horizon }: Required<MatchOptions>,
): Promise<number | null> {
  const { rows: searches } = await sql<BatchSearch>`
    select id, site_market_id, query, covered_change_id::text as covered from saved_searches
    where covered_change_id < ${horizon}::bigint
    order by covered_change_id, id limit ${batchSize}
    for update skip locked`.execute(trx)
  if (searches.length === 0) return null
  const low = searches.reduce((min, s) => (BigInt(s.covered) < min ? BigInt(s.covered) : min), BigInt(horizon))
  const { rows: window } = await sql<{ high: string | null }>`
    select max(id)::text as high from (
      select id from listing_changes where id > ${String(low)}::bigint and id <= ${horizon}::bigint
      order by id limit ${windowSize}) w`.execute(trx)
  const high = window[0]?.high ?? horizon
  const { rows: changes } = await sql<ChangeRow>`
    select id::text as id, listing_id, kind, old_value from listing_changes
    where id > ${String(low)}::bigint and id <= ${high}::bigint order by id`.execute(trx)

  let written = 0
  if (changes.length > 0) {
    const rows = await decideMatches(trx, searches, changes, String(low), high)
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await insertJsonRows(
        trx,
        'saved_search_matches',
        rows.slice(start, start + INSERT_CHUNK),
        sql`on conflict do nothing`,
      )
    }
    written = rows.length
  }
  await sql`update saved_searches set covered_change_id = ${high}::bigint
    where id = any(${idList(searches.map((s) => s.id))}) and covered_change_id < ${high}::bigint`.execute(trx)
  return written
}

type MatchRow = {
  saved_search_id: number
  change_id: string
  listing_id: number
  kind: SavedSearchMatchKind
  listing_summary: AlertListingSummary | null
}

async function decideMatches(
  trx: Transaction<Database>,
  searches: readonly BatchSearch[],
  changes: readonly ChangeRow[],
  low: string,
  high: string,
): Promise<MatchRow[]> {
  const filterKeyOf = new Map<number, string>()
  const groups = new Map<string, { scope: RawBuilder<unknown> | null; covered: bigint }>()
  for (const search of searches) {
    const key = JSON.stringify([search.site_market_id, search.query.filter, search.query.bounding_box ?? null])
    filterKeyOf.set(search.id, key)
    const group = groups.get(key)
    if (group) {
      if (BigInt(search.covered) < group.covered) group.covered = BigInt(search.covered)
      continue
    }
    groups.set(key, { scope: filterCondition(search), covered: BigInt(search.covered) })
  }

  const passes = await evaluateFilters(trx, [...groups.entries()], low, high)
  const listingIds = [...new Set(changes.map((c) => c.listing_id))]
  const listings = new Map(
    (
      await sql<SummarySourceRow>`
        select id, title, slug, street, city, state_code, zip, disclose_address, search_price, bedrooms, bathrooms,
          photo_count, listing_status
        from listings where id = any(${idList(listingIds)})`.execute(trx)
    ).rows.map((row) => [row.id, row]),
  )
  const lastMatches = await lastMatchesOf(trx, searches, changes)

  const rows: MatchRow[] = []
  for (const search of searches) {
    const hits = passes.get(filterKeyOf.get(search.id) ?? '')
    const covered = BigInt(search.covered)
    for (const change of changes) {
      if (BigInt(change.id) <= covered) continue
      const lastKey = `${search.id}:${change.listing_id}`
      const last = lastMatches.get(lastKey)
      const kind = matchKind({
        change: change.kind,
        matchedBefore: hits?.has(`${change.id}:0`) ?? false,
        matchesAfter: hits?.has(`${change.id}:1`) ?? false,
        lastMatch: last?.kind,
      })
      if (kind === null) continue
      const row = listings.get(change.listing_id)
      const summary = row ? alertListingSummary(row, kind, change.old_value) : (last?.summary ?? null)
      rows.push({
        saved_search_id: search.id,
        change_id: change.id,
        listing_id: change.listing_id,
        kind,
        listing_summary: summary,
      })
      lastMatches.set(lastKey, { kind, summary })
    }
  }
  return rows
}

/** The search's filter as SQL over the `st` states below; null (matches nothing) when it cannot be read. */
function filterCondition(search: BatchSearch): RawBuilder<unknown> | null {
  try {
    const { filter, bounding_box } = search.query
    return searchCondition({ market_id: search.site_market_id, filter, bounding_box }, 0, 'st')
  } catch {
    return null
  }
}

/**
 * Which changed listings pass each distinct filter, before (side 0) and after (side 1) each
 * change: the listing's current row with the status, and for a price change the price, the change
 * record gives for that side. One statement: a UNION ALL of one branch per filter over the
 * materialised states, so 500 filters read the changed listings once.
 */
async function evaluateFilters(
  trx: Transaction<Database>,
  groups: readonly [string, { scope: RawBuilder<unknown> | null; covered: bigint }][],
  low: string,
  high: string,
): Promise<Map<string, Set<string>>> {
  const passes = new Map<string, Set<string>>()
  const branches = groups.flatMap(([, group], index) =>
    group.scope === null
      ? []
      : [
          sql`select ${index}::int as k, st.change_id::text as change_id, st.side from states st
            where st.change_id > ${String(group.covered)}::bigint and ${group.scope}`,
        ],
  )
  if (branches.length === 0) return passes
  const { rows } = await sql<{ k: number; change_id: string; side: number }>`
    with states as materialized (
      select c.id as change_id, v.side, l.id, l.market_id,
        case when c.kind = 'price'
          then case when l.disclose_price and l.password_hash is null then (v.value->>'price')::int end
          else l.search_price end as search_price,
        coalesce(v.value->>'status', l.listing_status) as listing_status,
        l.bedrooms, l.bathrooms, l.square_feet, l.lot_acre, l.year_built, l.purchase_type, l.type,
        l.property_type, l.city_state, l.zip, l.location, l.disclose_address
      from listing_changes c
      join listings l on l.id = c.listing_id
      cross join lateral (values (0, c.old_value), (1, c.new_value)) v(side, value)
      where c.id > ${low}::bigint and c.id <= ${high}::bigint and c.kind <> 'withdrawn' and v.value is not null
    )
    ${sql.join(branches, sql` union all `)}`.execute(trx)
  for (const row of rows) {
    const key = groups[row.k]?.[0]
    if (key === undefined) continue
    let set = passes.get(key)
    if (!set) passes.set(key, (set = new Set()))
    set.add(`${row.change_id}:${row.side}`)
  }
  return passes
}

/**
 * Each batch search's latest match of each listing withdrawn in the window: a withdrawal is told
 * only to searches that told about the listing, with the card they had.
 */
async function lastMatchesOf(
  trx: Transaction<Database>,
  searches: readonly BatchSearch[],
  changes: readonly ChangeRow[],
): Promise<Map<string, { kind: SavedSearchMatchKind; summary: AlertListingSummary | null }>> {
  const withdrawn = [...new Set(changes.filter((c) => c.kind === 'withdrawn').map((c) => c.listing_id))]
  const last = new Map<string, { kind: SavedSearchMatchKind; summary: AlertListingSummary | null }>()
  if (withdrawn.length === 0) return last
  const { rows } = await sql<{
    saved_search_id: number
    listing_id: number
    kind: SavedSearchMatchKind
    listing_summary: AlertListingSummary | null
  }>`
    select distinct on (saved_search_id, listing_id) saved_search_id, listing_id, kind, listing_summary
    from saved_search_matches
    where listing_id = any(${idList(withdrawn)}) and saved_search_id = any(${idList(searches.map((s) => s.id))})
    order by saved_search_id, listing_id, change_id desc`.execute(trx)
  for (const row of rows) {
    last.set(`${row.saved_search_id}:${row.listing_id}`, { kind: row.kind, summary: row.listing_summary })
  }
  return last
}
