import type { TokenGetter } from '@idx/api-client'
import { injectCardEditorEndpoints, injectLeadEndpoints } from '@idx/api-client/react'
import { createSiteApi, type SiteConfig } from '@idx/app-shell'

/**
 * The admin's api slice: the site's (the same endpoints and cache as the visitor site's), and the
 * same slice with the leads' endpoints injected, which only the admin app adds so the visitor's
 * pages carry none of them. Both are one object at run time; the shell's widgets take `api`, the
 * leads pages `leadsApi` as well.
 */
export function createAdminApi(config: SiteConfig, getToken: TokenGetter) {
  const api = createSiteApi(config, getToken)
  return { api, leadsApi: injectLeadEndpoints(api), cardDesignerApi: injectCardEditorEndpoints(api) }
}

/** The slice with the leads' endpoints (`useGetLeadsQuery`, `useUpdateLeadMutation`, …). */
export type LeadsApi = ReturnType<typeof createAdminApi>['leadsApi']

/** The slice with the card designer's saves (`useCreateCardDesignMutation`, `useUpdateCardDesignMutation`). */
export type CardDesignerApi = ReturnType<typeof createAdminApi>['cardDesignerApi']
