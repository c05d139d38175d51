export { cellXSql, cellYSql } from './cluster-cell-sql.js'
export { clusterCellsFresh } from './clusters.repository.js'
export { refreshClusterCells } from './refresh-cluster-cells.js'
export { refreshTouchedClusterCells } from './refresh-touched-cluster-cells.js'
