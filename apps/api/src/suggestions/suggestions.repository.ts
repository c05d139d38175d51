import type { SearchFilter } from '@idx/domain'
import { sql, type AliasableExpression, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema.js'
import type { SuggestionKind } from './suggestions.tables.js'
import { keptPrepared } from '../db/kept-prepared.js'
import { searchCondition } from '../search/filter-sql.js'

// Every query here is index-driven, so the omnibox can ask on each keystroke (migration 0002):
// - addresses and MLS numbers (one row per listing: many) match by prefix only, through
//   suggestions_type_prefix (market, type, search_text) and, for addresses, by street name
//   through suggestions_street_prefix (search_text without its house number): each an ordered
//   index scan stopped by LIMIT. Near-misses for them, only when nothing at all matched, are
//   ranked among a bounded set of candidates sharing the input's first characters.
// - cities, neighbourhoods, zip codes and schools (a few thousand rows at most) match by prefix
//   (suggestions_type_prefix), by the prefix of any word or by trigram word similarity
//   (suggestions_place_trgm, a trigram index over places only), ranked per type.

/** Suggestion types with one row per listing. */
export const LISTING_SUGGESTION_TYPES = ['address', 'mls_number'] as const satisfies readonly SuggestionKind[]
/** Suggestion types with a few rows per market. */
export const AREA_SUGGESTION_TYPES = [
  'city',
  'neighborhood',
  'zip',
  'school',
] as const satisfies readonly SuggestionKind[]

export const SUGGESTION_MATCH_DEFAULTS = {
  /** Most suggestions per type (section). */
  perType: 5,
  /**
   * pg_trgm word similarity a near-miss needs ('mueler' ~ 'mueller' 0.67): pg_trgm's default
   * word_similarity_threshold, which the `<%` operator (and so the trigram index) applies.
   */
  similarity: 0.6,
  /** Near-misses are looked for from this many characters of normalised input. */
  fuzzyMinLength: 3,
  /** ... and for addresses and MLS numbers (the trigram index scan) from this many. */
  listingFuzzyMinLength: 4,
  /** Candidates ranked for a listing near-miss, per prefix index (see similarListingSuggestions). */
  listingFuzzyCandidates: 50,
  /** A listing near-miss shares this many leading characters with the input (text, street or MLS#). */
  listingFuzzyPrefixLength: 3,
} as const

/** Must equal the expression of suggestions_street_prefix (migration 0002). */
const STREET_PREFIX = '^[0-9]+[a-z]? (?:(?:n|s|e|w|ne|nw|se|sw|north|south|east|west) )?'
const streetText = sql<string>`regexp_replace(search_text, ${sql.lit(STREET_PREFIX)}, '')`

/** How a row matched: the whole text's prefix, a word's prefix, or a near-miss. */
export type SuggestionMatch = 'prefix' | 'word_prefix' | 'similar'

export type SuggestionRow = {
  id: string
  type: SuggestionKind
  name: string
  label: string
  listing_id: number | null
  area_id: number | null
  listing_status: string | null
  match: SuggestionMatch
  /** Position within its type and kind of match, from 1. */
  rank: number
  /** The area's GeoJSON (cities, neighbourhoods, zips and schools with a shape); null or absent otherwise. */
  geometry?: unknown
}

export type SuggestionQuery = {
  marketId: number
  /** Normalised input (searchText, as search_text is written), not empty. */
  q: string
  /** Statuses addresses and MLS numbers must have. */
  listingStatuses: readonly string[]
  /** When given: only suggestions that, added to this filter, find a listing (see suggestionsWithResults). */
  resultsOf?: SearchFilter
}

/** The smallest string above every string that starts with `prefix` (byte order, as text_pattern_ops). */
export function prefixUpperBound(prefix: string): string {
  const points = [...prefix]
  const last = points.pop() ?? ''
  return points.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1)
}

const COLUMNS = ['id', 'type', 'name', 'label', 'listing_id', 'area_id', 'listing_status'] as const

/** One branch of the match: a select of suggestion rows, whatever it selects from. */
type Branch = AliasableExpression<Omit<SuggestionRow, 'geometry'>>

function listingBranch(db: Kysely<Database>, query: SuggestionQuery, type: 'address' | 'mls_number'): Branch {
  return db
    .selectFrom('suggestions')
    .select([
      ...COLUMNS,
      sql<SuggestionMatch>`'prefix'`.as('match'),
      sql<number>`row_number() over (order by search_text using ~<~)::int`.as('rank'),
    ])
    .where('market_id', '=', query.marketId)
    .where('type', '=', sql.lit(type))
    .where('listing_status', 'in', query.listingStatuses)
    .where(sql<SqlBool>`search_text ~>=~ ${query.q}`)
    .where(sql<SqlBool>`search_text ~<~ ${prefixUpperBound(query.q)}`)
    .orderBy(sql`search_text using ~<~`)
    .limit(SUGGESTION_MATCH_DEFAULTS.perType)
}

function streetBranch(db: Kysely<Database>, query: SuggestionQuery): Branch {
  return db
    .selectFrom('suggestions')
    .select([
      ...COLUMNS,
      sql<SuggestionMatch>`'word_prefix'`.as('match'),
      sql<number>`row_number() over (order by ${streetText} using ~<~, search_text using ~<~)::int`.as('rank'),
    ])
    .where('market_id', '=', query.marketId)
    .where('type', '=', sql.lit('address'))
    .where('listing_status', 'in', query.listingStatuses)
    .where(sql<SqlBool>`${streetText} ~>=~ ${query.q}`)
    .where(sql<SqlBool>`${streetText} ~<~ ${prefixUpperBound(query.q)}`)
    .orderBy(sql`${streetText} using ~<~`)
    .orderBy(sql`search_text using ~<~`)
    .limit(SUGGESTION_MATCH_DEFAULTS.perType)
}

/** Places in the literal form suggestions_place_trgm's predicate has (so the planner can use it). */
const PLACE_TYPES = sql.join(AREA_SUGGESTION_TYPES.map((type) => sql.lit(type)))

/**
 * Cities, neighbourhoods, zips and schools: prefix (suggestions_type_prefix), then, from
 * `fuzzyMinLength` characters, the prefix of any word and near-misses (suggestions_place_trgm),
 * ranked per type by kind of match, similarity, weight and name.
 */
function areaBranch(db: Kysely<Database>, query: SuggestionQuery): Branch {
  const { q } = query
  const fuzzy = [...q].length >= SUGGESTION_MATCH_DEFAULTS.fuzzyMinLength
  const prefix = sql<SqlBool>`(search_text ~>=~ ${q} and search_text ~<~ ${prefixUpperBound(q)})`
  const wordPrefix = sql<SqlBool>`search_text like ${`% ${q}%`}`
  const similar = sql<SqlBool>`${q} <% search_text`
  const match = fuzzy
    ? sql<SuggestionMatch>`case when ${prefix} then 'prefix' when ${wordPrefix} then 'word_prefix' else 'similar' end`
    : sql<SuggestionMatch>`'prefix'`
  const similarity = fuzzy ? sql<number>`word_similarity(${q}, search_text)` : sql<number>`0`
  const ranked = db
    .selectFrom('suggestions')
    .select([
      ...COLUMNS,
      match.as('match'),
      sql<number>`row_number() over (partition by type order by ${match}, ${similarity} desc, weight desc, search_text collate "C")::int`.as(
        'rank',
      ),
    ])
    .where('market_id', '=', query.marketId)
    .where(sql<SqlBool>`type in (${PLACE_TYPES})`)
    .where(fuzzy ? sql<SqlBool>`(${prefix} or ${wordPrefix} or ${similar})` : prefix)
  return db
    .selectFrom(ranked.as('ranked'))
    .select([...COLUMNS, 'match', 'rank'])
    .where('rank', '<=', SUGGESTION_MATCH_DEFAULTS.perType)
}

/**
 * Suggestions matching by prefix (and, for areas, by word prefix or near-miss), at most
 * SUGGESTION_MATCH_DEFAULTS.perType of each kind of match per type, best first within each. One
 * round trip.
 *
 * @example
 * await matchSuggestions(db, { marketId: 1, q: 'mary', listingStatuses: ['Active'] })
 * // [{ id: 'address:12', type: 'address', name: '1105 W Mary St', match: 'word_prefix', ... }, ...]
 */
export async function matchSuggestions(db: Kysely<Database>, query: SuggestionQuery): Promise<SuggestionRow[]> {
  // The areas' GeoJSON comes in the same statement (a second round trip for it cost about as much
  // as the match itself). Kept prepared: parsed once per connection; PostgreSQL still plans it for
  // each input, whose prefix decides how selective it is.
  const { rows } = await keptPrepared(
    db
      .selectFrom(matchSuggestionsQuery(db, query).as('m'))
      .leftJoin('areas', 'areas.id', 'm.area_id')
      .selectAll('m')
      .select(sql<unknown>`areas.geometry`.as('geometry')),
  ).execute(db)
  return rows as SuggestionRow[]
}

/** The query of `matchSuggestions`, e.g. to EXPLAIN it. */
export function matchSuggestionsQuery(db: Kysely<Database>, query: SuggestionQuery) {
  const wrap = (branch: Branch) => db.selectFrom(branch.as('b')).selectAll()
  return wrap(listingBranch(db, query, 'address'))
    .unionAll(wrap(streetBranch(db, query)))
    .unionAll(wrap(listingBranch(db, query, 'mls_number')))
    .unionAll(wrap(areaBranch(db, query)))
}

/**
 * Near-misses among addresses and MLS numbers (e.g. a typo in a street name). The candidates are
 * the listings whose text, street name or MLS number starts with the input's first
 * `listingFuzzyPrefixLength` characters (at most `listingFuzzyCandidates` of each, short ordered
 * scans of the prefix indexes), ranked by trigram word similarity among those reaching pg_trgm's
 * threshold (`<%`). A typo in the first characters is therefore not corrected; in exchange the cost
 * is bounded (the trigram index over a million addresses may have to read most of them).
 */
export async function similarListingSuggestions(
  db: Kysely<Database>,
  query: SuggestionQuery,
): Promise<SuggestionRow[]> {
  const { q } = query
  const head = [...q].slice(0, SUGGESTION_MATCH_DEFAULTS.listingFuzzyPrefixLength).join('')
  const upper = prefixUpperBound(head)
  const candidates = (type: 'address' | 'mls_number', text: RawBuilder<string>) =>
    db
      .selectFrom('suggestions')
      .select([...COLUMNS, 'search_text'])
      .where('market_id', '=', query.marketId)
      .where('type', '=', sql.lit(type))
      .where('listing_status', 'in', query.listingStatuses)
      .where(sql<SqlBool>`${text} ~>=~ ${head}`)
      .where(sql<SqlBool>`${text} ~<~ ${upper}`)
      .orderBy(sql`${text} using ~<~`)
      .limit(SUGGESTION_MATCH_DEFAULTS.listingFuzzyCandidates)
  const wrap = (branch: ReturnType<typeof candidates>) => db.selectFrom(branch.as('b')).selectAll()
  const all = wrap(candidates('address', sql<string>`search_text`))
    .unionAll(wrap(candidates('address', streetText)))
    .unionAll(wrap(candidates('mls_number', sql<string>`search_text`)))
  const matching = db
    .selectFrom(all.as('c'))
    .select([...COLUMNS, sql<number>`word_similarity(${q}, search_text)`.as('similarity'), 'search_text'])
    .distinct()
    .where(sql<SqlBool>`${q} <% search_text`)
  const ranked = db
    .selectFrom(matching.as('m'))
    .select([
      ...COLUMNS,
      sql<SuggestionMatch>`'similar'`.as('match'),
      sql<number>`row_number() over (partition by type order by similarity desc, search_text collate "C")::int`.as(
        'rank',
      ),
    ])
  const { rows } = await keptPrepared(
    db
      .selectFrom(ranked.as('r'))
      .select([...COLUMNS, 'match', 'rank'])
      .where('rank', '<=', SUGGESTION_MATCH_DEFAULTS.perType),
  ).execute(db)
  return rows
}

/**
 * Which of the suggestions `ids` find at least one listing of the market when each, alone, takes
 * the place of `filter`'s suggestion ids (a rental's address finds nothing in a search for sale; a
 * school zone without a listing for sale, nothing either). One round trip; each test is an EXISTS
 * the search's own indexes serve.
 *
 * @example
 * await suggestionsWithResults(db, 1, { purchase_type: { value: 'Purchase' } }, ['address:5', 'city:austin-tx'])
 * // Set { 'city:austin-tx' } (listing 5 is for rent)
 */
export async function suggestionsWithResults(
  db: Kysely<Database>,
  marketId: number,
  filter: SearchFilter,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const tests = ids.map((id) => {
    const condition = searchCondition({ market_id: marketId, filter: { ...filter, suggestion: { value: [id] } } }, 0)
    return sql`select ${id}::text as id where exists (select 1 from listings where ${condition})`
  })
  const { rows } = await sql<{ id: string }>`${sql.join(tests, sql` union all `)}`.execute(db)
  return new Set(rows.map((row) => row.id))
}
