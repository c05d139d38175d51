import type { MapStyle } from '@idx/domain'

/** Colours of the offline basemap for one map style. */
export interface BasemapPalette {
  /** Water and the world outside the United States (the map's background). */
  outside: string
  land: string
  stateLine: string
  countyLine: string
  /** Zip-code and neighbourhood outlines. */
  areaLine: string
  areaFill: string
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
    label: '#f5f5f5',
    halo: '#000000',
  },
}

/** Zoom ranges (inclusive) at which each kind of place name is written. */
export const LABEL_ZOOMS = {
  state: { min: 0, max: 7 },
  county: { min: 8, max: 10 },
  area: { min: 11, max: 22 },
} as const

/** Most place names written at once, so a wide view stays legible and quick. */
export const MAX_LABELS = 60

/** County lines appear from this zoom (state lines are always drawn). */
export const COUNTY_LINES_MIN_ZOOM = 6
