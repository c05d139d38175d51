import type { ListingChangeKind, ListingChangeValue } from '@idx/domain'
import { sql, type RawBuilder, type Transaction, type Kysely } from 'kysely'
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
  /** The saved searches that got new matches (an open one then refreshes live). */
  searchIds: number[]
}

const DEFAULTS = { batchSize: 500, windowSize: 5000 }

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
  if (horizon === null) return { horizon, batches: 0, matches: 0, searchIds: [] }
  const settings = { ...DEFAULTS, ...options, horizon }
  let batches = 0
  let matches = 0
  const searchIds = new Set<number>()
  for (;;) {
    const batch = await db.transaction().execute((trx) => matchBatch(trx, settings))
    if (batch === null) break
    batches += 1
    matches += batch.written
    for (const id of batch.searchIds) searchIds.add(id)
  }
  return { horizon, batches, matches, searchIds: [...searchIds] }
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

/**
 * One batch in one transaction: answers the matches written and the searches they are for, or null
 * when no search was left.
 */
async function matchBatch(
  trx: Transaction<Database>,
  { batchSize, windowSize, horizon }: Required<MatchOptions>,
): Promise<{ written: number; searchIds: number[] } | null> {
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
  let matched: number[] = []
  if (changes.length > 0) {
    const matches = await decideMatches(trx, searches, changes, String(low), high)
    if (matches.length > 0) await writeCards(trx, changes, matches)
    // Four lists as four text parameters: one statement, however many matches.
    await sql`insert into saved_search_matches (saved_search_id, change_id, listing_id, kind)
      select * from unnest(
        string_to_array(${matches.map((m) => m.search).join(',')}, ',')::int[],
        string_to_array(${matches.map((m) => changes[m.change]!.id).join(',')}, ',')::bigint[],
        string_to_array(${matches.map((m) => changes[m.change]!.listing_id).join(',')}, ',')::int[],
        string_to_array(${matches.map((m) => m.kind).join(',')}, ','))
      on conflict do nothing`.execute(trx)
    written = matches.length
    matched = [...new Set(matches.map((m) => m.search))]
  }
  await sql`update saved_searches set covered_change_id = ${high}::bigint
    where id = any(${idList(searches.map((s) => s.id))}) and covered_change_id < ${high}::bigint`.execute(trx)
  return { written, searchIds: matched }
}

/** A match decided: the search, the change (its index in the batch's changes) and why. */
interface Match {
  search: number
  change: number
  kind: SavedSearchMatchKind
}

async function decideMatches(
  trx: Transaction<Database>,
  searches: readonly BatchSearch[],
  changes: readonly ChangeRow[],
  low: string,
  high: string,
): Promise<Match[]> {
  const groupOf = new Map<number, number>()
  const groups: { key: string; scope: RawBuilder<unknown> | null; covered: bigint }[] = []
  const groupIndex = new Map<string, number>()
  for (const search of searches) {
    const key = JSON.stringify([search.site_market_id, search.query.filter, search.query.bounding_box ?? null])
    let index = groupIndex.get(key)
    if (index === undefined) {
      index = groups.length
      groupIndex.set(key, index)
      groups.push({ key, scope: filterCondition(search), covered: BigInt(search.covered) })
    } else if (BigInt(search.covered) < groups[index]!.covered) groups[index]!.covered = BigInt(search.covered)
    groupOf.set(search.id, index)
  }

  const changeIndex = new Map(changes.map((change, index) => [change.id, index]))
  const passes = await evaluateFilters(trx, groups, changeIndex, low, high)
  const withdrawals = changes.flatMap((change, index) => (change.kind === 'withdrawn' ? [index] : []))
  const lastMatches = await lastMatchesOf(trx, searches, changes, withdrawals)

  const matches: Match[] = []
  for (const search of searches) {
    const passed = passes[groupOf.get(search.id) ?? -1]
    // Only the changes this search's filter passed, and the withdrawals: in log order.
    const candidates = [...new Set([...(passed?.keys() ?? []), ...withdrawals])].sort((a, b) => a - b)
    const covered = BigInt(search.covered)
    for (const index of candidates) {
      const change = changes[index]!
      if (BigInt(change.id) <= covered) continue
      const lastKey = `${search.id}:${change.listing_id}`
      const sides = passed?.get(index) ?? 0
      const kind = matchKind({
        change: change.kind,
        matchedBefore: (sides & BEFORE) !== 0,
        matchesAfter: (sides & AFTER) !== 0,
        lastMatch: lastMatches.get(lastKey),
      })
      if (kind === null) continue
      matches.push({ search: search.id, change: index, kind })
      lastMatches.set(lastKey, kind)
    }
  }
  return matches
}

const BEFORE = 1
const AFTER = 2

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
 * Which changed listings pass each distinct filter, before and after each change: the listing's
 * current row with the status, and for a price change the price, the change record gives for that
 * side. One statement: a UNION ALL of one branch per filter over the materialised states, so 500
 * filters read the changed listings once. Answers, per group, change index → BEFORE | AFTER bits.
 */
async function evaluateFilters(
  trx: Transaction<Database>,
  groups: readonly { scope: RawBuilder<unknown> | null; covered: bigint }[],
  changeIndex: ReadonlyMap<string, number>,
  low: string,
  high: string,
): Promise<Map<number, number>[]> {
  const passes = groups.map(() => new Map<number, number>())
  const branches = groups.flatMap((group, index) =>
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
          then case when l.disclose_price and l.password_hash is null then round((v.value->>'price')::numeric)::int end
          else l.search_price end as search_price,
        coalesce(v.value->>'status', l.listing_status) as listing_status,
        l.bedrooms, l.bathrooms, l.square_feet, l.lot_acre, l.year_built, l.purchase_type, l.type,
        l.property_type, l.city_state, l.zip, l.location, l.disclose_address
      from listing_changes c
      join listings l on l.id = c.listing_id
      cross join lateral (values (${BEFORE}, c.old_value), (${AFTER}, c.new_value)) v(side, value)
      where c.id > ${low}::bigint and c.id <= ${high}::bigint and c.kind <> 'withdrawn' and v.value is not null
    )
    ${sql.join(branches, sql` union all `)}`.execute(trx)
  for (const row of rows) {
    const index = changeIndex.get(row.change_id)
    const group = passes[row.k]
    if (index === undefined || !group) continue
    group.set(index, (group.get(index) ?? 0) | row.side)
  }
  return passes
}

/**
 * Each batch search's latest match of each listing withdrawn in the window: a withdrawal is told
 * only to searches that told about the listing.
 */
async function lastMatchesOf(
  trx: Transaction<Database>,
  searches: readonly BatchSearch[],
  changes: readonly ChangeRow[],
  withdrawals: readonly number[],
): Promise<Map<string, SavedSearchMatchKind>> {
  const last = new Map<string, SavedSearchMatchKind>()
  if (withdrawals.length === 0) return last
  const listings = [...new Set(withdrawals.map((index) => changes[index]!.listing_id))]
  const { rows } = await sql<{ saved_search_id: number; listing_id: number; kind: SavedSearchMatchKind }>`
    select distinct on (saved_search_id, listing_id) saved_search_id, listing_id, kind
    from saved_search_matches
    where listing_id = any(${idList(listings)}) and saved_search_id = any(${idList(searches.map((s) => s.id))})
    order by saved_search_id, listing_id, change_id desc`.execute(trx)
  for (const row of rows) last.set(`${row.saved_search_id}:${row.listing_id}`, row.kind)
  return last
}

/**
 * The card of each matched change, once per change (migration 0025): from the listing's row, or
 * for a listing no longer stored (a withdrawal) its latest earlier card.
 */
async function writeCards(trx: Transaction<Database>, changes: readonly ChangeRow[], matches: readonly Match[]) {
  const matched = [...new Set(matches.map((match) => match.change))].map((index) => changes[index]!)
  if (matched.length === 0) return
  const listingIds = [...new Set(matched.map((change) => change.listing_id))]
  const rows = new Map(
    (
      await sql<SummarySourceRow>`
        select id, title, slug, street, city, state_code, zip, disclose_address, search_price, bedrooms, bathrooms,
          photo_count, listing_status
        from listings where id = any(${idList(listingIds)})`.execute(trx)
    ).rows.map((row) => [row.id, row]),
  )
  const gone = listingIds.filter((id) => !rows.has(id))
  const earlier = new Map<number, AlertListingSummary>()
  if (gone.length > 0) {
    const { rows: cards } = await sql<{ listing_id: number; card: AlertListingSummary }>`
      select distinct on (listing_id) listing_id, card from saved_search_change_cards
      where listing_id = any(${idList(gone)}) order by listing_id, change_id desc`.execute(trx)
    for (const { listing_id, card } of cards) earlier.set(listing_id, card)
  }
  const cards = matched.flatMap((change) => {
    const row = rows.get(change.listing_id)
    const kind = change.kind === 'back_on_market' ? 'status' : change.kind
    const card = row ? alertListingSummary(row, kind, change.old_value) : earlier.get(change.listing_id)
    return card ? [{ change_id: change.id, listing_id: change.listing_id, card }] : []
  })
  if (cards.length === 0) return
  await sql`insert into saved_search_change_cards (change_id, listing_id, card)
    select r.change_id, r.listing_id, r.card
    from jsonb_to_recordset(${JSON.stringify(cards)}::jsonb) as r(change_id bigint, listing_id int, card jsonb)
    on conflict do nothing`.execute(trx)
}
