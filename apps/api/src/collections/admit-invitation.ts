import { invitationLimit } from '@idx/domain'
import type { FastifyReply } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.js'
import { ApiError } from '../http/errors.js'
import {
  countOtherPendingInvitations,
  lockInviter,
  recentSendAges,
  recordInvitationSend,
} from './invitation-sends.repository.js'

/**
 * Counts an invitation just written in `trx` against the limits of `invitationLimit` (@idx/domain)
 * and records its e-mail as sent; over a limit it throws, which rolls the invitation and its mail
 * job back. Over a sending limit: 429 with `Retry-After`; a collection with the most pending
 * invitations: 422 at /email.
 *
 * Sends are counted from their own record (`invitation_sends`), not from the invitations: those
 * are deleted when withdrawn or accepted, and a user could then invite, withdraw and invite again
 * without end. The inviter's lock makes one user's invitations count one after another, so
 * requests sent at once cannot all pass a limit only one of them fits.
 *
 * @example
 * const inserted = await insertInvitation(trx, …)
 * await enqueueJob(trx, INVITATION_MAIL_JOB, payload)
 * await admitInvitation(trx, reply, { inviterId: user.id, collectionId: row.id, invitationId: inserted.id })
 */
export async function admitInvitation(
  trx: Transaction<Database>,
  reply: FastifyReply,
  invitation: { inviterId: number; collectionId: number; invitationId: number },
): Promise<void> {
  await lockInviter(trx, invitation.inviterId)
  const decision = invitationLimit({
    sentSecondsAgo: await recentSendAges(trx, invitation.inviterId),
    pendingInCollection: await countOtherPendingInvitations(trx, invitation.collectionId, invitation.invitationId),
  })
  switch (decision.verdict) {
    case 'allowed':
      return recordInvitationSend(trx, invitation.inviterId)
    case 'hourly-limit':
    case 'daily-limit':
      // A header on the reply, as the sign-in throttles answer: the error handler keeps it.
      reply.header('retry-after', String(decision.retryAfterSeconds))
      throw new ApiError(429, decision.detail)
    case 'collection-full':
      throw new ApiError(422, decision.detail, '/email')
  }
}
