import type { Feature, FeatureCollection, LineString, Polygon } from 'geojson'
import { waterRibbon } from './water-ribbon.js'
import type { RibbonPoint } from './water-ribbon.js'

// Detail of the Austin area for the offline basemap, which otherwise has only us-atlas's states
// and counties. No npm package carries lakes and town names at this scale offline, so these are
// hand-made: town positions are the towns' usual map coordinates (their centres as gazetteers give
// them, to about 500 m), and each lake or river is a centreline traced through known points on it
// (its dams, bridges and parks: Mansfield Dam, the Pennybacker Bridge, Mount Bonnell, Tom Miller
// Dam, the Congress Avenue bridge, Longhorn Dam, …) with a typical width. They are approximations
// for orientation, not survey data; a production site shows real data with tiles or a PMTiles
// archive (see README).

/** How prominent a town's name is (see LABEL_KINDS). */
export type PlaceRank = 'city' | 'town' | 'suburb'

/** A town written on the basemap. */
export interface RegionPlace {
  name: string
  lat: number
  lng: number
  rank: PlaceRank
}

/** Austin and the towns around it. */
export const CENTRAL_TEXAS_PLACES: readonly RegionPlace[] = [
  { name: 'Austin', lat: 30.2672, lng: -97.7431, rank: 'city' },
  { name: 'Round Rock', lat: 30.5083, lng: -97.6789, rank: 'town' },
  { name: 'Cedar Park', lat: 30.5052, lng: -97.8203, rank: 'town' },
  { name: 'Pflugerville', lat: 30.4394, lng: -97.62, rank: 'town' },
  { name: 'Georgetown', lat: 30.6333, lng: -97.677, rank: 'town' },
  { name: 'Leander', lat: 30.5788, lng: -97.8531, rank: 'town' },
  { name: 'Hutto', lat: 30.5427, lng: -97.5467, rank: 'town' },
  { name: 'Taylor', lat: 30.5708, lng: -97.4094, rank: 'town' },
  { name: 'Liberty Hill', lat: 30.6649, lng: -97.9225, rank: 'town' },
  { name: 'Manor', lat: 30.3408, lng: -97.5569, rank: 'town' },
  { name: 'Elgin', lat: 30.3496, lng: -97.3703, rank: 'town' },
  { name: 'Bastrop', lat: 30.1105, lng: -97.3153, rank: 'town' },
  { name: 'Buda', lat: 30.0852, lng: -97.8403, rank: 'town' },
  { name: 'Kyle', lat: 29.9891, lng: -97.8772, rank: 'town' },
  { name: 'San Marcos', lat: 29.8833, lng: -97.9414, rank: 'town' },
  { name: 'Dripping Springs', lat: 30.1902, lng: -98.0867, rank: 'town' },
  { name: 'Bee Cave', lat: 30.3085, lng: -97.945, rank: 'town' },
  { name: 'Lakeway', lat: 30.3638, lng: -97.9795, rank: 'town' },
  { name: 'Lago Vista', lat: 30.4602, lng: -97.9881, rank: 'town' },
  { name: 'Jonestown', lat: 30.4955, lng: -97.9231, rank: 'suburb' },
  { name: 'Spicewood', lat: 30.4752, lng: -98.1564, rank: 'suburb' },
  { name: 'West Lake Hills', lat: 30.2971, lng: -97.8028, rank: 'suburb' },
  { name: 'Rollingwood', lat: 30.2766, lng: -97.7911, rank: 'suburb' },
  { name: 'Sunset Valley', lat: 30.2252, lng: -97.8167, rank: 'suburb' },
  { name: 'Wells Branch', lat: 30.4458, lng: -97.6797, rank: 'suburb' },
  { name: 'Anderson Mill', lat: 30.4552, lng: -97.8056, rank: 'suburb' },
  { name: 'Brushy Creek', lat: 30.5133, lng: -97.7397, rank: 'suburb' },
  { name: 'Mustang Ridge', lat: 30.0566, lng: -97.6889, rank: 'suburb' },
]

/** What a water feature is: lakes are filled areas, rivers lines. */
export type WaterKind = 'lake' | 'river'

/** A lake or river, and where its name is written (on the water, where it is widest or clearest). */
export interface WaterProperties {
  name: string
  kind: WaterKind
  labelAt: { lat: number; lng: number }
}

type WaterFeature = Feature<Polygon | LineString, WaterProperties>

/** The centreline point at which a water body's name is written. */
function pointAt(points: readonly (readonly number[])[], index: number): { lat: number; lng: number } {
  const [lat = 0, lng = 0] = points[index] ?? []
  return { lat, lng }
}

function lake(name: string, labelIndex: number, centreline: readonly RibbonPoint[]): WaterFeature {
  return {
    type: 'Feature',
    properties: { name, kind: 'lake', labelAt: pointAt(centreline, labelIndex) },
    geometry: { type: 'Polygon', coordinates: [waterRibbon(centreline)] },
  }
}

function river(name: string, labelIndex: number, line: readonly (readonly [lat: number, lng: number])[]): WaterFeature {
  return {
    type: 'Feature',
    properties: { name, kind: 'river', labelAt: pointAt(line, labelIndex) },
    geometry: { type: 'LineString', coordinates: line.map(([lat, lng]) => [lng, lat]) },
  }
}

/** Lake Travis, Lake Austin, Lady Bird Lake, Walter E. Long Lake and the Colorado River below Austin. */
export const CENTRAL_TEXAS_WATER: FeatureCollection<Polygon | LineString, WaterProperties> = {
  type: 'FeatureCollection',
  features: [
    // The Colorado above Mansfield Dam, up to Marble Falls: wide, with long arms not drawn here.
    lake('Lake Travis', 4, [
      [30.3918, -97.9072, 250],
      [30.3985, -97.9205, 500],
      [30.4045, -97.9402, 650],
      [30.3985, -97.9615, 700],
      [30.4025, -97.9835, 650],
      [30.4175, -98.0035, 600],
      [30.4305, -98.0215, 550],
      [30.4255, -98.0475, 500],
      [30.4335, -98.0775, 450],
      [30.4525, -98.0995, 400],
      [30.4685, -98.1275, 350],
      [30.4885, -98.1495, 300],
      [30.5095, -98.1795, 250],
      [30.5365, -98.2255, 220],
      [30.5515, -98.2625, 180],
    ]),
    // Mansfield Dam down to Tom Miller Dam: a narrow, winding river lake.
    lake('Lake Austin', 6, [
      [30.3918, -97.9072, 110],
      [30.3868, -97.8962, 130],
      [30.3798, -97.8878, 140],
      [30.3698, -97.8758, 140],
      [30.3578, -97.8678, 140],
      [30.3438, -97.8558, 140],
      [30.3338, -97.8448, 150],
      [30.3328, -97.8298, 150],
      [30.3398, -97.8158, 140],
      [30.3478, -97.8058, 130],
      [30.3508, -97.7988, 120],
      [30.3448, -97.7878, 120],
      [30.3328, -97.7798, 120],
      [30.3213, -97.7765, 120],
      [30.3098, -97.7772, 120],
      [30.3028, -97.7782, 120],
      [30.2988, -97.7828, 110],
      [30.2952, -97.7858, 90],
    ]),
    // Tom Miller Dam down to Longhorn Dam, through downtown.
    lake('Lady Bird Lake', 4, [
      [30.2952, -97.7858, 80],
      [30.2905, -97.7858, 110],
      [30.285, -97.783, 110],
      [30.2795, -97.779, 110],
      [30.2745, -97.773, 110],
      [30.269, -97.768, 120],
      [30.2645, -97.761, 120],
      [30.262, -97.7555, 120],
      [30.2605, -97.75, 120],
      [30.2608, -97.7455, 120],
      [30.2585, -97.741, 120],
      [30.254, -97.7375, 130],
      [30.25, -97.733, 130],
      [30.249, -97.727, 140],
      [30.2515, -97.722, 140],
      [30.2505, -97.7145, 100],
    ]),
    lake('Walter E. Long Lake', 2, [
      [30.2735, -97.6125, 150],
      [30.2665, -97.6045, 380],
      [30.2585, -97.5955, 420],
      [30.2515, -97.5875, 250],
    ]),
    // Below Longhorn Dam the Colorado is a river again, east past Del Valle to Bastrop.
    river('Colorado River', 6, [
      [30.2505, -97.7145],
      [30.2465, -97.703],
      [30.2395, -97.6905],
      [30.231, -97.676],
      [30.223, -97.656],
      [30.215, -97.638],
      [30.205, -97.618],
      [30.19, -97.59],
      [30.17, -97.56],
      [30.155, -97.52],
      [30.14, -97.47],
      [30.125, -97.41],
      [30.115, -97.35],
      [30.11, -97.32],
    ]),
  ],
}
