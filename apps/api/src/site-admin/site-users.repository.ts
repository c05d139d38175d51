import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'

/** The columns the `site_users` resource shows, with the agent record the user is (if any). */
function siteUsersQuery(db: Kysely<Database> | Transaction<Database>, siteId: number) {
  return db
    .selectFrom('users')
    .leftJoin('agents', 'agents.id', 'users.agent_id')
    .leftJoin('feeds', 'feeds.id', 'agents.feed_id')
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.phone_number',
      'users.is_admin',
      'users.agent_id',
      'agents.first_name as agent_first_name',
      'agents.last_name as agent_last_name',
      'agents.email as agent_email',
      'agents.sms_number as agent_phone',
      'feeds.data_source_name as agent_feed',
    ])
    .where('users.site_id', '=', siteId)
}

export type SiteUserRow = Awaited<ReturnType<typeof findSiteUsers>>[number]

/** The site's administrators and agents, by last name, first name and e-mail. */
export function findSiteUsers(db: Kysely<Database>, siteId: number) {
  return siteUsersQuery(db, siteId)
    .where((eb) => eb.or([eb('users.is_admin', '=', true), eb('users.agent_id', 'is not', null)]))
    .orderBy(sql`lower(users.last_name)`)
    .orderBy(sql`lower(users.first_name)`)
    .orderBy('users.email')
    .execute()
}

/** One user of the site, as the list shows them; undefined for another site's or none. */
export function findSiteUser(db: Kysely<Database> | Transaction<Database>, siteId: number, userId: number) {
  return siteUsersQuery(db, siteId).where('users.id', '=', userId).executeTakeFirst()
}

/** The first feed of the site's markets (the oldest market's), where a new agent's record goes; undefined: none. */
export function findFirstSiteFeed(db: Kysely<Database> | Transaction<Database>, siteId: number) {
  return db
    .selectFrom('market_feeds')
    .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
    .select('market_feeds.feed_id')
    .where('markets.site_id', '=', siteId)
    .orderBy('markets.id')
    .orderBy('market_feeds.feed_id')
    .limit(1)
    .executeTakeFirst()
}

/**
 * An agent record of one of the site's feeds with this e-mail (any case), the one a new agent's
 * account links to when the MLS knows them already.
 */
export function findSiteAgentByEmail(db: Kysely<Database> | Transaction<Database>, siteId: number, email: string) {
  return db
    .selectFrom('agents')
    .select('agents.id')
    .where((eb) => eb(eb.fn('lower', ['agents.email']), '=', email.toLowerCase()))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('market_feeds')
          .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
          .select('market_feeds.feed_id')
          .whereRef('market_feeds.feed_id', '=', 'agents.feed_id')
          .where('markets.site_id', '=', siteId),
      ),
    )
    .orderBy('agents.id')
    .limit(1)
    .executeTakeFirst()
}

/** Ends the user's sessions that carry the admin scope: an administrator no more is signed out of /admin/ at once. */
export function revokeAdminSessions(trx: Transaction<Database>, userId: number) {
  return trx
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where(sql<boolean>`'admin' = any(scopes)`)
    .execute()
}
