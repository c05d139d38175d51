import { userRoutes } from './users/user.routes.js'
import type { FastifyInstance } from 'fastify'
import { agentsRoutes } from './agents/agents.routes.js'
import { areasRoutes } from './areas/areas.routes.js'
import { clustersRoutes } from './clusters/clusters.routes.js'
import { collectionsRoutes } from './collections/collections.routes.js'
import { commentsRoutes } from './collections/comments/comments.routes.js'
import { idxComponentsRoutes } from './idx-components/idx-components.routes.js'
import { leadsAdminRoutes } from './leads/leads-admin.routes.js'
import { leadWebhookDeliveriesRoutes } from './leads/index.js'
import { listingsRoutes } from './listings/listings.routes.js'
import { marketsRoutes } from './markets/markets.routes.js'
import { photosRoutes } from './photos/photos.routes.js'
import { pusherAuthRoutes } from './realtime/pusher-auth.routes.js'
import { placesRoutes } from './places/places.routes.js'
import { pocketListingsRoutes } from './pocket-listings/index.js'
import { savedSearchesRoutes } from './saved-searches/saved-searches.routes.js'
import { siteRoutes } from './site/site.routes.js'
import { siteSettingsRoutes, siteUsersRoutes } from './site-admin/index.js'
import { suggestionsRoutes } from './suggestions/suggestions.routes.js'
import { signedUrlsRoutes, uploadsRoutes } from './uploads/index.js'

/**
 * Everything under /api/v3. Each feature folder exports one plugin; this is the one place that
 * lists them, so the API's surface reads top to bottom here.
 */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(siteRoutes)
  await app.register(marketsRoutes)
  await app.register(idxComponentsRoutes)
  await app.register(agentsRoutes)
  await app.register(areasRoutes)
  await app.register(listingsRoutes)
  await app.register(clustersRoutes)
  await app.register(suggestionsRoutes)
  await app.register(placesRoutes)
  await app.register(photosRoutes)
  await app.register(signedUrlsRoutes)
  await app.register(uploadsRoutes)
  await app.register(userRoutes)
  await app.register(collectionsRoutes)
  await app.register(pusherAuthRoutes)
  await app.register(commentsRoutes)
  await app.register(savedSearchesRoutes)
  await app.register(leadWebhookDeliveriesRoutes)
  await app.register(leadsAdminRoutes)
  await app.register(siteSettingsRoutes)
  await app.register(siteUsersRoutes)
  await app.register(pocketListingsRoutes)
}
