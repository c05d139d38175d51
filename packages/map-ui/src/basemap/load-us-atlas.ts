import { feature, mesh } from 'topojson-client'
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson'

type Topology = Parameters<typeof mesh>[0]
type NamedFeatures = FeatureCollection<Geometry, { name?: string }>

/** The basemap layers of one us-atlas file, already in GeoJSON (longitude, latitude). */
export interface AtlasLayers {
  /** The nation's land, filled. */
  land: NamedFeatures
  /** Borders between the file's units (states or counties), each drawn once. */
  borders: Feature<MultiLineString>
  /** The units themselves, for their names. */
  units: NamedFeatures
}

function asCollection(value: ReturnType<typeof feature>): NamedFeatures {
  return (
    value.type === 'FeatureCollection' ? value : { type: 'FeatureCollection', features: [value] }
  ) as NamedFeatures
}

function layersOf(topology: Topology, unit: 'states' | 'counties'): AtlasLayers {
  const units = topology.objects[unit]
  const nation = topology.objects.nation
  if (!units || !nation) throw new Error(`us-atlas topology without '${unit}' or 'nation'`)
  return {
    land: asCollection(feature(topology, nation)),
    borders: { type: 'Feature', properties: {}, geometry: mesh(topology, units as never, (a, b) => a !== b) },
    units: asCollection(feature(topology, units)),
  }
}

let states: Promise<AtlasLayers> | undefined
let counties: Promise<AtlasLayers> | undefined

/**
 * US states from us-atlas (states-10m, ~110 KB), loaded on first use as a chunk of its own.
 */
export function loadStates(): Promise<AtlasLayers> {
  states ??= import('us-atlas/states-10m.json')
    .then((module) => layersOf(module.default as unknown as Topology, 'states'))
    .catch((error: unknown) => {
      states = undefined // a failed chunk load may succeed next time
      throw error
    })
  return states
}

/**
 * US counties from us-atlas (counties-10m, ~840 KB): a dynamic import so that bundlers put it in
 * a chunk of its own, fetched after the map's first paint and never before.
 */
export function loadCounties(): Promise<AtlasLayers> {
  counties ??= import('us-atlas/counties-10m.json')
    .then((module) => layersOf(module.default as unknown as Topology, 'counties'))
    .catch((error: unknown) => {
      counties = undefined
      throw error
    })
  return counties
}
