import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { searchText } from '../search/search-text.js'
import type { SuggestionsTable } from '../suggestions/index.js'
import { areaShapeText } from './area-shape.js'
import type { AreaKind } from './areas.tables.js'
import type { AreaFeature } from './geojson-areas.js'

/** The area kinds an operator loads from GeoJSON (zip outlines come with the listings' zips). */
export const LOADABLE_AREA_KINDS = ['neighborhood', 'school_district', 'school', 'custom'] as const
export type LoadableAreaKind = (typeof LOADABLE_AREA_KINDS)[number] & AreaKind

/**
 * How each kind is suggested: the omnibox section (suggestion type), the id's prefix (the route
 * that serves it: area/{id} or school/{id}) and the base weight, as the demo seed ranks them
 * (seed/demo-suggestions.ts: neighbourhoods above zips above schools). A custom area (a
 * brokerage's own, such as "Downtown Core") is listed with the neighbourhoods.
 */
const SUGGESTED_AS: Record<
  LoadableAreaKind,
  { type: SuggestionsTable['type']; prefix: 'area' | 'school'; weight: number }
> = {
  neighborhood: { type: 'neighborhood', prefix: 'area', weight: 800 },
  custom: { type: 'neighborhood', prefix: 'area', weight: 800 },
  school_district: { type: 'school', prefix: 'area', weight: 400 },
  school: { type: 'school', prefix: 'school', weight: 400 },
}

/** One area as loaded: its id and name. */
export type LoadedArea = { id: number; name: string }

/**
 * Writes `features` as areas of `kind` in the market, with their omnibox suggestions, inside the
 * caller's transaction: an area of the same market, kind and name (case aside) gets the new outline
 * and label and keeps its id (so links and saved searches naming it keep working); any other is
 * added. Answers which were added and which updated.
 *
 * @example
 * await loadAreas(trx, { marketId: 4, kind: 'neighborhood', label: 'Denver, CO', features })
 * // { added: [{ id: 31, name: 'Capitol Hill' }], updated: [{ id: 12, name: 'Highland' }] }
 */
export async function loadAreas(
  trx: Transaction<Database>,
  input: { marketId: number; kind: LoadableAreaKind; label: string; features: readonly AreaFeature[] },
): Promise<{ added: LoadedArea[]; updated: LoadedArea[] }> {
  // Area ids have no sequence (the seed chose them): no other writer may take one meanwhile.
  await sql`lock table areas in share row exclusive mode`.execute(trx)
  const existing = await trx
    .selectFrom('areas')
    .select(['id', 'name'])
    .where('market_id', '=', input.marketId)
    .where('kind', '=', input.kind)
    .execute()
  const idOfName = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]))
  const max = await trx
    .selectFrom('areas')
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('max'))
    .executeTakeFirstOrThrow()
  let nextId = Number(max.max) + 1
  const suggested = SUGGESTED_AS[input.kind]
  const added: LoadedArea[] = []
  const updated: LoadedArea[] = []
  for (const feature of input.features) {
    const values = {
      name: feature.name,
      label: input.label,
      geometry: JSON.stringify(feature.geometry),
      shape: areaShapeText(feature.geometry),
    }
    let id = idOfName.get(feature.name.toLowerCase())
    if (id === undefined) {
      id = nextId++
      await trx
        .insertInto('areas')
        .values({ id, market_id: input.marketId, kind: input.kind, school_level: null, ...values })
        .execute()
      added.push({ id, name: feature.name })
    } else {
      await trx.updateTable('areas').set(values).where('id', '=', id).execute()
      updated.push({ id, name: feature.name })
    }
    await trx
      .insertInto('suggestions')
      .values({
        id: `${suggested.prefix}:${id}`,
        market_id: input.marketId,
        type: suggested.type,
        name: feature.name,
        label: input.label,
        search_text: searchText(feature.name),
        listing_id: null,
        area_id: id,
        listing_status: null,
        weight: suggested.weight,
      })
      .onConflict((conflict) =>
        conflict.column('id').doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          label: eb.ref('excluded.label'),
          search_text: eb.ref('excluded.search_text'),
        })),
      )
      .execute()
  }
  return { added, updated }
}
