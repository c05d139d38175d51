import { readFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import {
  LOADABLE_AREA_KINDS,
  loadAreas,
  readAreaFeatures,
  type LoadableAreaKind,
  type LoadedArea,
} from '../areas/index.js'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { requiredText, wholeNumberIn } from './operator-input.js'

/** Largest GeoJSON file read: a city's neighbourhoods are a few megabytes at most. */
const MAX_FILE_BYTES = 50 * 1024 * 1024

export interface NewAreas {
  market: string | undefined
  /** Path of a GeoJSON FeatureCollection of Polygons and MultiPolygons. */
  geojson: string | undefined
  /** neighborhood (default), school_district, school or custom. */
  type?: string | undefined
  /** The feature property holding each area's name (default `name`). */
  nameProperty?: string | undefined
}

export interface AddedAreas {
  marketId: number
  type: LoadableAreaKind
  added: LoadedArea[]
  updated: LoadedArea[]
}

const usage = (message: string) => new OperatorError('usage', message)

/**
 * Loads the areas of a GeoJSON file into a market: every feature is checked first (a Polygon or
 * MultiPolygon with closed rings of at least four positions, in range, not crossing themselves,
 * and a name), and a file with any problem is refused whole, naming each bad feature by its index
 * and name. Then, in one transaction, each area is added, or updated when the market has one of
 * that kind and name already (so re-running a corrected file does not duplicate). The areas are
 * suggested in the omnibox, outlined on the map and searchable at once.
 *
 * @example
 * await addAreas(db, { market: '4', geojson: 'denver-neighborhoods.geojson' })
 * // { marketId: 4, type: 'neighborhood', added: [{ id: 31, name: 'Capitol Hill' }, …], updated: [] }
 */
export async function addAreas(db: Kysely<Database>, input: NewAreas): Promise<AddedAreas> {
  const marketId = wholeNumberIn('--market', input.market, 1, 2_147_483_647)
  const path = requiredText('--geojson', input.geojson, 4096)
  const type = (input.type ?? 'neighborhood').trim()
  if (!(LOADABLE_AREA_KINDS as readonly string[]).includes(type)) {
    throw usage(`--type must be one of ${LOADABLE_AREA_KINDS.join(', ')}, got "${type}"`)
  }
  const kind = type as LoadableAreaKind
  const nameProperty = requiredText('--name-property', input.nameProperty ?? 'name', 200)
  const document = await readGeoJson(path)
  const read = readAreaFeatures(document, nameProperty)
  if (!read.ok) {
    throw usage(`--geojson ${path} was not loaded, nothing was stored:\n  ${read.problems.join('\n  ')}`)
  }
  return db.transaction().execute(async (trx) => {
    const market = await trx
      .selectFrom('markets')
      .select(['id', 'city', 'state_id'])
      .where('id', '=', marketId)
      .executeTakeFirst()
    if (!market) throw new OperatorError('failure', `No market with id ${marketId}`)
    const label =
      kind === 'school_district'
        ? 'School District'
        : kind === 'school'
          ? 'School'
          : `${market.city}, ${market.state_id}`
    const loaded = await loadAreas(trx, { marketId, kind, label, features: read.features })
    return { marketId, type: kind, ...loaded }
  })
}

async function readGeoJson(path: string): Promise<unknown> {
  let text: string
  try {
    const buffer = await readFile(path)
    if (buffer.byteLength > MAX_FILE_BYTES) {
      throw new Error(`it is ${buffer.byteLength} bytes; at most ${MAX_FILE_BYTES}`)
    }
    text = buffer.toString('utf8')
  } catch (error) {
    throw usage(`--geojson cannot read ${path}: ${(error as Error).message}`)
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw usage(`--geojson ${path} is not JSON: ${(error as Error).message}`)
  }
}

/**
 * The result as lines for people.
 *
 * @example
 * addedAreasText({ marketId: 4, type: 'neighborhood', added: [{ id: 31, name: 'Capitol Hill' }], updated: [] })
 * // 'Market 4: 1 neighborhood area added, 0 updated\n  added    31 Capitol Hill'
 */
export function addedAreasText(result: AddedAreas): string {
  const kind = result.type.replace('_', ' ')
  return [
    `Market ${result.marketId}: ${result.added.length} ${kind} area${result.added.length === 1 ? '' : 's'} added, ${result.updated.length} updated`,
    ...result.added.map((area) => `  added    ${area.id} ${area.name}`),
    ...result.updated.map((area) => `  updated  ${area.id} ${area.name}`),
  ].join('\n')
}
