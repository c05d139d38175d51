import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { findSiteAgent } from '../agents/index.js'
import { findUserById } from '../users/index.js'

/**
 * The id of the site's agent the user is (their `agent_id`, an agent working in one of the site's
 * feeds), or null for a user who is no agent of this site.
 */
export async function siteAgentIdOf(db: Kysely<Database>, siteId: number, userId: number): Promise<number | null> {
  const row = await findUserById(db, userId)
  const agent = row?.agent_id == null ? undefined : await findSiteAgent(db, siteId, row.agent_id)
  return agent?.id ?? null
}

/**
 * Whether `userId` is the current agent of `ownerId` on this site: an agent sees their clients'
 * collections (spec §1, "with their agent in the loop"), read-only.
 */
export async function isAgentOf(
  db: Kysely<Database>,
  siteId: number,
  userId: number,
  ownerId: number,
): Promise<boolean> {
  const agentId = await siteAgentIdOf(db, siteId, userId)
  if (agentId === null) return false
  const owner = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.id', '=', ownerId)
    .where('users.site_id', '=', siteId)
    .where('users.current_agent_id', '=', agentId)
    .executeTakeFirst()
  return owner !== undefined
}
