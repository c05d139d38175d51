import { notifyCollaborators } from '../notifications/notify-collaborators.js'
import {
  EMAIL_INVALID_MESSAGE,
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_HOUR,
  INVITE_CODE_TTL_DAYS,
  isValidEmail,
  PENDING_INVITATIONS_PER_COLLECTION,
} from '@idx/domain'
import { currentUser } from '../auth/site-auth.js'
import { ApiError } from '../http/errors.js'
import { enqueueJob } from '../jobs/enqueue-job.js'
import { errorResponses } from '../jsonapi/document-schemas.js'
import { parseResourceId } from '../http/resource-id.js'
import type { SchemaTypedApp } from '../http/schema-typed-app.js'
import { accessibleCollection } from './accessible-collection.js'
import { admitInvitation } from './admit-invitation.js'
import type { SharedRoutesOf } from './shared-routes-of.js'
import {
  acceptInviteBodySchema,
  collectionIdParams,
  invitationDocumentSchema,
  inviteBodySchema,
  joinDocumentSchema,
  joinParams,
  joinQuery,
} from './collection-schemas.js'
import { findCollection } from './collections.repository.js'
import { invitationResource } from './collections.service.js'
import { INVITATION_MAIL_JOB, type InvitationMailPayload } from './invitation-mail.js'
import {
  addCollaborator,
  consumeInvitation,
  deleteExpiredInvitation,
  deleteInvitationByEmail,
  findJoin,
  insertInvitation,
  memberRoleByEmail,
} from './invitations.repository.js'
import { inviteCodeHash, newInviteCode } from './invite-code.js'
import { COLLECTION_KIND, SAVED_SEARCH_KIND } from './record-kind.js'
import { siteOrigin } from '../mail/site-origin.js'

/** The 404 of an invite code that is wrong, used, expired or of another collection: one text for all. */
export const INVITATION_NOT_FOUND = 'This invitation is invalid, has been used or has expired.'

/** The invitee's address, trimmed, when it is one; a 422 at /email otherwise. */
function invitedEmail(value: string): string {
  const email = value.trim()
  if (!isValidEmail(email)) throw new ApiError(422, EMAIL_INVALID_MESSAGE, '/email')
  return email
}

/**
 * Invitations to a collection or a saved search (spec section 3): a member invites an address (the
 * job queue e-mails the join link), withdraws an invitation, and the invitee accepts with the
 * link's code, becoming a collaborator. Codes are single use, bound to their record, expire after
 * INVITE_CODE_TTL_DAYS and are stored only as a hash. The join splash is `joinRoutes`.
 */
export function invitationRoutes(app: SchemaTypedApp, { record, documentOf, documentSchema }: SharedRoutesOf): void {
  const tags = [record.tag]
  const { noun } = record

  app.post(
    `/${record.path}/:id/invite`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: `Invites an e-mail address to a ${noun} (members)`,
        description:
          'Any member may invite. Answers 201 with the `invitations` resource (email, created_at). In the same ' +
          `transaction it enqueues the e-mail of a join link, {origin}/app/join/${record.appSegment}/{id}/{code}, ` +
          "to the address (origin: IDX_PUBLIC_URL, else the site's first registered OAuth origin, else " +
          `https://{domain}); its code works once, for this ${noun} only, for ${INVITE_CODE_TTL_DAYS} days. ` +
          'An invalid address, the owner, a collaborator, or an address already invited is 422 at /email; an ' +
          `expired invitation may be sent again. A non-member gets 403 for a public ${noun}, 404 for a ` +
          `private one. Limits: a user sends at most ${INVITATIONS_PER_HOUR} invitations in any hour and ` +
          `${INVITATIONS_PER_DAY} in any 24 hours, over all collections and saved searches (withdrawn and ` +
          'accepted ones count); beyond, 429 with `Retry-After` (seconds until one more fits) and a detail ' +
          `saying when. A ${noun} with ${PENDING_INVITATIONS_PER_COLLECTION} pending invitations takes no more ` +
          'until some are withdrawn or accepted: 422 at /email.',
        params: collectionIdParams,
        body: inviteBodySchema,
        response: { 201: invitationDocumentSchema, ...errorResponses(400, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const row = await accessibleCollection(app.db, request, request.params.id, 'edit', undefined, record)
      const email = invitedEmail(request.body.email)
      const role = await memberRoleByEmail(app.db, request.site.id, row.id, email)
      if (role === 'owner') throw new ApiError(422, `${email} is the owner of this ${noun}.`, '/email')
      if (role === 'collaborator') {
        throw new ApiError(422, `${email} is already a collaborator on this ${noun}.`, '/email')
      }
      const code = newInviteCode()
      const origin = await siteOrigin(app.db, app.config, request.site.id)
      const invitation = await app.db.transaction().execute(async (trx) => {
        // Asked again, the board's row held against a delete while the invitation is written.
        await accessibleCollection(trx, request, request.params.id, 'edit', 'key share', record)
        await deleteExpiredInvitation(trx, row.id, email)
        const inserted = await insertInvitation(trx, {
          collectionId: row.id,
          email,
          invitedBy: user.id,
          codeHash: inviteCodeHash(code),
        })
        if (!inserted) return undefined
        const payload: InvitationMailPayload = { invitation_id: inserted.id, code, origin }
        await enqueueJob(trx, INVITATION_MAIL_JOB, payload)
        await admitInvitation(trx, reply, { inviterId: user.id, collectionId: row.id, invitationId: inserted.id })
        return inserted
      })
      if (!invitation) throw new ApiError(422, `${email} has already been invited to this ${noun}.`, '/email')
      app.publishCollectionUpdate(row.id, user.id, { type: 'invitations', id: String(invitation.id), action: 'create' })
      reply.status(201)
      return { data: invitationResource(invitation) }
    },
  )

  app.delete(
    `/${record.path}/:id/uninvite`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "Withdraws an address's pending invitation (members)",
        description:
          'Members only. Answers 204; the join link stops working. An address with no pending invitation changes ' +
          'nothing; an invalid one is 422 at /email.',
        params: collectionIdParams,
        body: inviteBodySchema,
        response: { 204: { type: 'null', description: 'Withdrawn' }, ...errorResponses(400, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const row = await accessibleCollection(app.db, request, request.params.id, 'edit', undefined, record)
      await deleteInvitationByEmail(app.db, row.id, invitedEmail(request.body.email))
      app.publishCollectionUpdate(row.id, currentUser(request).id, {
        type: 'invitations',
        id: String(row.id),
        action: 'delete',
      })
      return reply.status(204).send()
    },
  )

  app.put(
    `/${record.path}/:id/accept_invite`,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Accepts an invitation: the signed-in user becomes a collaborator',
        description:
          `The code (\`given\`) is the one in the join link; it works once, for its ${noun} only, until it ` +
          'expires. Whoever is signed in when it is used becomes a collaborator: the code, not the address, ' +
          `proves the invitation. Answers the ${noun} document; the other members are notified (invite). A ` +
          `wrong, used or expired code, or one of another ${noun}, is 404 ('This invitation is invalid, has ` +
          "been used or has expired.').",
        params: collectionIdParams,
        body: acceptInviteBodySchema,
        response: { 200: documentSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const id = parseResourceId(request.params.id)
      const collection =
        id === null ? undefined : await findCollection(app.db, request.site.id, id, user.id, undefined, record.kind)
      if (!collection) throw new ApiError(404, INVITATION_NOT_FOUND)
      const accepted = await app.db.transaction().execute(async (trx) => {
        // The board's row before the invitation's, held against a delete: one deleted since is no invitation.
        if (!(await findCollection(trx, request.site.id, collection.id, user.id, 'key share', record.kind)))
          return false
        const invitation = await consumeInvitation(trx, collection.id, inviteCodeHash(request.body.given))
        if (!invitation) return false
        await addCollaborator(trx, collection.id, user.id)
        // The other members hear that someone joined (their `invite` choices), in this transaction.
        await notifyCollaborators(trx, { collectionId: collection.id, actorId: user.id, subject: { event: 'invite' } })
        return true
      })
      if (!accepted) throw new ApiError(404, INVITATION_NOT_FOUND)
      app.publishCollectionUpdate(collection.id, user.id, {
        type: 'collaborators',
        id: String(user.id),
        action: 'create',
      })
      return documentOf(request.site.id, collection.id, user.id)
    },
  )
}

/**
 * The join splash's lookup (spec section 2, Join): what an invitation link invites to, read with the
 * site's token before the invitee signs in.
 */
export function joinRoutes(app: SchemaTypedApp): void {
  app.get(
    '/joins/:type/:id',
    {
      schema: {
        tags: [COLLECTION_KIND.tag, SAVED_SEARCH_KIND.tag],
        summary: 'What an invitation link invites to, for the join page shown before sign-in',
        description:
          "The site's token is enough. `type` is `collection` or `saved-search` (the join link's). Answers a " +
          '`joins` resource, id `{type}-{id}` (e.g. `saved-search-7`), with the name of what it invites to (as ' +
          '`name`, and as `collection_name` for either type), inviter_first_name, the address invited (email) and ' +
          'expires_at. A wrong, used or expired code (`given`), one of another record, or any other type is 404.',
        params: joinParams,
        querystring: joinQuery,
        response: { 200: joinDocumentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = parseResourceId(request.params.id)
      const record = [COLLECTION_KIND, SAVED_SEARCH_KIND].find((kind) => kind.appSegment === request.params.type)
      const join =
        record && id !== null
          ? await findJoin(app.db, request.site.id, record.kind, id, inviteCodeHash(request.query.given))
          : undefined
      if (!record || !join) throw new ApiError(404, INVITATION_NOT_FOUND)
      return {
        data: {
          type: 'joins',
          id: `${record.appSegment}-${join.collection_id}`,
          attributes: {
            name: join.collection_name,
            collection_name: join.collection_name,
            inviter_first_name: join.inviter_first_name ?? '',
            email: join.email,
            expires_at: new Date(join.expires_at).toISOString(),
          },
        },
      }
    },
  )
}
