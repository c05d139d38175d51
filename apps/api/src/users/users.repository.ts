import type { Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import type { UsersTable } from './users.tables.js'
import { newSecret } from '../auth/secrets.js'

export type UserRow = Selectable<UsersTable>

/** A user of a site by e-mail, compared case-insensitively (addresses are stored as typed). */
export function findUserByEmail(db: Kysely<Database>, siteId: number, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export interface NewUser {
  siteId: number
  email: string
  firstName?: string
  lastName?: string
  phoneNumber?: string | null
  smsNumber?: string | null
  passwordHash?: string | null
  ssoSubject?: string | null
  /** An administrator of the site (the operator tool creates these). */
  isAdmin?: boolean
  /** The agent this user is, for an agent's own account. */
  agentId?: number | null
  currentAgentId?: number | null
  registrationMarketId?: number | null
}

/** Creates a user; a unique violation (23505) means the e-mail is taken on this site. */
export function createUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      site_id: user.siteId,
      email: user.email.trim(),
      first_name: user.firstName?.trim() ?? '',
      last_name: user.lastName?.trim() ?? '',
      phone_number: user.phoneNumber ?? null,
      sms_number: user.smsNumber ?? null,
      password_hash: user.passwordHash ?? null,
      sso_subject: user.ssoSubject ?? null,
      is_admin: user.isAdmin ?? false,
      agent_id: user.agentId ?? null,
      current_agent_id: user.currentAgentId ?? null,
      registration_market_id: user.registrationMarketId ?? null,
      share_token: newSecret().slice(0, 22),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The user a single sign-on subject was linked to on this site, if any. */
export function findUserBySsoSubject(
  db: Kysely<Database>,
  siteId: number,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('sso_subject', '=', subject)
    .executeTakeFirst()
}

/** Records that a user signs in through the site's provider as `subject`. */
export async function linkSsoSubject(db: Kysely<Database>, userId: number, subject: string): Promise<void> {
  await db.updateTable('users').set({ sso_subject: subject, updated_at: new Date() }).where('id', '=', userId).execute()
}

/** The profile fields a user may change; absent members stay as they are. */
export interface ProfileChange {
  firstName?: string
  lastName?: string
  email?: string
  phoneNumber?: string | null
  smsNumber?: string | null
}

/** Writes a profile change; a unique violation (23505) means the new e-mail is taken on this site. */
export function updateUserProfile(db: Kysely<Database>, userId: number, change: ProfileChange, now = new Date()) {
  return db
    .updateTable('users')
    .set({
      ...(change.firstName === undefined ? {} : { first_name: change.firstName }),
      ...(change.lastName === undefined ? {} : { last_name: change.lastName }),
      ...(change.email === undefined ? {} : { email: change.email }),
      ...(change.phoneNumber === undefined ? {} : { phone_number: change.phoneNumber }),
      ...(change.smsNumber === undefined ? {} : { sms_number: change.smsNumber }),
      updated_at: now,
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Stores a new password hash and when it changed. */
export async function setUserPassword(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now, updated_at: now })
    .where('id', '=', userId)
    .execute()
}

/** Sets (or, with null, clears) the agent a user works with. */
export async function setCurrentAgent(db: Kysely<Database>, userId: number, agentId: number | null): Promise<void> {
  await db
    .updateTable('users')
    .set({ current_agent_id: agentId, updated_at: new Date() })
    .where('id', '=', userId)
    .execute()
}

/** The site's users whose current agent is `agentId` (an agent's clients), by name; at most 500. */
export function findClientsOf(db: Kysely<Database>, siteId: number, agentId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('site_id', '=', siteId)
    .where('current_agent_id', '=', agentId)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .limit(500)
    .execute()
}
