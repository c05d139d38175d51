import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001-initial.js'
import * as m0002 from './0002-cluster-cells.js'
import * as m0003 from './0003-search-sort-indexes.js'
import * as m0004 from './0004-search-performance.js'
import * as m0005 from './0005-search-cells.js'
import * as m0006 from './0006-count-cells.js'
import * as m0007 from './0007-auth.js'
import * as m0008 from './0008-tracking.js'
import * as m0009 from './0009-listing-unlocks.js'
import * as m0010 from './0010-server-secrets.js'
import * as m0011 from './0011-visitor-keys.js'
import * as m0012 from './0012-search-price.js'
import * as m0013 from './0013-jobs.js'
import * as m0014 from './0014-collections.js'
import * as m0015 from './0015-invitations.js'
import * as m0016 from './0016-comments-subscriptions.js'
import * as m0017 from './0017-listing-changes.js'
import * as m0018 from './0018-feed-imports.js'
import * as m0019 from './0019-operator-settings.js'
import * as m0020 from './0020-invitation-sends.js'
import * as m0021 from './0021-job-sends.js'
import * as m0022 from './0022-saved-searches.js'
import * as m0023 from './0023-saved-search-subscriptions.js'
import * as m0024 from './0024-saved-search-alerts.js'
import * as m0025 from './0025-saved-search-alert-cards.js'
import * as m0026 from './0026-lead-routing.js'
import * as m0027 from './0027-market-filter-defaults.js'
import * as m0028 from './0028-brokerage-offices.js'
import * as m0029 from './0029-feed-schedules.js'
import * as m0030 from './0030-token-overlap.js'
import * as m0031 from './0031-editor-versions.js'
import * as m0032 from './0032-stored-photos.js'
import * as m0033 from './0033-pocket-listings.js'

/** Every migration, in order. Migrations are code in the bundle, so no file-system lookup is needed. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-cluster-cells': m0002,
  '0003-search-sort-indexes': m0003,
  '0004-search-performance': m0004,
  '0005-search-cells': m0005,
  '0006-count-cells': m0006,
  '0007-auth': m0007,
  '0008-tracking': m0008,
  '0009-listing-unlocks': m0009,
  '0010-server-secrets': m0010,
  '0011-visitor-keys': m0011,
  '0012-search-price': m0012,
  '0013-jobs': m0013,
  '0014-collections': m0014,
  '0015-invitations': m0015,
  '0016-comments-subscriptions': m0016,
  '0017-listing-changes': m0017,
  '0018-feed-imports': m0018,
  '0019-operator-settings': m0019,
  '0020-invitation-sends': m0020,
  '0021-job-sends': m0021,
  '0022-saved-searches': m0022,
  '0023-saved-search-subscriptions': m0023,
  '0024-saved-search-alerts': m0024,
  '0025-saved-search-alert-cards': m0025,
  '0026-lead-routing': m0026,
  '0027-market-filter-defaults': m0027,
  '0028-brokerage-offices': m0028,
  '0029-feed-schedules': m0029,
  '0030-token-overlap': m0030,
  '0031-editor-versions': m0031,
  '0032-stored-photos': m0032,
  '0033-pocket-listings': m0033,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
