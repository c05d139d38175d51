import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { OperatorError } from './operator-error.js'
import { requiredText } from './operator-input.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'

export const USER_ROLES = ['admin', 'agent', 'visitor'] as const
export type UserRole = (typeof USER_ROLES)[number]

export interface UserSummary {
  userId: number
  email: string
  firstName: string
  lastName: string
  /** admin (is_admin), else agent (an agent record), else visitor. */
  role: UserRole
  agentId: number | null
  createdAt: string
}

/** At most this many users are listed; --search narrows a bigger site down. */
export const USER_LIST_LIMIT = 500

/**
 * A site's users by e-mail address, optionally of one role and matching `search` (part of the
 * e-mail address or name, any case). An admin who is also an agent counts as an admin.
 *
 * @example
 * await listUsers(db, { site: 1, role: 'admin' }) // [{ userId: 3, email: 'owner@…', role: 'admin', … }]
 */
export async function listUsers(
  db: Kysely<Database>,
  input: { site: SiteRef; role?: string | undefined; search?: string | undefined },
): Promise<{ siteId: number; users: UserSummary[]; truncated: boolean }> {
  const role = input.role === undefined ? undefined : userRole(input.role)
  const search = input.search === undefined ? undefined : requiredText('--search', input.search, 200)
  const site = await findOperatorSite(db, input.site)
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'is_admin', 'agent_id', 'created_at'])
    .where('site_id', '=', site.id)
  if (role === 'admin') query = query.where('is_admin', '=', true)
  if (role === 'agent') query = query.where('is_admin', '=', false).where('agent_id', 'is not', null)
  if (role === 'visitor') query = query.where('is_admin', '=', false).where('agent_id', 'is', null)
  if (search !== undefined) {
    // LIKE's own characters in the text are taken literally.
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) =>
      eb.or([
        eb('email', 'ilike', pattern),
        eb('first_name', 'ilike', pattern),
        eb('last_name', 'ilike', pattern),
        eb(eb.fn('concat_ws', [eb.val(' '), 'first_name', 'last_name']), 'ilike', pattern),
      ]),
    )
  }
  const rows = await query
    .orderBy('email')
    .orderBy('id')
    .limit(USER_LIST_LIMIT + 1)
    .execute()
  return {
    siteId: site.id,
    truncated: rows.length > USER_LIST_LIMIT,
    users: rows.slice(0, USER_LIST_LIMIT).map((row) => ({
      userId: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.is_admin ? 'admin' : row.agent_id !== null ? 'agent' : 'visitor',
      agentId: row.agent_id,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  }
}

function userRole(value: string): UserRole {
  const role = value.trim().toLowerCase()
  if (!(USER_ROLES as readonly string[]).includes(role)) {
    throw new OperatorError('usage', `--role must be admin, agent or visitor, got "${value}"`)
  }
  return role as UserRole
}
