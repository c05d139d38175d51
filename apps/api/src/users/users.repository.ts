import type { Kysely, Selectable } from 'kysely'
import type { Database, UsersTable } from '../db/schema.js'
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
      current_agent_id: user.currentAgentId ?? null,
      registration_market_id: user.registrationMarketId ?? null,
      share_token: newSecret().slice(0, 22),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
