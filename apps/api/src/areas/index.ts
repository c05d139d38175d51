export type { AreaKind, AreasTable } from './areas.tables.js'
export { areaShapeText } from './area-shape.js'
export { GEOJSON_AREA_LIMITS, readAreaFeatures, type AreaFeature, type AreaGeometry } from './geojson-areas.js'
export { LOADABLE_AREA_KINDS, loadAreas, type LoadableAreaKind, type LoadedArea } from './load-areas.js'
