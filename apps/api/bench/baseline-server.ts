// The bench's well-indexed baseline: what a competent team would write first for the same three
// routes, over the same generated rows (a copy of the bench database, see baseline-database.ts).
// Each search is ONE statement returning its page and exact total (`count(*) over ()`) through
// one btree per filtered or sorted column and a GiST index on the location point; clusters are
// a live GROUP BY over the map's grid; suggestions a prefix LIKE through a text_pattern_ops btree.
// No precomputed cells, no caps, no cleverness. Answers are JSON:API-ish, enough to compare.
//
// Run on its own (the bench spawns it): DATABASE_URL=postgres://… PORT=0 node --import tsx
// bench/baseline-server.ts; it prints `baseline http://127.0.0.1:<port>` once it listens.
import { pathToFileURL } from 'node:url'
import Fastify from 'fastify'
import pg from 'pg'
import { searchText } from '../src/search/search-text.js'

/** The baseline's settings; none of them is tuned. */
const BASELINE_DEFAULTS = {
  /** Connections to PostgreSQL (the project's server opens 10 too, database.ts). */
  poolSize: 10,
  /** Most suggestions per type, as the project answers. */
  suggestionsPerType: 5,
  /** Suggestion types, in the omnibox's order. */
  suggestionTypes: ['city', 'neighborhood', 'zip', 'school', 'address', 'mls_number'],
  /** Cells of 64 px on 256 px tiles: 2^(zoom + 2) across the world (as src/search/cluster-grid.ts). */
  cellsPerTileSide: 4,
} as const

/** Filters the baseline understands; any other field is refused, so nothing goes unfiltered. */
const VALUE_COLUMNS: Record<string, string> = {
  listing_status: 'listing_status',
  purchase_type: 'purchase_type',
  type: 'type',
  property_type: 'property_type',
  city_state: 'city_state',
  zip: 'zip',
}
// Prices are searched by the public price (the same rule as the project: a hidden price never matches).
const RANGE_COLUMNS: Record<string, string> = {
  price_in_dollars: 'search_price',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  square_feet: 'square_feet',
  lot_acre: 'lot_acre',
  year_built: 'year_built',
}
const SORT_COLUMNS: Record<string, string> = {
  data_source_listing_updated_at: 'data_source_listing_updated_at',
  price_in_dollars: 'search_price',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  lot_acre: 'lot_acre',
}

interface Box {
  top_left: { lat: number; lng: number }
  bottom_right: { lat: number; lng: number }
}
type Filter = Record<string, { value?: unknown; min?: number; max?: number } | undefined>

class BadRequest extends Error {}

/** Parameters of one statement, each added once and referred to as $n. */
class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** The WHERE of a search or cluster request over `listings l`. */
function whereOf(
  params: Params,
  scope: { market_id?: unknown; filter?: Filter; bounding_box?: Box | undefined },
): string {
  const parts = [`l.market_id = ${params.add(Number(scope.market_id ?? 1))}`]
  for (const [field, condition] of Object.entries(scope.filter ?? {})) {
    if (condition === undefined) continue
    if (field in VALUE_COLUMNS && condition.value !== undefined) {
      const values = (Array.isArray(condition.value) ? condition.value : [condition.value]).map(String)
      parts.push(`l.${VALUE_COLUMNS[field]} = any(${params.add(values)}::text[])`)
    } else if (field in RANGE_COLUMNS) {
      if (condition.min !== undefined) parts.push(`l.${RANGE_COLUMNS[field]} >= ${params.add(condition.min)}`)
      if (condition.max !== undefined) parts.push(`l.${RANGE_COLUMNS[field]} <= ${params.add(condition.max)}`)
    } else {
      throw new BadRequest(`the baseline does not filter by ${field}`)
    }
  }
  const box = scope.bounding_box
  if (box) {
    const [west, south, east, north] = [
      params.add(box.top_left.lng),
      params.add(box.bottom_right.lat),
      params.add(box.bottom_right.lng),
      params.add(box.top_left.lat),
    ]
    parts.push(`l.location <@ box(point(${west}, ${south}), point(${east}, ${north}))`, 'l.disclose_address')
  }
  return parts.join(' and ')
}

function orderOf(sort: unknown): string {
  const text = typeof sort === 'string' ? sort : '-data_source_listing_updated_at'
  const descending = text.startsWith('-')
  const column = SORT_COLUMNS[descending ? text.slice(1) : text]
  if (!column) throw new BadRequest(`unknown sort ${text}`)
  const direction = descending ? 'desc' : 'asc'
  return `l.${column} ${direction} nulls last, l.id ${direction}`
}

/** The listing columns a fieldset names (the others are not the table's: they are left out). */
function columnsOf(fields: string | undefined, tableColumns: ReadonlySet<string>): string {
  if (fields === undefined) return 'l.*'
  const wanted = fields.split(',').filter((field) => tableColumns.has(field))
  return ['id', 'slug', ...wanted.filter((field) => field !== 'id' && field !== 'slug')].map((c) => `l.${c}`).join(', ')
}

/** Builds the baseline's app on a pool; `listen` is the caller's. */
export async function buildBaselineApp(pool: pg.Pool) {
  const app = Fastify({ logger: false })
  const columns = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'listings'`,
  )
  const tableColumns = new Set(columns.rows.map((row) => row.column_name))

  app.setErrorHandler((error, _request, reply) => {
    const status = error instanceof BadRequest ? 400 : 500
    const detail = error instanceof Error ? error.message : String(error)
    void reply.status(status).send({ errors: [{ status: String(status), detail }] })
  })

  app.post('/api/v3/listings/search', async (request) => {
    const body = request.body as {
      filter?: Filter
      sort?: string
      page?: { size?: number; number?: number }
      bounding_box?: Box
      market_id?: unknown
    }
    const query = request.query as Record<string, string | undefined>
    const size = Math.min(40, Math.max(1, Number(body.page?.size ?? 40)))
    const number = Math.max(1, Number(body.page?.number ?? 1))
    const params = new Params()
    const where = whereOf(params, body)
    const { rows } = await pool.query(
      `select ${columnsOf(query['fields[listings]'], tableColumns)}, count(*) over () as bench_total
       from listings l where ${where} order by ${orderOf(body.sort)}
       limit ${params.add(size)} offset ${params.add((number - 1) * size)}`,
      params.values,
    )
    const total = rows.length > 0 ? Number(rows[0].bench_total) : 0
    return {
      data: rows.map(({ bench_total: _, id, ...attributes }) => ({ type: 'listings', id: String(id), attributes })),
      meta: { total, page: { size, number } },
    }
  })

  app.get('/api/v3/listings/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id)
    const { rows } = await pool.query(`select * from listings where id = $1`, [id])
    if (rows.length === 0) return reply.status(404).send({ errors: [{ status: '404', detail: 'not found' }] })
    const { id: _, ...attributes } = rows[0]
    return { data: { type: 'listings', id: String(id), attributes } }
  })

  app.post('/api/v3/listings/map/clusters', async (request) => {
    const body = request.body as { bounding_box: Box; zoom?: number; filter?: Filter; market_id?: unknown }
    if (!body.bounding_box || typeof body.zoom !== 'number') throw new BadRequest('bounding_box and zoom are required')
    const params = new Params()
    const where = whereOf(params, body)
    const across = params.add(BASELINE_DEFAULTS.cellsPerTileSide * 2 ** Math.round(body.zoom))
    // The Web-Mercator grid of the map: x from the longitude, y from the latitude's Mercator y.
    const { rows } = await pool.query(
      `select floor((l.longitude + 180) / 360 * ${across})::int as x,
         floor((1 - ln(tan(radians(l.latitude)) + 1 / cos(radians(l.latitude))) / pi()) / 2 * ${across})::int as y,
         count(*)::int as count, avg(l.latitude) as latitude, avg(l.longitude) as longitude, min(l.id) as first_id
       from listings l where ${where} group by 1, 2`,
      params.values,
    )
    return {
      data: rows.map((row) => ({
        type: 'clusters',
        id: `${body.zoom}/${row.x}/${row.y}`,
        attributes: {
          count: row.count,
          latitude: row.latitude,
          longitude: row.longitude,
          ...(row.count === 1 ? { listing_id: String(row.first_id) } : {}),
        },
      })),
      meta: { total: rows.reduce((sum, row) => sum + row.count, 0) },
    }
  })

  async function suggestions(q: string, marketId: unknown, filter: Filter, requireResults: boolean) {
    const text = searchText(q)
    if (text === '') return { data: [], meta: { q } }
    const status = filter.listing_status?.value ?? 'Active'
    const statuses = (Array.isArray(status) ? status : [status]).map(String)
    const params = new Params()
    const market = params.add(Number(marketId ?? 1))
    const prefix = params.add(`${text.replace(/[\\%_]/g, '\\$&')}%`)
    const statusList = params.add(statuses)
    // require_results: the suggestion, added to the visitor's filter, must find a listing.
    const found = requireResults
      ? `and exists (select 1 from listings l where ${whereOf(params, { market_id: marketId, filter })} and
           case s.type when 'city' then l.city_state = s.name when 'zip' then l.zip = s.name
             when 'address' then l.id = s.listing_id when 'mls_number' then l.id = s.listing_id else true end)`
      : ''
    const perType = BASELINE_DEFAULTS.suggestionTypes.map(
      (type) =>
        `(select s.id, s.type, s.name, s.label, s.listing_id from suggestions s
          where s.market_id = ${market} and s.type = '${type}' and s.search_text like ${prefix}
            ${type === 'address' || type === 'mls_number' ? `and s.listing_status = any(${statusList}::text[])` : ''}
            ${found}
          order by s.search_text using ~<~ limit ${BASELINE_DEFAULTS.suggestionsPerType})`,
    )
    const { rows } = await pool.query(perType.join(' union all '), params.values)
    const sections = BASELINE_DEFAULTS.suggestionTypes
      .map((type) => ({ type, suggestions: rows.filter((row) => row.type === type) }))
      .filter((section) => section.suggestions.length > 0)
    return {
      data: sections.map((section) => ({
        type: 'suggestion_sections',
        id: section.type,
        attributes: { section_type: section.type, suggestions: section.suggestions },
      })),
      meta: { q },
    }
  }

  app.post('/api/v3/suggestions/search', async (request) => {
    const body = request.body as { q: string; market_id?: unknown; filter?: Filter; require_results?: boolean }
    return suggestions(body.q ?? '', body.market_id, body.filter ?? {}, body.require_results === true)
  })

  app.get('/api/v3/suggestions', async (request) => {
    const query = request.query as Record<string, string | undefined>
    const status = query['filter[listing_status]']
    return suggestions(
      query.q ?? '',
      query.market_id,
      status === undefined ? {} : { listing_status: { value: status.split(',') } },
      false,
    )
  })

  return app
}

// Run directly (the bench spawns it so).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: BASELINE_DEFAULTS.poolSize })
  const app = await buildBaselineApp(pool)
  const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) })
  process.stdout.write(`baseline ${address}\n`)
  process.on('SIGTERM', () => {
    void app.close().then(() => pool.end().then(() => process.exit(0)))
  })
}
