import { createHash } from 'node:crypto'
import { brokerageListing, type BrokerageDirectory, type ResoListing, type ResoPropertyResult } from '@idx/domain'
import { sql, type Insertable, type Selectable, type Transaction, type Updateable } from 'kysely'
import { cellXSql, cellYSql } from '../../clusters/index.js'
import { GRID_DEFAULTS } from '../../search/cluster-grid.js'
import { insertJsonRows } from '../../db/insert-json-rows.js'
import type { Database } from '../../db/schema.js'
import type { ListingsTable, OpenHousesTable } from '../../listings/index.js'
import type { SuggestionsTable } from '../../suggestions/index.js'
import { listingChangeRows, type RecordedListingState } from '../../listings/index.js'
import { SUGGESTION_WEIGHTS } from '../../seed/index.js'
import { searchText, slugify } from '../../search/search-text.js'
import { readBrokerageDirectory } from './brokerage-listings.js'
import { readSlugCounts, uniqueSlugs, type SlugChanges, type SlugCounts } from './listing-slugs.js'
import { firstImportHistory } from './first-import-history.js'
import { nextRowIds } from './next-row-ids.js'
import { enqueueMlsPhotoCopies } from '../../uploads/index.js'

/** A listing row as it was before a change and as it is after (null: not there). */
export type ListingChangeHook = (
  trx: Transaction<Database>,
  before: Selectable<ListingsTable> | null,
  after: Selectable<ListingsTable> | null,
) => Promise<void>

/** A Property record the mapping accepted: a listing to show or a withdrawal. */
export type AcceptedProperty = Exclude<ResoPropertyResult, { kind: 'rejected' }>

export interface BatchContext {
  feedId: number
  marketId: number
  /** Agents by MemberKey, for ListAgentKey. */
  agentIdOf: ReadonlyMap<string, number>
  /**
   * Called for each listing written, in the batch's transaction, instead of the change log's own
   * records (tests watch the writes with it); without it the batch writes the change log.
   */
  onListingChange?: ListingChangeHook | undefined
  /** Whether to answer the cluster cells the batch touched (off when the run will rebuild them all). */
  trackCells: boolean
  /**
   * The run's count of the listings' slugs, read on its first insert (`slugs.counts` null until
   * then). The batch only reads it; its caller applies the outcome's `slugChanges` once the batch's
   * transaction has committed.
   */
  slugs: { counts: SlugCounts | null }
  /**
   * The feed's brokerage offices and agents (`readBrokerageDirectory`), read by the run's first
   * batch and kept here: which listings are the brokerage's (`broker_listing`) and their agents.
   */
  brokerage?: BrokerageDirectory | undefined
}

/** A finest-zoom cluster cell a change touched: its cluster counts must be recomputed. */
export type TouchedCell = { marketId: number; cx: number; cy: number }

export interface BatchOutcome {
  inserted: number
  updated: number
  unchanged: number
  withdrawn: number
  touchedCells: TouchedCell[]
  /** The slugs given and taken away, to apply to `context.slugs` after the commit. */
  slugChanges: SlugChanges
}

type Existing = { row_id: number; content_hash: string; withdrawn: boolean }
type Planned =
  | {
      action: 'insert' | 'update'
      id: number
      record: Extract<AcceptedProperty, { kind: 'listing' }>
      hash: string
      /** Inserted again under the id it had before the feed withdrew it. */
      returning?: boolean
    }
  | { action: 'withdraw'; id: number; record: AcceptedProperty }

// Rows per insert. Every insert sends its rows as one jsonb parameter (insertJsonRows): PGlite pays
// for each bind parameter far more than PostgreSQL's C code takes to read the same values as JSON
// (feed_records, listing_changes and open_houses by the parameter cost 2 to 3 times more), and no
// parameter limit applies, so a page of 500 records goes in one statement a table.
const INSERT_CHUNK = 1000

/**
 * Writes a batch of accepted Property records in `trx` (the caller's transaction, so every record
 * with its open houses, suggestions and bookkeeping is written fully or not at all): new listings
 * are inserted, changed ones updated, withdrawn ones deleted (collections keep their ids and show
 * them as no longer available), and a record whose content hash is unchanged writes nothing.
 */
export async function writePropertyBatch(
  trx: Transaction<Database>,
  records: readonly AcceptedProperty[],
  context: BatchContext,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = {
    inserted: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    touchedCells: [],
    slugChanges: { added: [], removed: [] },
  }
  // One record per key: a later copy (in feed order) replaces an earlier one.
  const latest = new Map<string, AcceptedProperty>()
  for (const record of records) {
    if (latest.has(record.key)) outcome.unchanged++
    latest.set(record.key, record)
  }
  if (latest.size === 0) return outcome
  context.brokerage ??= await readBrokerageDirectory(trx, context.feedId)
  const existing = await existingRecords(trx, context.feedId, [...latest.keys()])
  const plan = await planBatch(trx, [...latest.values()], existing, context, outcome)
  if (plan.length === 0) return outcome

  const changedIds = plan.filter((p) => p.action !== 'insert').map((p) => p.id)
  const before = context.onListingChange
    ? await listingRows(trx, changedIds)
    : new Map<number, Selectable<ListingsTable>>()
  const beforeStates = context.onListingChange ? new Map() : await changeStates(trx, changedIds)
  if (context.trackCells) outcome.touchedCells.push(...(await cellsOf(trx, changedIds)))

  // Before this transaction deletes or inserts any listing: the counts are what is committed.
  if (plan.some((p) => p.action === 'insert')) context.slugs.counts ??= await readSlugCounts(trx)
  const withdrawIds = plan.filter((p) => p.action === 'withdraw').map((p) => p.id)
  if (withdrawIds.length > 0) {
    const deleted = await trx.deleteFrom('listings').where('id', 'in', withdrawIds).returning('slug').execute()
    outcome.slugChanges.removed.push(...deleted.map((row) => row.slug))
  }
  const written = plan.filter((p): p is Extract<Planned, { action: 'insert' | 'update' }> => p.action !== 'withdraw')
  await insertListings(
    trx,
    written.filter((p) => p.action === 'insert'),
    context,
    outcome.slugChanges,
  )
  for (const p of written.filter((p) => p.action === 'update')) {
    await trx.updateTable('listings').set(listingColumns(p.record, context)).where('id', '=', p.id).execute()
  }
  await replaceOpenHouses(trx, written)
  await replaceSuggestions(trx, written, context.marketId)
  await keepRecords(trx, context.feedId, plan)
  // The MLS's photos are copied and sized by a job; the listing shows the MLS's URLs until then.
  await enqueueMlsPhotoCopies(
    trx,
    written.map((p) => ({ id: p.id, mediaUrls: p.record.media.map((m) => m.url) })),
  )

  const writtenIds = written.map((p) => p.id)
  if (context.trackCells) outcome.touchedCells.push(...(await cellsOf(trx, writtenIds)))
  if (context.onListingChange) {
    const after = await listingRows(trx, writtenIds)
    for (const p of plan) await context.onListingChange(trx, before.get(p.id) ?? null, after.get(p.id) ?? null)
  } else await recordChanges(trx, plan, beforeStates)
  return outcome
}

/** What the change log follows of the listings about to change, as stored before the batch. */
async function changeStates(trx: Transaction<Database>, ids: number[]): Promise<Map<number, RecordedListingState>> {
  if (ids.length === 0) return new Map()
  const rows = await trx
    .selectFrom('listings')
    .select(['id', 'listing_status', 'price_in_dollars', 'sold_price_in_dollars'])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * The change log's records of the batch (listed, price, status, withdrawn, back on market), in the
 * batch's transaction and a few inserts: dated by the MLS's ModificationTimestamp (a withdrawal
 * by its record's own timestamp, a full run's missing listing when the run found it gone); a
 * listing pending or closed when first seen gets its earlier history (firstImportHistory).
 */
async function recordChanges(
  trx: Transaction<Database>,
  plan: readonly Planned[],
  before: ReadonlyMap<number, RecordedListingState>,
): Promise<void> {
  const rows = plan.flatMap((p) => {
    if (p.action === 'withdraw')
      return listingChangeRows(before.get(p.id) ?? null, null, { source: 'import', at: new Date(p.record.modifiedAt) })
    if (!before.has(p.id) && !p.returning)
      return firstImportHistory(p.id, p.record.listing).flatMap((step) =>
        listingChangeRows(step.before, step.after, { source: 'import', at: step.at }),
      )
    const { listing_status, price_in_dollars, sold_price_in_dollars, data_source_listing_updated_at } = p.record.listing
    // A listing the feed withdrew and lists again is back on the market, not newly listed.
    const returned = p.returning ? { id: p.id, listing_status: 'Withdrawn', price_in_dollars } : null
    return listingChangeRows(
      before.get(p.id) ?? returned,
      { id: p.id, listing_status, price_in_dollars, sold_price_in_dollars },
      { source: 'import', at: new Date(data_source_listing_updated_at) },
    )
  })
  // As JSON values: the jsonb columns take the objects listingChangeRows wrote as text.
  const values = rows.map((row) => ({
    ...row,
    old_value: typeof row.old_value === 'string' ? (JSON.parse(row.old_value) as unknown) : null,
    new_value: typeof row.new_value === 'string' ? (JSON.parse(row.new_value) as unknown) : null,
  }))
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    await insertJsonRows(trx, 'listing_changes', values.slice(i, i + INSERT_CHUNK))
}

async function existingRecords(
  trx: Transaction<Database>,
  feedId: number,
  keys: string[],
): Promise<Map<string, Existing>> {
  // The keys as one jsonb parameter (a list of 500 bind parameters cost PGlite as much to bind as
  // the lookups), each looked up in the primary key: `limit 1` keeps the lookup a nested loop
  // whatever the statistics say (feed_records grows from nothing during a first import, and a plan
  // that scanned it for each key took seconds a page on PostgreSQL).
  const { rows } = await sql<{ record_key: string } & Existing>`
    select f.record_key, f.row_id, f.content_hash, f.withdrawn
    from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) as k(key)
    cross join lateral (
      select record_key, row_id, content_hash, withdrawn from feed_records
      where feed_id = ${feedId} and resource = 'Property' and record_key = k.key limit 1
    ) f`.execute(trx)
  return new Map(rows.map((row) => [row.record_key, row]))
}

async function planBatch(
  trx: Transaction<Database>,
  records: AcceptedProperty[],
  existing: Map<string, Existing>,
  context: BatchContext,
  outcome: BatchOutcome,
): Promise<Planned[]> {
  const plan: Planned[] = []
  const needIds: Extract<AcceptedProperty, { kind: 'listing' }>[] = []
  const hashes = new Map<string, string>()
  for (const record of records) {
    const known = existing.get(record.key)
    if (record.kind === 'withdrawn') {
      if (known && !known.withdrawn) {
        plan.push({ action: 'withdraw', id: known.row_id, record })
        outcome.withdrawn++
      } else outcome.unchanged++
      continue
    }
    const hash = contentHash(record, context)
    hashes.set(record.key, hash)
    if (known && !known.withdrawn && known.content_hash === hash) outcome.unchanged++
    else if (known && !known.withdrawn) {
      plan.push({ action: 'update', id: known.row_id, record, hash })
      outcome.updated++
    } else if (known) {
      // Back on the market: the same id, so boards that kept it show it again.
      plan.push({ action: 'insert', id: known.row_id, record, hash, returning: true })
      outcome.inserted++
    } else needIds.push(record)
  }
  const ids = await nextRowIds(trx, needIds.length)
  needIds.forEach((record, i) => {
    plan.push({ action: 'insert', id: ids[i]!, record, hash: hashes.get(record.key)! })
    outcome.inserted++
  })
  return plan
}

function contentHash(record: Extract<AcceptedProperty, { kind: 'listing' }>, context: BatchContext): string {
  const { brokerListing, agentId } = brokerageOf(record, context)
  return createHash('sha1')
    .update(JSON.stringify([record.listing, record.openHouses, record.media, agentId, brokerListing, record.listedBy]))
    .digest('base64url')
}

/**
 * The listing's agent (by ListAgentKey, else ListAgentMlsId) and whether it is the brokerage's own,
 * by the feed's brokerage offices, with the raw ids kept so a change of offices can re-mark it.
 */
function brokerageOf(record: Extract<AcceptedProperty, { kind: 'listing' }>, context: BatchContext) {
  const listedBy = record.listedBy
  const match = context.brokerage
    ? brokerageListing(listedBy, context.brokerage)
    : { brokerListing: false, agentId: null }
  const agentId =
    match.agentId ?? (record.listAgentKey === null ? null : (context.agentIdOf.get(record.listAgentKey) ?? null))
  return {
    brokerListing: match.brokerListing,
    agentId,
    columns: {
      listing_agent_id: agentId,
      broker_listing: match.brokerListing,
      list_office_mls_id: listedBy.officeMlsId,
      list_office_key: listedBy.officeKey,
      list_agent_mls_id: listedBy.agentMlsId,
      list_agent_key: listedBy.agentKey,
    },
  }
}

function listingColumns(
  record: Extract<AcceptedProperty, { kind: 'listing' }>,
  context: BatchContext,
): Updateable<ListingsTable> & Omit<ResoListing, 'additional_details'> {
  const listing = record.listing
  return {
    ...listing,
    additional_details: JSON.stringify(listing.additional_details),
    location: (listing.latitude !== null && listing.longitude !== null
      ? sql<string>`point(${listing.longitude}, ${listing.latitude})`
      : null) as unknown as string | null,
    ...brokerageOf(record, context).columns,
  }
}

async function insertListings(
  trx: Transaction<Database>,
  planned: Extract<Planned, { action: 'insert' | 'update' }>[],
  context: BatchContext,
  slugChanges: SlugChanges,
): Promise<void> {
  if (planned.length === 0) return
  // The address as a slug, as the seed makes them; one another listing has already gets the id appended.
  const slugs = uniqueSlugs(
    planned.map((p) => ({
      id: p.id,
      base: slugify(`${p.record.listing.title} ${p.record.listing.subtitle ?? ''}`) || 'listing',
    })),
    context.slugs.counts!,
    slugChanges.removed,
  )
  slugChanges.added.push(...slugs.values())
  const rows = planned.map((p) => {
    const listing = p.record.listing
    return {
      ...listing,
      // As JSON values: the object for the jsonb column, the point in its text form.
      location:
        listing.latitude !== null && listing.longitude !== null ? `(${listing.longitude},${listing.latitude})` : null,
      ...brokerageOf(p.record, context).columns,
      id: p.id,
      market_id: context.marketId,
      feed_id: context.feedId,
      slug: slugs.get(p.id)!,
    }
  })
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await insertJsonRows(trx, 'listings', rows.slice(i, i + INSERT_CHUNK))
}

async function replaceOpenHouses(
  trx: Transaction<Database>,
  written: Extract<Planned, { action: 'insert' | 'update' }>[],
): Promise<void> {
  const updatedIds = written.filter((p) => p.action === 'update').map((p) => p.id)
  if (updatedIds.length > 0) await trx.deleteFrom('open_houses').where('listing_id', 'in', updatedIds).execute()
  const wanted = written.flatMap((p) => p.record.openHouses.map((openHouse) => ({ p, openHouse })))
  const ids = await nextRowIds(trx, wanted.length)
  const rows: Insertable<OpenHousesTable>[] = wanted.map(({ p, openHouse }, i) => ({
    id: ids[i]!,
    listing_id: p.id,
    start_time: openHouse.start_time,
    end_time: openHouse.end_time,
    directions: openHouse.directions,
    refreshments: openHouse.refreshments,
    showing_contact: openHouse.showing_contact ?? p.record.listing.listing_broker,
    showing_contact_phone: p.record.listing.office_phone,
  }))
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await insertJsonRows(trx, 'open_houses', rows.slice(i, i + INSERT_CHUNK))
}

/** A listing written, as its suggestions read it (a pocket listing's too). */
export type SuggestedListing = {
  action: 'insert' | 'update'
  id: number
  record: {
    listing: Pick<
      ResoListing,
      'title' | 'subtitle' | 'disclose_address' | 'mls_number' | 'city_state' | 'state_code' | 'zip'
    > & { listing_status: string }
  }
}

/**
 * The omnibox rows a listing brings (its address and MLS number, as the seed writes them), and its
 * city and zip when the market has none yet; an updated listing's own rows are replaced. A
 * withdrawn listing's rows go with it (on delete cascade). Pocket listings write theirs with it too.
 */
export async function replaceSuggestions(
  trx: Transaction<Database>,
  written: readonly SuggestedListing[],
  marketId: number,
): Promise<void> {
  const updatedIds = written.filter((p) => p.action === 'update').map((p) => p.id)
  if (updatedIds.length > 0) {
    await trx
      .deleteFrom('suggestions')
      .where('listing_id', 'in', updatedIds)
      .where('type', 'in', ['address', 'mls_number'])
      .execute()
  }
  const base = { market_id: marketId, area_id: null }
  const rows = new Map<string, Insertable<SuggestionsTable>>()
  for (const { id, record } of written) {
    const l = record.listing
    const label = l.subtitle ?? ''
    if (l.disclose_address) {
      rows.set(`address:${id}`, {
        ...base,
        id: `address:${id}`,
        type: 'address',
        name: l.title,
        label,
        search_text: searchText(`${l.title} ${label}`),
        listing_id: id,
        listing_status: l.listing_status,
        weight: SUGGESTION_WEIGHTS.address,
      })
    }
    if (l.mls_number) {
      rows.set(`mls:${l.mls_number}`, {
        ...base,
        id: `mls:${l.mls_number}`,
        type: 'mls_number',
        name: l.mls_number,
        label: `${l.title}, ${label}`,
        search_text: searchText(l.mls_number),
        listing_id: id,
        listing_status: l.listing_status,
        weight: SUGGESTION_WEIGHTS.mls_number,
      })
    }
  }
  const places = new Map<string, Insertable<SuggestionsTable>>()
  // A page's listings share a few cities: each one's slug and search text (Unicode normalisation and
  // regular expressions) is worked out once.
  const cityTexts = new Map<string, { slug: string; text: string }>()
  for (const { record } of written) {
    const l = record.listing
    if (l.city_state) {
      let city = cityTexts.get(l.city_state)
      if (!city) {
        city = { slug: slugify(l.city_state), text: searchText(l.city_state) }
        cityTexts.set(l.city_state, city)
      }
      const id = `city:${city.slug}`
      places.set(id, {
        ...base,
        id,
        type: 'city',
        name: l.city_state,
        label: l.state_code ?? '',
        search_text: city.text,
        listing_id: null,
        listing_status: null,
        weight: SUGGESTION_WEIGHTS.city,
      })
    }
    if (l.zip) {
      const id = `zip:${l.zip}`
      places.set(id, {
        ...base,
        id,
        type: 'zip',
        name: l.zip,
        label: l.city_state ?? '',
        search_text: l.zip,
        listing_id: null,
        listing_status: null,
        weight: SUGGESTION_WEIGHTS.zip,
      })
    }
  }
  const listingRows = [...rows.values()]
  for (let i = 0; i < listingRows.length; i += INSERT_CHUNK) {
    // An MLS number another listing of the market used before (relisted under a new key) moves here.
    await insertJsonRows(
      trx,
      'suggestions',
      listingRows.slice(i, i + INSERT_CHUNK),
      sql`on conflict (id) do update set name = excluded.name, label = excluded.label,
        search_text = excluded.search_text, listing_id = excluded.listing_id, listing_status = excluded.listing_status`,
    )
  }
  await insertJsonRows(trx, 'suggestions', [...places.values()], sql`on conflict (id) do nothing`)
}

async function keepRecords(trx: Transaction<Database>, feedId: number, plan: Planned[]): Promise<void> {
  const rows = plan.map((p) => ({
    feed_id: feedId,
    resource: 'Property' as const,
    record_key: p.record.key,
    row_id: p.id,
    content_hash: p.action === 'withdraw' ? '' : p.hash,
    withdrawn: p.action === 'withdraw',
    modified_at: p.record.modifiedAt,
  }))
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await insertJsonRows(
      trx,
      'feed_records',
      rows.slice(i, i + INSERT_CHUNK),
      sql`on conflict (feed_id, resource, record_key) do update set row_id = excluded.row_id,
        content_hash = excluded.content_hash, withdrawn = excluded.withdrawn, modified_at = excluded.modified_at`,
    )
  }
}

async function listingRows(trx: Transaction<Database>, ids: number[]): Promise<Map<number, Selectable<ListingsTable>>> {
  if (ids.length === 0) return new Map()
  const rows = await trx.selectFrom('listings').selectAll().where('id', 'in', ids).execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/** The finest cluster cells the listings sit in (those cluster_cells counts), by the same SQL the refresh uses. */
export async function cellsOf(trx: Transaction<Database>, ids: number[]): Promise<TouchedCell[]> {
  if (ids.length === 0) return []
  const zoom = GRID_DEFAULTS.precomputedMaxZoom
  const rows = await trx
    .selectFrom('listings as l')
    .select(['l.market_id', cellXSql('l', zoom).as('cx'), cellYSql('l', zoom).as('cy')])
    .where('l.id', 'in', ids)
    .where('l.location', 'is not', null)
    .where('l.disclose_address', '=', true)
    .execute()
  return rows.map((row) => ({ marketId: row.market_id, cx: Number(row.cx), cy: Number(row.cy) }))
}
