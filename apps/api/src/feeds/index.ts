export { type ImportReport, lastImportRun } from './reso/feed-import.repository.js'
