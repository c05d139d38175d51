import { cityKey, SEARCH_RANGE_FIELDS, SEARCH_VALUE_FIELDS } from '@idx/domain'
import type { BoundingBox, SearchFilter, SearchPolygon, SearchRangeField } from '@idx/domain'
import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import { searchColumn } from './public-price.js'
import { suggestionTarget } from './suggestion-target.js'

/** What a search or cluster request filters by: the parts of a validated `SearchQuery` that narrow the rows. */
export type SearchScope = {
  /** The market searched; blank means the site's default market. */
  market_id?: number | string | null
  filter: SearchFilter
  bounding_box?: BoundingBox | undefined
  /**
   * Only the listings saved in this collection (whose access the caller checked), in any of the
   * site's markets: `market_id` is then not read (see collection-search-scope.ts).
   */
  in_collection?: number | undefined
}

// Integer columns take integer parameters (PostgreSQL infers a parameter's type from the column
// it is compared with, and '2.5' is not an integer), so bounds are rounded inwards and clamped.
const INTEGER_RANGE_COLUMNS = new Set<SearchRangeField>(['price_in_dollars', 'bedrooms', 'square_feet', 'year_built'])
const INT4_MAX = 2_147_483_647
const FLOAT4_MAX = 3.4e38

/**
 * Applies a validated SearchQuery's market, filter and bounding box to a query over `listings`
 * (aliased or not), so search and clusters honour exactly the same filters. `siteId` picks the
 * default market when the scope names none. Suggestion ids are assumed to exist (parseSearchBody
 * checks them).
 *
 * @example
 * const rows = await applySearchFilter(db.selectFrom('listings').select('id'), query, site.id).execute()
 * // with an alias: applySearchFilter(db.selectFrom('listings as l').select('l.id'), query, site.id, 'l')
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any alias of listings, any selection
export function applySearchFilter<QB extends SelectQueryBuilder<any, any, any>>(
  qb: QB,
  query: SearchScope,
  siteId: number,
  alias = 'listings',
  options: SearchConditionOptions = {},
): QB {
  return qb.where(searchCondition(query, siteId, alias, options)) as QB
}

export type SearchConditionOptions = {
  /**
   * false: test the bounding box in a form no index serves (the same rows), so the planner walks a
   * sort index and checks the box on each entry instead of reading every listing of a large box
   * through the location index and sorting them. PostgreSQL estimates any `point <@ box` to match
   * 0.1% of the rows, so left to itself it always takes the location index (and, estimating a
   * handful of matches, sees no gain in reading a sort index in order).
   */
  boxIndexed?: boolean
}

/**
 * The same filter as one SQL boolean over `alias`'s columns, for queries written with the `sql`
 * template (e.g. a grid GROUP BY).
 *
 * @example
 * sql`select count(*) from listings where ${searchCondition(query, siteId)}`
 */
export function searchCondition(
  query: SearchScope,
  siteId: number,
  alias = 'listings',
  options: SearchConditionOptions = {},
): RawBuilder<SqlBool> {
  const col = (name: string) => sql.ref(`${alias}.${name}`)
  const parts: RawBuilder<unknown>[] =
    query.in_collection === undefined
      ? [marketCondition(col('market_id'), query.market_id, siteId)]
      : [collectionCondition(col, query.in_collection)]
  const filter = query.filter

  // The fields come from @idx/domain's search schema (the lists its validators are built from), so
  // a field added there filters the listing column of its name, or fails filter-sql.test.ts.
  for (const field of SEARCH_RANGE_FIELDS) {
    const range = filter[field]
    // A price bound reads the public price (see public-price.ts): a hidden price never matches it.
    if (range) parts.push(...rangeConditions(col(searchColumn(field)), range, INTEGER_RANGE_COLUMNS.has(field)))
  }

  for (const field of SEARCH_VALUE_FIELDS) {
    const value = filter[field]?.value
    if (value === undefined) continue
    const values = (Array.isArray(value) ? value : [value]) as (string | number)[]
    if (field === 'id') {
      const ids = values.map(Number).filter((id) => Number.isInteger(id) && Math.abs(id) <= INT4_MAX)
      parts.push(ids.length === 0 ? sql`false` : sql`${col('id')} in (${sql.join(ids)})`)
    } else if (field === 'city_state') {
      parts.push(cityCondition(col('city_state'), values.map(String)))
    } else {
      parts.push(sql`${col(field)} in (${sql.join(values.map(String))})`)
    }
  }

  if (filter.suggestion) {
    const alternatives = filter.suggestion.value.map((id) => suggestionCondition(id, col))
    parts.push(sql`(${sql.join(alternatives, sql` or `)})`)
  }

  if (filter.geo_shape) parts.push(polygonCondition(col('location'), filter.geo_shape.value))

  const box = query.bounding_box
  if (box) {
    const area = sql`box(point(${box.top_left.lng}::float8, ${box.bottom_right.lat}::float8), point(${box.bottom_right.lng}::float8, ${box.top_left.lat}::float8))`
    // on_pb is the function behind `point <@ box`: the same test, but as a function call no index
    // serves, and one the planner expects a third of the rows to pass (not the 0.1% it assumes of
    // any `<@`), so it walks the sort's own index and stops at the page rather than reading a whole
    // cell through another index and sorting it.
    parts.push(
      options.boxIndexed === false ? sql`on_pb(${col('location')}, ${area})` : sql`${col('location')} <@ ${area}`,
    )
  }
  // A listing that hides its address must not be found by where it is (a small box would reveal
  // it): for boxes, shapes and areas it counts as a listing without coordinates.
  if (box || filter.geo_shape) parts.push(col('disclose_address'))
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`
}

function marketCondition(column: RawBuilder<unknown>, marketId: SearchScope['market_id'], siteId: number) {
  if (marketId !== undefined && marketId !== null && marketId !== '') {
    const id = Number(marketId)
    return Number.isInteger(id) && Math.abs(id) <= INT4_MAX ? sql`${column} = ${id}` : sql`false`
  }
  return sql`${column} = (select m.id from markets m where m.site_id = ${siteId} order by m.is_default desc, m.id limit 1)`
}

/**
 * A collection's listings still in the feed (the row is there; any status). The collection is the
 * site's (the caller checked) and a listing is checked to be the site's when it is saved, so no
 * market is read: without a box the listings are probed in the primary key alone (index-only),
 * not in their rows. `in (subquery)`: a semi-join the planner starts from the collection's few rows.
 */
function collectionCondition(col: (name: string) => RawBuilder<unknown>, collectionId: number) {
  return sql`${col('id')} in (select cl.listing_id from collection_listings cl where cl.collection_id = ${collectionId})`
}

// city_state is written 'Austin, TX'; a visitor types 'austin' or 'Austin, tx'.
const CITY_NAME = (column: RawBuilder<unknown>) => sql`lower(btrim(split_part(${column}, ',', 1)))`
const CITY_STATE = (column: RawBuilder<unknown>) => sql`lower(btrim(split_part(${column}, ',', 2)))`

/**
 * Listings in any of the typed cities (see cityKey): by name, and by state when one is given.
 * Also where a City filter's cities are on the map (places.repository.ts).
 *
 * @example
 * db.selectFrom('listings').selectAll().where(cityCondition(sql.ref('listings.city_state'), ['round rock']))
 */
export function cityCondition(column: RawBuilder<unknown>, cities: readonly string[]): RawBuilder<SqlBool> {
  const alternatives = cities.map((text) => {
    const { city, state } = cityKey(text)
    const name = sql`${CITY_NAME(column)} = ${city}`
    return state === null ? name : sql`(${name} and ${CITY_STATE(column)} = ${state})`
  })
  return alternatives.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`
}

function rangeConditions(column: RawBuilder<unknown>, range: { min?: number; max?: number }, integer: boolean) {
  const limit = integer ? INT4_MAX : FLOAT4_MAX
  const parts: RawBuilder<unknown>[] = []
  if (range.min !== undefined) {
    const min = integer ? Math.ceil(range.min) : range.min
    // Above the column's largest value nothing matches; keep the parameter in the column's range.
    parts.push(min > limit ? sql`false` : sql`${column} >= ${min}`)
  }
  if (range.max !== undefined) {
    const max = integer ? Math.floor(range.max) : range.max
    if (max < limit) parts.push(sql`${column} <= ${max}`)
    else parts.push(sql`${column} is not null`)
  }
  return parts
}

// A ring as PostgreSQL's polygon text: '((lng,lat),(lng,lat),...)'; x is longitude, as in `location`.
function polygonText(ring: readonly (readonly number[])[]): string {
  return `(${ring.map(([lng, lat]) => `(${Number(lng)},${Number(lat)})`).join(',')})`
}

function polygonCondition(column: RawBuilder<unknown>, polygon: SearchPolygon) {
  const [outer, ...holes] = polygon.coordinates
  if (!outer || outer.length < 4) return sql`false`
  const inside = sql`${column} <@ ${polygonText(outer)}::polygon`
  if (holes.length === 0) return inside
  const outside = holes.map((hole) => sql`not (${column} <@ ${polygonText(hole)}::polygon)`)
  return sql`(${sql.join([inside, ...outside], sql` and `)})`
}

function suggestionCondition(id: string, col: (name: string) => RawBuilder<unknown>) {
  const target = suggestionTarget(id)
  switch (target?.kind) {
    case 'zip':
      return sql`${col('zip')} = ${target.key}`
    case 'city':
      return sql`${col('city_state')} = (select s.name from suggestions s where s.id = ${id})`
    case 'area':
      // A neighbourhood, school zone or district: inside its polygon. Without a location (or with a
      // hidden address, see above), never.
      return sql`(${col('location')} <@ (select a.shape from areas a where a.id = (select s.area_id from suggestions s where s.id = ${id})) and ${col('disclose_address')})`
    case 'listing':
      return sql`${col('id')} = (select s.listing_id from suggestions s where s.id = ${id})`
    default:
      return sql`false`
  }
}

// Search and clusters read a request body through the same parser (here too, so one import serves both).
export { parseSearchBody } from './parse-search-body.js'
export type { ParsedSearchQuery, SearchBodyParse } from './parse-search-body.js'
