import type { Generated } from 'kysely'
import type { Timestamp, GeneratedTimestamp } from '../db/schema.js'

export interface UsersTable {
  id: Generated<number>
  site_id: number
  email: string
  first_name: Generated<string>
  last_name: Generated<string>
  phone_number: string | null
  sms_number: string | null
  /** argon2id PHC string; null for people who sign in only by magic link or single sign-on. */
  password_hash: string | null
  /** The provider's subject for people created by single sign-on. */
  sso_subject: string | null
  is_admin: Generated<boolean>
  /** The agent this user is (`as_agent`), if any. */
  agent_id: number | null
  current_agent_id: number | null
  registration_market_id: number | null
  share_token: string
  password_changed_at: Timestamp | null
  created_at: GeneratedTimestamp
  updated_at: GeneratedTimestamp
}

/** The tables users/ owns, as the composed `Database` (src/database.ts) lists them. */
export interface UsersTables {
  users: UsersTable
}
