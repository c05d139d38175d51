import type { MapStyle } from '@idx/domain'

/** Colours of the offline basemap for one map style. */
export interface BasemapPalette {
  /** Water and the world outside the United States (the map's background). */
  outside: string
  land: string
  stateLine: string
  countyLine: string
  /** Neighbourhood outlines and their light fill; also the outline of the area a listing map picks out. */
  areaLine: string
  areaFill: string
  /** Zip-code outlines (dashed) and zip labels: quieter than neighbourhoods. */
  zipLine: string
  /** Lakes and rivers, their shores, and their names (above 4.5:1 against `water`). */
  water: string
  waterLine: string
  waterLabel: string
  /** Place names; every palette keeps them above 4.5:1 against `outside` and `land`. */
  label: string
  /** Outline around place names so they stay legible over lines. */
  halo: string
}

/** The offline basemap's look for each map style (used when the style has no tile source). */
export const BASEMAP_PALETTES: Readonly<Record<MapStyle, BasemapPalette>> = {
  default: {
    outside: '#cfdde8',
    land: '#f3f1ec',
    stateLine: '#7d8396',
    countyLine: '#c3c0b8',
    areaLine: '#a8741a',
    areaFill: '#e8b04a',
    zipLine: '#8a8f9c',
    water: '#a9cbe4',
    waterLine: '#86b3d6',
    waterLabel: '#1d4a70',
    label: '#3e4451',
    halo: '#ffffff',
  },
  light: {
    outside: '#e6edf2',
    land: '#fbfbfa',
    stateLine: '#9aa1a9',
    countyLine: '#dadcdf',
    areaLine: '#7f8c99',
    areaFill: '#b8c2cc',
    zipLine: '#9aa3ad',
    water: '#c6dcea',
    waterLine: '#a5c6dc',
    waterLabel: '#24506f',
    label: '#45505b',
    halo: '#ffffff',
  },
  minimal: {
    outside: '#f1f1f1',
    land: '#ffffff',
    stateLine: '#b3b3b3',
    countyLine: '#e4e4e4',
    areaLine: '#9e9e9e',
    areaFill: '#d6d6d6',
    zipLine: '#a3a3a3',
    water: '#dfe6ea',
    waterLine: '#c4cfd6',
    waterLabel: '#3d4a52',
    label: '#4f4f4f',
    halo: '#ffffff',
  },
  topo: {
    outside: '#b6d0e3',
    land: '#e6eed5',
    stateLine: '#7c6a4d',
    countyLine: '#c4b995',
    areaLine: '#5c7a1e',
    areaFill: '#8fb04a',
    zipLine: '#7d7a5c',
    water: '#93bfdc',
    waterLine: '#6fa3c8',
    waterLabel: '#173f5f',
    label: '#38351f',
    halo: '#f6f8ee',
  },
  sat: {
    outside: '#0e2435',
    land: '#2b3824',
    stateLine: '#d9d3b8',
    countyLine: '#687259',
    areaLine: '#f0c14b',
    areaFill: '#f0c14b',
    zipLine: '#b9b39a',
    water: '#12344d',
    waterLine: '#2a5878',
    waterLabel: '#bfe0f5',
    label: '#f5f5f5',
    halo: '#000000',
  },
}

/**
 * Each kind of name on the basemap: the zooms (inclusive) it is written at and its rank when two
 * names would overlap (the higher rank stays, the other is left out).
 */
export const LABEL_KINDS = {
  /** US states (us-atlas). */
  state: { minZoom: 0, maxZoom: 7, rank: 95 },
  /** US counties (us-atlas). */
  county: { minZoom: 8, maxZoom: 10, rank: 80 },
  /** The region's main city. */
  city: { minZoom: 8, maxZoom: 22, rank: 100 },
  /** Towns around it. */
  town: { minZoom: 10, maxZoom: 22, rank: 90 },
  /** Small towns and villages inside the metro. */
  suburb: { minZoom: 12, maxZoom: 22, rank: 65 },
  /** Neighbourhoods (the market's areas). */
  neighborhood: { minZoom: 12, maxZoom: 22, rank: 70 },
  /** Lakes and rivers. */
  water: { minZoom: 11, maxZoom: 22, rank: 60 },
  /** Zip codes (the market's zip outlines). */
  zip: { minZoom: 11, maxZoom: 22, rank: 50 },
} as const satisfies Record<string, { minZoom: number; maxZoom: number; rank: number }>

/** Most place names written at once, so a wide view stays legible and quick. */
export const MAX_LABELS = 60

/** County lines appear from this zoom (state lines are always drawn). */
export const COUNTY_LINES_MIN_ZOOM = 6
