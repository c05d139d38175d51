// The composed database: the one place that knows every feature's tables. db/ declares an empty
// `Database` (db/schema.ts) because a shared layer may import no feature; this composition-root
// file merges each feature's tables into it, so `Kysely<Database>` types every query wherever
// db/schema.ts is imported, and a feature adds a table in its *.tables.ts (and, for its first,
// its tables interface here). It is also the package's `./database` entry (tooling/e2e), so
// whoever opens the database through it sees every table.
import type { AgentsTables } from './agents/agents.tables.js'
import type { AreasTables } from './areas/areas.tables.js'
import type { AuthTables } from './auth/auth.tables.js'
import type { ClustersTables } from './clusters/clusters.tables.js'
import type { CollectionsTables } from './collections/collections.tables.js'
import type { FeedsTables } from './feeds/feeds.tables.js'
import type { IdxComponentsTables } from './idx-components/idx-components.tables.js'
import type { JobsTables } from './jobs/jobs.tables.js'
import type { LeadsTables } from './leads/leads.tables.js'
import type { ListingsTables } from './listings/listings.tables.js'
import type { MailTables } from './mail/mail.tables.js'
import type { MarketsTables } from './markets/markets.tables.js'
import type { PocketListingsTables } from './pocket-listings/pocket-listings.tables.js'
import type { SavedSearchAlertsTables } from './saved-searches/alerts/alerts.tables.js'
import type { SavedSearchesTables } from './saved-searches/saved-searches.tables.js'
import type { SiteTables } from './site/site.tables.js'
import type { SuggestionsTables } from './suggestions/suggestions.tables.js'
import type { TrackingTables } from './tracking/tracking.tables.js'
import type { UploadsTables } from './uploads/uploads.tables.js'
import type { UsersTables } from './users/users.tables.js'
import type { VersionsTables } from './versions/versions.tables.js'

declare module './db/schema.js' {
  interface Database
    extends
      AgentsTables,
      AreasTables,
      AuthTables,
      ClustersTables,
      CollectionsTables,
      FeedsTables,
      IdxComponentsTables,
      JobsTables,
      LeadsTables,
      ListingsTables,
      MailTables,
      MarketsTables,
      PocketListingsTables,
      SavedSearchAlertsTables,
      SavedSearchesTables,
      SiteTables,
      SuggestionsTables,
      TrackingTables,
      UploadsTables,
      UsersTables,
      VersionsTables {}
}

export { isReady, migrateToLatest, openDatabase } from './db/database.js'
export type { DatabaseOptions, Engine, OpenDatabase } from './db/database.js'
export type { Database } from './db/schema.js'
