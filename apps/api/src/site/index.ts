export { readSiteDocumentRows } from './site.repository.js'
export { siteDocument } from './site.service.js'
export type { OauthApplicationsTable, SitesTable } from './site.tables.js'
