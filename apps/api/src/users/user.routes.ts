import { PASSWORD_MISMATCH_MESSAGE } from '@idx/domain'
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import { isKnownAddress, rememberAddress } from '../auth/known-addresses.js'
import { HashQueueFullError, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.js'
import { currentUser } from '../auth/site-auth.js'
import { THROTTLE_RULES, throttleKey } from '../auth/throttle-rules.js'
import { revokeUserSessions, type AuthenticatedUser } from '../auth/tokens.js'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import { sitePhoneCountry } from '../auth/site-phone-country.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import {
  clientsDocumentSchema,
  currentAgentBodySchema,
  passwordBodySchema,
  profileBodySchema,
  userDocumentSchema,
} from './user.schemas.js'
import { readProfileChange, userNameResource, userResource, type ProfileProblem } from './user.service.js'
import { findSiteAgent } from '../agents/index.js'
import {
  findClientsOf,
  findUserByEmail,
  findUserById,
  setCurrentAgent,
  setUserPassword,
  updateUserProfile,
} from './users.repository.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'

const EMAIL_POINTER = '/data/attributes/email'
const EMAIL_TAKEN = 'Email has already been taken'
const SSO_EMAIL = "Email comes from your organisation's single sign-on and cannot be changed here"
/** The largest id an integer column holds: larger ones name no agent. */
const MAX_ID = 2_147_483_647

/** A 422 listing every field problem, each pointing at its member. */
function unprocessable(problems: readonly ProfileProblem[]): ApiError {
  const [first, ...rest] = problems
  if (!first) throw new Error('unprocessable needs at least one problem')
  return new ApiError(
    422,
    first.detail,
    first.pointer,
    rest.map((p) => ({ detail: p.detail, source: p.pointer })),
  )
}

/** A 429 with Retry-After, as a JSON:API error like every /api/v3 answer. */
function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): ApiError {
  reply.header('retry-after', String(retryAfterSeconds))
  return new ApiError(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`)
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505'
}

/** The signed-in user's document, read fresh (agents only when they work in the site's feeds). */
async function userDocument(db: Kysely<Database>, siteId: number, user: AuthenticatedUser) {
  const row = await findUserById(db, user.id)
  // The token matched a moment ago; a user deleted in between is signed out.
  if (!row || row.site_id !== siteId) throw new ApiError(401, 'This account no longer exists: sign in again.')
  const currentAgent = row.current_agent_id === null ? undefined : await findSiteAgent(db, siteId, row.current_agent_id)
  const asAgent = row.agent_id === null ? undefined : await findSiteAgent(db, siteId, row.agent_id)
  return { data: userResource(row, { session: user, currentAgent, asAgent }) }
}

/** The agent id a `current_agent` body names, or null for a value that cannot be an agent's id. */
function agentIdOf(value: number | string): number | null {
  const id = typeof value === 'number' ? value : /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID ? id : null
}

/** `GET user?me=true` and the account updates: every route needs a user's access token. */
export async function userRoutes(app: SchemaTypedApp): Promise<void> {
  app.get(
    '/user/clients',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: "An agent's clients",
        description:
          "The site's users whose current agent the signed-in user is (an agent saves a search for one of them " +
          'with POST /saved_searches and relationships.user), sorted by name, at most 500; none for a user who is ' +
          "no agent of the site. Needs a user's access token.",
        response: { 200: clientsDocumentSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const row = await findUserById(app.db, user.id)
      const agent = row?.agent_id == null ? undefined : await findSiteAgent(app.db, request.site.id, row.agent_id)
      if (!agent) return { data: [] }
      const clients = await findClientsOf(app.db, request.site.id, agent.id)
      return {
        data: clients.map((client) => {
          const { attributes, ...resource } = userNameResource(client)
          return { ...resource, attributes: { ...attributes, email: client.email } }
        }),
      }
    },
  )

  app.get(
    '/user',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, with the current agent and, for agents, as_agent',
        description:
          "Needs a user's access token as the Bearer token (from POST /oauth/token); the site token " + 'gets 401.',
        querystring: {
          type: 'object',
          required: ['me'],
          properties: {
            me: {
              type: 'string',
              enum: ['true'],
              description: "Required; must be 'true' (anything else is a 400 at `me`)",
            },
          },
        },
        response: { 200: userDocumentSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      return userDocument(app.db, request.site.id, user)
    },
  )

  app.patch(
    '/user',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: "Updates the signed-in user's profile (names, e-mail, phone numbers)",
        description:
          'Body `{"data": {"type": "users", "id"?, "attributes": {…}}}` with any of first_name, ' +
          'last_name, email, phone_number, sms_number. Members left out stay as they are; a blank ' +
          'phone number clears it; a phone number is stored in E.164 (`512-555-0142` as `+15125550142`, ' +
          "read in the country of the site's default market) and one that is not a valid number is " +
          'refused. Each field problem is a 422 error pointing at its member ' +
          "(`/data/attributes/<name>`); single sign-on users' e-mail comes from their provider and " +
          "cannot change. Unknown members are a 400; a `data.id` other than the user's is a 409.",
        body: profileBodySchema,
        response: { 200: userDocumentSchema, ...errorResponses(400, 409, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { data } = request.body
      if (data.id !== undefined && data.id !== String(user.id)) {
        throw new ApiError(409, "data.id must be the signed-in user's id", '/data/id')
      }
      const { change, problems } = readProfileChange(data.attributes, await sitePhoneCountry(app.db, request.site.id))
      const row = await findUserById(app.db, user.id)
      if (!row) throw new ApiError(401, 'This account no longer exists: sign in again.')
      if (change.email !== undefined && change.email === row.email) delete change.email
      if (change.email !== undefined) {
        if (user.sso || row.sso_subject !== null) problems.push({ pointer: EMAIL_POINTER, detail: SSO_EMAIL })
        else {
          const owner = await findUserByEmail(app.db, request.site.id, change.email)
          if (owner && owner.id !== row.id) problems.push({ pointer: EMAIL_POINTER, detail: EMAIL_TAKEN })
        }
      }
      if (problems.length > 0) throw unprocessable(problems)
      try {
        await updateUserProfile(app.db, user.id, change)
      } catch (error) {
        // Taken between the check and the write.
        if (isUniqueViolation(error)) throw new ApiError(422, EMAIL_TAKEN, EMAIL_POINTER)
        throw error
      }
      return userDocument(app.db, request.site.id, user)
    },
  )

  app.put(
    '/user/password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: "Changes the signed-in user's password; ends the user's other sessions",
        description:
          'Needs the current password. Each problem is a 422 at its member. Attempts count per account ' +
          "and address (5 in 15 minutes), and wrong current passwords count with the account's failed " +
          'sign-ins (20 an hour), before any hash runs: over either, 429 with `Retry-After`. The ' +
          'session that made the change stays signed in; every other session of the user is revoked.',
        body: passwordBodySchema,
        response: { 200: userDocumentSchema, ...errorResponses(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { current_password: current, password, password_confirmation: confirmation } = request.body
      const problems: ProfileProblem[] = []
      if (current === '') problems.push({ pointer: '/current_password', detail: 'Current password is required' })
      const problem = passwordProblem(password)
      if (problem) problems.push({ pointer: '/password', detail: `Password ${problem}` })
      if (confirmation !== password) {
        problems.push({ pointer: '/password_confirmation', detail: PASSWORD_MISMATCH_MESSAGE })
      }
      if (problems.length > 0) throw unprocessable(problems)

      // Throttled before any hash: per account and address (every attempt), and the account's
      // failures from anywhere, which password sign-ins count too, except where the account
      // signed in before (strangers fill that count: known-addresses.ts).
      const siteId = request.site.id
      const here = { siteId, email: user.email, address: request.ip }
      const attemptsKey = throttleKey.loginAccountAddress(siteId, user.email, request.ip)
      const failuresKey = throttleKey.loginAccountFailures(siteId, user.email)
      const attempts = await app.throttle.hit(attemptsKey, THROTTLE_RULES.loginAccountAddress)
      const failures = (await isKnownAddress(app.throttle, here))
        ? { allowed: true, retryAfterSeconds: 0 }
        : await app.throttle.peek(failuresKey, THROTTLE_RULES.loginAccountFailures)
      if (!attempts.allowed || !failures.allowed) {
        const wait = Math.max(
          attempts.allowed ? 0 : attempts.retryAfterSeconds,
          failures.allowed ? 0 : failures.retryAfterSeconds,
        )
        throw tooManyAttempts(reply, wait)
      }
      const row = await findUserById(app.db, user.id)
      if (!row) throw new ApiError(401, 'This account no longer exists: sign in again.')
      let newHash: string
      try {
        if (!(await verifyPassword(row.password_hash, current))) {
          await app.throttle.hit(failuresKey, THROTTLE_RULES.loginAccountFailures)
          throw new ApiError(422, 'Current password is incorrect', '/current_password')
        }
        newHash = await hashPassword(password)
      } catch (error) {
        if (error instanceof HashQueueFullError) throw tooManyAttempts(reply, 1)
        throw error
      }
      await app.db.transaction().execute(async (trx) => {
        await setUserPassword(trx, user.id, newHash)
        // Whoever else holds a session (a stolen token, a forgotten device) is signed out.
        await revokeUserSessions(trx, user.id, user.sessionId)
      })
      await app.throttle.reset(attemptsKey)
      await rememberAddress(app.throttle, here)
      return userDocument(app.db, siteId, user)
    },
  )

  app.put(
    '/user/current_agent',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['user'],
        summary: 'Sets (or with null clears) the agent the signed-in user works with',
        description:
          'Body `{"agent_id": 12}` (a number or numeric string; null clears it). The agent must work ' +
          "in a feed of one of the site's markets; otherwise 422 at /agent_id.",
        body: currentAgentBodySchema,
        response: { 200: userDocumentSchema, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const given = request.body.agent_id
      if (given === null) {
        await setCurrentAgent(app.db, user.id, null)
      } else {
        const id = agentIdOf(given)
        const agent = id === null ? undefined : await findSiteAgent(app.db, request.site.id, id)
        if (!agent) throw new ApiError(422, `No agent ${String(given)} in this site's markets`, '/agent_id')
        await setCurrentAgent(app.db, user.id, agent.id)
      }
      return userDocument(app.db, request.site.id, user)
    },
  )
}
