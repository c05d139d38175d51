import type { TokenGetter } from '@idx/api-client'
import {
  injectCardEditorEndpoints,
  injectLeadEndpoints,
  injectMarketEditorEndpoints,
  injectPocketListingEndpoints,
  injectSiteAdminEndpoints,
} from '@idx/api-client/react'
import { createSiteApi, type SiteApi, type SiteConfig } from '@idx/app-shell'

/**
 * The admin's api slice: the site's (the same endpoints and cache as the visitor site's), and the
 * same slice with the leads' endpoints injected, which only the admin app adds so the visitor's
 * pages carry none of them. Both are one object at run time; the shell's widgets take `api`, the
 * leads pages `leadsApi` as well.
 */
export function createAdminApi(config: SiteConfig, getToken: TokenGetter) {
  const api = createSiteApi(config, getToken)
  return {
    api,
    leadsApi: injectLeadEndpoints(api),
    cardDesignerApi: injectCardEditorEndpoints(api),
    marketEditorApi: injectMarketEditorEndpoints(api),
    siteAdminApi: injectSiteAdminEndpoints(api),
    pocketListingsApi: injectPocketListingEndpoints(api),
  }
}

/** The slice with the leads' endpoints (`useGetLeadsQuery`, `useUpdateLeadMutation`, …). */
export type LeadsApi = ReturnType<typeof createAdminApi>['leadsApi']

/** The slice with the card designer's saves (`useCreateCardDesignMutation`, `useUpdateCardDesignMutation`). */
export type CardDesignerApi = ReturnType<typeof createAdminApi>['cardDesignerApi']

/** The slice with the Schema and View editors' saves and versions (`useUpdateMarketDocumentsMutation`, …). */
export type MarketEditorApi = ReturnType<typeof createAdminApi>['marketEditorApi']

/** The slice with the Listings Manager's endpoints (`useGetPocketListingsQuery`, `useCreatePocketListingMutation`, …). */
export type PocketListingsApi = ReturnType<typeof createAdminApi>['pocketListingsApi']

/** The slice with the site's settings and users (`useGetSiteSettingsQuery`, `useGetSiteUsersQuery`, …). */
export type SiteAdminApi = ReturnType<typeof createAdminApi>['siteAdminApi']

/**
 * The site's api slice with the Schema and View editors' endpoints: createAdminApi injected them
 * into this same object, so a page given the shell's `api` reads them without another prop.
 */
export function marketEditorApiOf(api: SiteApi): MarketEditorApi {
  return api as unknown as MarketEditorApi
}

/**
 * The site's api slice with the site settings and users endpoints: createAdminApi injected them
 * into this same object, so a page given the shell's `api` reads them without another prop.
 */
export function siteAdminApiOf(api: SiteApi): SiteAdminApi {
  return api as SiteAdminApi
}
