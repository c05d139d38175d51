import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { emailAddress } from './operator-input.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'
import { lockSiteAdmins } from './site-people.js'

/** What goes with a user, and what stays without them (the foreign keys' rules, migrations 0007-0024). */
export interface UserDeletionEffects {
  /** Sign-ins (and their tokens): ended, so their devices are signed out. */
  sessions: number
  /** Collections they own, deleted with their homes, chat and invitations. */
  collections: number
  /** Saved searches they own, deleted with their matches, chat and alerts. */
  savedSearches: number
  /** Other people's access to those records, which goes with them. */
  otherMembersLosingAccess: number
  /** Their membership of other people's collections and saved searches, which ends. */
  sharedMemberships: number
  /** Their chat messages in other people's records: kept, without an author. */
  commentsKept: number
  /** Leads they sent: kept for the brokerage, without the account. */
  leadsKept: number
}

export interface DeletedUser {
  siteId: number
  userId: number
  email: string
  role: 'admin' | 'agent' | 'visitor'
  /** False for a dry run (no --yes): nothing was deleted. */
  deleted: boolean
  effects: UserDeletionEffects
}

/**
 * Deletes a site's user by e-mail address, in one transaction, and answers what went with them
 * (see UserDeletionEffects). Without `confirm` it changes nothing and answers what it would do.
 * The site's last admin is never deleted: create another admin first. An agent's MLS record
 * stays (it is feed data); only the account goes.
 *
 * @example
 * await deleteUser(db, { site: 1, email: 'old@agent.example', confirm: true })
 * // { deleted: true, effects: { sessions: 2, collections: 1, … } }
 */
export async function deleteUser(
  db: Kysely<Database>,
  input: { site: SiteRef; email: string | undefined; confirm: boolean },
): Promise<DeletedUser> {
  const email = emailAddress('--email', input.email)
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    // The site's admins, locked: two operators deleting its last two admins at once cannot both pass.
    const admins = await lockSiteAdmins(trx, site.id)
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'is_admin', 'agent_id'])
      .where('site_id', '=', site.id)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .forUpdate()
      .executeTakeFirst()
    if (!user) throw new OperatorError('failure', `No user ${email} on site ${site.id} (${site.domain})`)
    if (user.is_admin && admins.length === 1) {
      throw new OperatorError(
        'failure',
        `${user.email} is site ${site.id}'s last admin: create another admin first (idx create-user --role admin)`,
      )
    }
    const effects = await deletionEffects(trx, user.id)
    if (input.confirm) await trx.deleteFrom('users').where('id', '=', user.id).execute()
    return {
      siteId: site.id,
      userId: user.id,
      email: user.email,
      role: user.is_admin ? 'admin' : user.agent_id !== null ? 'agent' : 'visitor',
      deleted: input.confirm,
      effects,
    }
  })
}

async function deletionEffects(trx: Transaction<Database>, userId: number): Promise<UserDeletionEffects> {
  const count = (n: unknown) => Number(n ?? 0)
  const { rows } = await sql<Record<keyof UserDeletionEffects, number>>`
    select
      (select count(*) from auth_sessions where user_id = ${userId} and revoked_at is null) as "sessions",
      (select count(*) from collections where user_id = ${userId} and kind = 'collection') as "collections",
      (select count(*) from collections where user_id = ${userId} and kind <> 'collection') as "savedSearches",
      (select count(*) from collection_members m join collections c on c.id = m.collection_id
        where c.user_id = ${userId} and m.user_id <> ${userId}) as "otherMembersLosingAccess",
      (select count(*) from collection_members m join collections c on c.id = m.collection_id
        where m.user_id = ${userId} and c.user_id <> ${userId}) as "sharedMemberships",
      (select count(*) from collection_comments m join collections c on c.id = m.collection_id
        where m.user_id = ${userId} and c.user_id <> ${userId}) as "commentsKept",
      (select count(*) from leads where user_id = ${userId}) as "leadsKept"`.execute(trx)
  const row = rows[0]!
  return {
    sessions: count(row.sessions),
    collections: count(row.collections),
    savedSearches: count(row.savedSearches),
    otherMembersLosingAccess: count(row.otherMembersLosingAccess),
    sharedMemberships: count(row.sharedMemberships),
    commentsKept: count(row.commentsKept),
    leadsKept: count(row.leadsKept),
  }
}
