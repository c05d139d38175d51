import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { passwordProblem, hashPassword } from '../auth/passwords.js'
import { newSecret } from '../auth/secrets.js'
import { findSiteAgent, findSiteFeed } from '../agents/index.js'
import { createUser } from '../users/index.js'
import { OperatorError, refuseOption } from './operator-error.js'
import { dataSourceName, emailAddress, requiredText, wholeNumberIn } from './operator-input.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'
import { insertAgentRecord } from './site-people.js'

/** 'admin': signs in to /admin/ with the admin scope; 'agent': an agent's own account. */
export type OperatorUserRole = 'admin' | 'agent'

export interface NewOperatorUser {
  site: SiteRef
  role: string | undefined
  email: string | undefined
  firstName?: string | undefined
  lastName?: string | undefined
  /** Unset: one is made up and answered, to hand over once. */
  password?: string | undefined
  /** Agents: an existing agent of one of the site's feeds … */
  agentId?: string | undefined
  /** … or the feed (data source name) a new agent record is made in. */
  feed?: string | undefined
}

export interface CreatedOperatorUser {
  userId: number
  siteId: number
  email: string
  role: OperatorUserRole
  agentId: number | null
  /** The password made up when none was given; null when the operator chose it. */
  generatedPassword: string | null
}

/**
 * Creates an administrator or an agent's account on a site, with an argon2id password hash as
 * sign-up makes. An agent's account is linked to its agent record: an existing one (`agentId`,
 * which must work in one of the site's feeds) or a new one made in `feed`.
 *
 * @example
 * await createOperatorUser(db, { site: 2, role: 'admin', email: 'owner@acme.example', password: 'a long passphrase' })
 */
export async function createOperatorUser(db: Kysely<Database>, input: NewOperatorUser): Promise<CreatedOperatorUser> {
  const role = readRole(input.role)
  const email = emailAddress('--email', input.email)
  const firstName = input.firstName === undefined ? '' : requiredText('--first-name', input.firstName, 100)
  const lastName = input.lastName === undefined ? '' : requiredText('--last-name', input.lastName, 100)
  if (input.password !== undefined) refuseOption('--password', passwordProblem(input.password))
  const agentId = input.agentId === undefined ? null : wholeNumberIn('--agent-id', input.agentId, 1, 2_147_483_647)
  const feed = input.feed === undefined ? null : dataSourceName('--feed', input.feed)
  if (role === 'admin' && (agentId !== null || feed !== null)) {
    throw new OperatorError('usage', '--agent-id and --feed are for --role agent only')
  }
  if (role === 'agent' && (agentId === null) === (feed === null)) {
    throw new OperatorError(
      'usage',
      '--role agent needs either --agent-id (an existing agent) or --feed (a new agent in that feed)',
    )
  }
  if (role === 'agent' && feed !== null && (firstName === '' || lastName === '')) {
    throw new OperatorError('usage', '--first-name and --last-name are required for a new agent (--feed)')
  }
  const generatedPassword = input.password === undefined ? newSecret().slice(0, 20) : null
  const passwordHash = await hashPassword(input.password ?? generatedPassword!)
  return db.transaction().execute(async (trx) => {
    const site = await findOperatorSite(trx, input.site)
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', site.id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst()
    if (taken)
      throw new OperatorError('failure', `Site ${site.id} has a user with e-mail ${email} already (id ${taken.id})`)
    let linkedAgentId: number | null = null
    if (agentId !== null) {
      const agent = await findSiteAgent(trx, site.id, agentId)
      if (!agent) throw new OperatorError('failure', `Agent ${agentId} works in none of site ${site.id}'s feeds`)
      linkedAgentId = agent.id
    } else if (feed !== null) {
      linkedAgentId = await insertAgent(trx, site.id, feed, { firstName, lastName, email })
    }
    const user = await createUser(trx, {
      siteId: site.id,
      email,
      firstName,
      lastName,
      passwordHash,
      isAdmin: role === 'admin',
      agentId: linkedAgentId,
    })
    return { userId: user.id, siteId: site.id, email, role, agentId: linkedAgentId, generatedPassword }
  })
}

function readRole(value: string | undefined): OperatorUserRole {
  if (value === 'admin' || value === 'agent') return value
  throw new OperatorError('usage', `--role must be admin or agent${value === undefined ? '' : `, got "${value}"`}`)
}

async function insertAgent(
  trx: Transaction<Database>,
  siteId: number,
  feed: string,
  person: { firstName: string; lastName: string; email: string },
): Promise<number> {
  const row = await findSiteFeed(trx, siteId, feed)
  if (!row) throw new OperatorError('failure', `No feed named ${feed} in site ${siteId}'s markets`)
  return insertAgentRecord(trx, row.id, person)
}
