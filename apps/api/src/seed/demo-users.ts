import { hash } from '@node-rs/argon2'
import type { Insertable } from 'kysely'
import { argon2Options } from '../auth/passwords.js'
import type { AgentsTable } from '../agents/index.js'
import type { UsersTable } from '../users/index.js'
import { DEMO_MARKET_ID, DEMO_SITE_ID } from './demo-site.js'
import type { SeededRandom } from '../random/seeded-random.js'

// The demo site's people, so every signed-in screen can be tried at once. Demo credentials,
// published in apps/api/README.md ("Seeded demo data"): never use them on a real deployment.

export const DEMO_SHOPPER_EMAIL = 'jane.buyer@example.com'
export const DEMO_SHOPPER_PASSWORD = 'idx-demo-password'
export const DEMO_ADMIN_EMAIL = 'admin@lonestar-realty.example'
export const DEMO_ADMIN_PASSWORD = 'idx-admin-password'
export const DEMO_AGENT_PASSWORD = 'idx-agent-password'
/** The demo agent who signs in as a user (`as_agent`), and the shopper's current agent. */
export const DEMO_AGENT_USER_AGENT_ID = 1

type AgentRow = Insertable<AgentsTable> & { id: number; first_name: string; last_name: string }

/**
 * The shopper (with the agent as her current agent), the site's admin, and the agent's own
 * account, with argon2id hashes at the parameters sign-in uses. The salts come from `random`,
 * so the rows are the same on every seed.
 *
 * @example
 * const users = await demoUsers(new SeededRandom(seed), agents, dayStart)
 * users.map((u) => u.email) // ['jane.buyer@example.com', 'admin@lonestar-realty.example', '<agent 1>']
 */
export async function demoUsers(
  random: SeededRandom,
  agents: readonly AgentRow[],
  dayStart: Date,
): Promise<Insertable<UsersTable>[]> {
  const agent = agents.find((a) => a.id === DEMO_AGENT_USER_AGENT_ID)
  if (!agent?.email) throw new Error(`The demo users need agent ${DEMO_AGENT_USER_AGENT_ID} with an e-mail`)
  const people = [
    {
      email: DEMO_SHOPPER_EMAIL,
      password: DEMO_SHOPPER_PASSWORD,
      first_name: 'Jane',
      last_name: 'Buyer',
      phone_number: '+15125550142',
      current_agent_id: agent.id,
    },
    {
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_ADMIN_PASSWORD,
      first_name: 'Morgan',
      last_name: 'Admin',
      is_admin: true,
    },
    {
      email: agent.email,
      password: DEMO_AGENT_PASSWORD,
      first_name: agent.first_name,
      last_name: agent.last_name,
      sms_number: agent.sms_number ?? null,
      agent_id: agent.id,
    },
  ]
  const users: Insertable<UsersTable>[] = []
  for (const { password, ...person } of people) {
    users.push({
      site_id: DEMO_SITE_ID,
      registration_market_id: DEMO_MARKET_ID,
      ...person,
      password_hash: await hash(password, { ...argon2Options(), salt: Buffer.from(random.hex(16), 'hex') }),
      share_token: random.hex(11),
      created_at: dayStart,
      updated_at: dayStart,
    })
  }
  return users
}
