import { normalizePhoneNumber } from '@idx/domain'
import { sql } from 'kysely'
import { currentUser } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { emailAddress, insertAgentRecord, lockSiteAdmins, OperatorError, requiredText } from '../operator/index.js'
import { createUser } from '../users/index.js'
import { enqueueSiteUserMail } from './site-user-mail.js'
import {
  findFirstSiteFeed,
  findSiteAgentByEmail,
  findSiteUser,
  findSiteUsers,
  revokeAdminSessions,
  type SiteUserRow,
} from './site-users.repository.js'
import {
  addAgentBodySchema,
  siteUserDocumentSchema,
  siteUserListSchema,
  siteUserParams,
  updateSiteUserBodySchema,
} from './site-users.schemas.js'

export const SITE_USER_NOT_FOUND = 'User not found.'
/** The 422 for taking the admin role from the site's only administrator. */
export const LAST_ADMIN_DETAIL =
  "is the site's last administrator: make another user an administrator first, so the site is never left without one."

const fullName = (first: string | null, last: string | null, fallback: string) =>
  `${first ?? ''} ${last ?? ''}`.trim() || fallback

function siteUserResource(row: SiteUserRow, adminCount: number) {
  const roles = [...(row.is_admin ? ['admin' as const] : []), ...(row.agent_id !== null ? ['agent' as const] : [])]
  return {
    type: 'site_users' as const,
    id: String(row.id),
    attributes: {
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: fullName(row.first_name, row.last_name, row.email),
      email: row.email,
      phone_number: row.phone_number,
      roles,
      agent:
        row.agent_id === null
          ? null
          : {
              id: String(row.agent_id),
              full_name: fullName(row.agent_first_name, row.agent_last_name, row.email),
              email: row.agent_email,
              phone: row.agent_phone,
              data_source_name: row.agent_feed,
            },
      last_admin: row.is_admin && adminCount === 1,
    },
  }
}

/** A member's check from the operator's rules; its usage error becomes a 422 at the member. */
function checked<T>(member: string, check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (error instanceof OperatorError) {
      throw ApiError.unprocessable([{ pointer: `/data/attributes/${member}`, detail: error.message }])
    }
    throw error
  }
}

/**
 * The site's administrators and agents for its administrators: the list, an agent added (a new
 * account or one of the site's users), and the admin role given or taken, the agent role taken.
 * Every change e-mails the user (the durable `site-user-mail` job, in the change's transaction).
 */
export async function siteUsersRoutes(app: SchemaTypedApp): Promise<void> {
  const tags = ['admin']
  const countAdmins = async (siteId: number) =>
    Number(
      (
        await app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('site_id', '=', siteId)
          .where('is_admin', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    )
  const userDocument = async (siteId: number, userId: number) => {
    const row = await findSiteUser(app.db, siteId, userId)
    if (!row) throw new ApiError(404, SITE_USER_NOT_FOUND)
    return { data: siteUserResource(row, await countAdmins(siteId)) }
  }

  app.get(
    '/site_users',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "The site's administrators and agents (administrators)",
        description:
          'Each with their roles and the agent record they are; `last_admin` marks the only administrator, ' +
          'whose admin role cannot be taken. meta.admin_count counts the administrators.',
        response: { 200: siteUserListSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const rows = await findSiteUsers(app.db, request.site.id)
      const adminCount = rows.filter((row) => row.is_admin).length
      return { data: rows.map((row) => siteUserResource(row, adminCount)), meta: { admin_count: adminCount } }
    },
  )

  app.post(
    '/site_users',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Adds an agent: a new account, or a user of the site given the agent role (administrators)',
        description:
          "The user is found by e-mail (any case); a new one needs first_name and last_name. Their agent record is the one of the site's " +
          "feeds with that e-mail, else a new one in the site's first feed. They are e-mailed that they were added and how to sign in. " +
          'Answers 201 with the user; 422 at the member for a bad value, or when they are an agent already.',
        body: addAgentBodySchema,
        response: { 201: siteUserDocumentSchema, ...errorResponses(400, 403, 422) },
      },
    },
    async (request, reply) => {
      const siteId = request.site.id
      const attributes = request.body.data.attributes
      const email = checked('email', () => emailAddress('email', attributes.email))
      const phoneText = attributes.phone_number?.trim() ? attributes.phone_number.trim() : null
      const phone = phoneText === null ? null : normalizePhoneNumber(phoneText)
      if (phoneText !== null && phone === null) {
        throw ApiError.unprocessable([
          {
            pointer: '/data/attributes/phone_number',
            detail: `phone_number must be a phone number, got "${phoneText.slice(0, 40)}"`,
          },
        ])
      }
      const userId = await app.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('users')
          .select(['id', 'agent_id', 'first_name', 'last_name'])
          .where('site_id', '=', siteId)
          .where(sql<string>`lower(email)`, '=', email.toLowerCase())
          .forUpdate()
          .executeTakeFirst()
        if (existing?.agent_id != null) {
          throw ApiError.unprocessable([
            { pointer: '/data/attributes/email', detail: `${email} is an agent of this site already` },
          ])
        }
        const firstName = existing
          ? attributes.first_name?.trim() || existing.first_name
          : checked('first_name', () => requiredText('first_name', attributes.first_name, 100))
        const lastName = existing
          ? attributes.last_name?.trim() || existing.last_name
          : checked('last_name', () => requiredText('last_name', attributes.last_name, 100))
        let agentId = (await findSiteAgentByEmail(trx, siteId, email))?.id
        if (agentId === undefined) {
          const feed = await findFirstSiteFeed(trx, siteId)
          if (!feed) {
            throw new ApiError(422, 'This site has no MLS feed to add an agent to: add a market with a feed first.')
          }
          agentId = await insertAgentRecord(trx, feed.feed_id, { firstName, lastName, email, phone })
        }
        let id: number
        if (existing) {
          id = existing.id
          await trx.updateTable('users').set({ agent_id: agentId }).where('id', '=', id).execute()
        } else {
          const user = await createUser(trx, { siteId, email, firstName, lastName, phoneNumber: phone, agentId })
          id = user.id
        }
        await enqueueSiteUserMail(trx, { user_id: id, change: 'agent_added', new_account: !existing })
        return id
      })
      return reply.status(201).send(await userDocument(siteId, userId))
    },
  )

  app.patch(
    '/site_users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: "Gives or takes a user's admin role, or takes their agent role (administrators)",
        description:
          'attributes.admin true makes the user an administrator; false takes the role and signs out their admin sessions, ' +
          "except from the site's last administrator (422 at /data/attributes/admin). attributes.agent false takes the agent " +
          'role (the agent record and their data stay); adding an agent is POST site_users. Each change e-mails the user.',
        params: siteUserParams,
        body: updateSiteUserBodySchema,
        response: { 200: siteUserDocumentSchema, ...errorResponses(400, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      currentUser(request)
      const siteId = request.site.id
      const id = parseResourceId(request.params.id)
      const { data } = request.body
      if (id === null) throw new ApiError(404, SITE_USER_NOT_FOUND)
      if (data.id !== undefined && data.id !== String(id)) {
        throw new ApiError(409, "data.id must be the user's id", '/data/id')
      }
      const { admin, agent } = data.attributes
      if (agent === true) {
        throw ApiError.unprocessable([
          {
            pointer: '/data/attributes/agent',
            detail: 'agent can only be false here: add an agent with POST site_users',
          },
        ])
      }
      await app.db.transaction().execute(async (trx) => {
        const admins = admin === false ? await lockSiteAdmins(trx, siteId) : []
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'is_admin', 'agent_id'])
          .where('site_id', '=', siteId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
        if (!user) throw new ApiError(404, SITE_USER_NOT_FOUND)
        if (admin === false && user.is_admin) {
          if (admins.length <= 1) {
            throw ApiError.unprocessable([
              { pointer: '/data/attributes/admin', detail: `${user.email} ${LAST_ADMIN_DETAIL}` },
            ])
          }
          await trx.updateTable('users').set({ is_admin: false }).where('id', '=', id).execute()
          await revokeAdminSessions(trx, id)
          await enqueueSiteUserMail(trx, { user_id: id, change: 'admin_revoked' })
        }
        if (admin === true && !user.is_admin) {
          await trx.updateTable('users').set({ is_admin: true }).where('id', '=', id).execute()
          await enqueueSiteUserMail(trx, { user_id: id, change: 'admin_granted' })
        }
        if (agent === false && user.agent_id !== null) {
          await trx.updateTable('users').set({ agent_id: null }).where('id', '=', id).execute()
          await enqueueSiteUserMail(trx, { user_id: id, change: 'agent_removed' })
        }
      })
      return userDocument(siteId, id)
    },
  )
}
