import type { SiteApi } from '@idx/app-shell'
import type { MarketEditorApi } from '../admin-api.js'

/**
 * The admin's slice with the filter editors' endpoints (@idx/api-client's
 * `injectMarketEditorEndpoints`: updateMarketDocuments, getMarketVersions, restoreMarketVersion).
 * createAdminApi injects them into the one slice every admin page shares, so this is `api` itself,
 * typed with them.
 */
export function marketEditorApi(api: SiteApi): MarketEditorApi {
  return api as unknown as MarketEditorApi
}
