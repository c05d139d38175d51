import { collectionPath } from '@idx/domain'
import { useParams } from 'react-router'
import type { SiteApi, SiteConfig } from '@idx/app-shell'
import { ListingRouteElement } from '../listing/ListingRoutes.js'

/**
 * `collection/:collectionId/listing/:listingId`: the split detail beside the collection's results,
 * as index's split listing route is beside the search; close and Previous / Next stay in the collection.
 */
export function CollectionListingElement({ api, config }: { api: SiteApi; config: SiteConfig }) {
  const { collectionId = '' } = useParams()
  return <ListingRouteElement api={api} config={config} route="split" basePath={`/${collectionPath(collectionId)}`} />
}
