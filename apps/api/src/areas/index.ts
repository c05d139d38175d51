export type { AreaKind, AreasTable } from './areas.tables.js'
