import {
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_POLYGON_POSITIONS,
  SEARCH_MAX_POLYGON_RINGS,
  SEARCH_MAX_RING_POSITIONS,
  SEARCH_RANGE_FIELDS,
  SEARCH_VALUE_FIELDS,
  type SearchQuery,
} from './search-query.js'
import { ringSelfIntersects } from './ring-self-intersects.js'

// The rules of a search query a JSON Schema cannot say, and the limits checked before any schema
// runs: shared by the server's validator (validate-search-query.ts, ajv's generated code) and the
// browser's check of a URL's search (check-search-query.ts, an interpreter), so both refuse the
// same queries for the same reasons.

/**
 * One problem with a search query. `pointer` is a JSON Pointer into the request
 * body, ready for a JSON:API error's `source.pointer`.
 *
 * @example
 * { pointer: '/filter/price_in_dollars/min', detail: 'min must not be greater than max (500000 > 250000)' }
 */
export type SearchQueryError = { pointer: string; detail: string }

/** A valid query with its defaults applied, or every problem found. */
export type SearchQueryValidation = { ok: true; query: SearchQuery } | { ok: false; errors: SearchQueryError[] }

/**
 * The lists past their size limit, found before anything else runs: the schema (which reports
 * every problem, so its time grows with every item it is given) and the ring checks never see
 * more than the limits allow. Reads the input defensively (it is not yet known to be JSON).
 */
export function sizeErrors(input: unknown): SearchQueryError[] {
  if (!isRecord(input) || !isRecord(input.filter)) return []
  const filter = input.filter
  const errors: SearchQueryError[] = []
  const tooMany = (pointer: string, limit: number) =>
    errors.push({ pointer, detail: `must NOT have more than ${limit} items` })
  for (const field of [...SEARCH_VALUE_FIELDS, 'suggestion'] as const) {
    const member = filter[field]
    const list = isRecord(member) ? member.value : undefined
    if (Array.isArray(list) && list.length > SEARCH_MAX_FILTER_VALUES) {
      tooMany(`/filter/${field}/value`, SEARCH_MAX_FILTER_VALUES)
    }
  }
  const shape = isRecord(filter.geo_shape) ? filter.geo_shape.value : undefined
  const rings = isRecord(shape) ? shape.coordinates : undefined
  if (!Array.isArray(rings)) return errors
  const pointer = '/filter/geo_shape/value/coordinates'
  if (rings.length > SEARCH_MAX_POLYGON_RINGS) {
    tooMany(pointer, SEARCH_MAX_POLYGON_RINGS)
    return errors
  }
  let positions = 0
  rings.forEach((ring: unknown, index) => {
    if (!Array.isArray(ring)) return
    if (ring.length > SEARCH_MAX_RING_POSITIONS) tooMany(`${pointer}/${index}`, SEARCH_MAX_RING_POSITIONS)
    positions += ring.length
  })
  if (errors.length === 0 && positions > SEARCH_MAX_POLYGON_POSITIONS) {
    errors.push({
      pointer,
      detail: `must NOT have more than ${SEARCH_MAX_POLYGON_POSITIONS} positions in all its rings together`,
    })
  }
  return errors
}

export function asJsonData(input: unknown): unknown {
  try {
    const text = JSON.stringify(input)
    return text === undefined ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined // cycles, BigInt
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

// The checks below read the data defensively: they also run when the schema failed,
// so one response lists every problem.
export function semanticErrors(data: unknown): SearchQueryError[] {
  if (!isRecord(data)) return []
  return [...rangeErrors(data.filter), ...geoShapeErrors(data.filter), ...boundingBoxErrors(data.bounding_box)]
}

function rangeErrors(filter: unknown): SearchQueryError[] {
  if (!isRecord(filter)) return []
  return SEARCH_RANGE_FIELDS.flatMap((field) => {
    const range = filter[field]
    if (!isRecord(range) || !isFiniteNumber(range.min) || !isFiniteNumber(range.max)) return []
    if (range.min <= range.max) return []
    return [
      {
        pointer: `/filter/${field}/min`,
        detail: `min must not be greater than max (${range.min} > ${range.max})`,
      },
    ]
  })
}

function isPosition(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length >= 2 && isFiniteNumber(value[0]) && isFiniteNumber(value[1])
}

function geoShapeErrors(filter: unknown): SearchQueryError[] {
  if (!isRecord(filter) || !isRecord(filter.geo_shape) || !isRecord(filter.geo_shape.value)) return []
  const rings = filter.geo_shape.value.coordinates
  // Past the size limits the schema has already refused the shape: the ring checks below cost
  // time in the number of positions, so they never see more than the limits allow.
  if (!Array.isArray(rings) || rings.length > SEARCH_MAX_POLYGON_RINGS) return []
  const pointer = '/filter/geo_shape/value'
  return rings.flatMap((ring: unknown, index): SearchQueryError[] => {
    if (!Array.isArray(ring) || ring.length > SEARCH_MAX_RING_POSITIONS || !ring.every(isPosition)) return []
    const name = index === 0 ? 'The outer ring' : `Hole ${index}`
    if (ring.length < 4) return [{ pointer, detail: `${name} has fewer than 4 positions` }]
    const first = ring[0]
    const last = ring[ring.length - 1]
    if (!first || !last || first[0] !== last[0] || first[1] !== last[1]) {
      return [{ pointer, detail: `${name} is not closed: its first and last positions must be equal` }]
    }
    return ringSelfIntersects(ring) ? [{ pointer, detail: `${name} intersects itself` }] : []
  })
}

function boundingBoxErrors(box: unknown): SearchQueryError[] {
  if (!isRecord(box) || !isRecord(box.top_left) || !isRecord(box.bottom_right)) return []
  const { lat: north, lng: west } = box.top_left
  const { lat: south, lng: east } = box.bottom_right
  if (!isFiniteNumber(north) || !isFiniteNumber(west) || !isFiniteNumber(south) || !isFiniteNumber(east)) return []
  if (north > south && west < east) return []
  return [{ pointer: '/bounding_box', detail: 'top_left must be north-west of bottom_right' }]
}

export function dedupe(errors: readonly SearchQueryError[]): SearchQueryError[] {
  const seen = new Set<string>()
  return errors.filter((error) => {
    const key = `${error.pointer}\u0000${error.detail}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
