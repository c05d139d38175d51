import { commentBodyProblem } from '@idx/domain'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import { ApiError } from '../../http/errors.js'
import { findListingsByIds } from '../../listings/index.js'
import { notifyCollaborators } from '../../notifications/notify-collaborators.js'
import { insertComment } from './comments.repository.js'
import { listingSummary } from './comments.service.js'

/** The 422 of a body with a NUL character, which PostgreSQL text cannot hold. */
export const COMMENT_NUL_MESSAGE = 'Comment cannot contain a NUL character'

/** The trimmed body, or the 422 of one blank or too long (commentBodyProblem's words) at `pointer`. */
export function checkedCommentBody(body: string, pointer: string): string {
  const problem = commentBodyProblem(body)
  if (problem !== null) throw new ApiError(422, problem, pointer)
  if (body.includes('\u0000')) throw new ApiError(422, COMMENT_NUL_MESSAGE, pointer)
  return body.trim()
}

/** The stored summary of listing `listingId` when it is in the site's feed (null when it has left it). */
export async function summaryOf(db: Kysely<Database>, siteId: number, listingId: number | null) {
  if (listingId === null) return null
  const [row] = await findListingsByIds(db, siteId, [listingId], 'brief')
  return row ? listingSummary(row) : null
}

/**
 * Writes a comment (its body already checked) in the caller's transaction and notifies the other
 * members (event `comment`) in it. Answers the comment's id.
 */
export async function writeComment(
  trx: Transaction<Database>,
  values: {
    collectionId: number
    userId: number
    body: string
    listingId: number | null
    summary: Awaited<ReturnType<typeof summaryOf>>
  },
): Promise<number> {
  const id = await insertComment(trx, values)
  await notifyCollaborators(trx, {
    collectionId: values.collectionId,
    actorId: values.userId,
    subject: { event: 'comment', body: values.body },
  })
  return id
}

/**
 * The optional `comment` of a save (POST /collections, POST /collections/{id}/add): null when
 * absent or blank, else the trimmed body, or the 422 of one too long at `pointer`.
 */
export function optionalCommentBody(value: string | null | undefined, pointer: string): string | null {
  if (value === null || value === undefined || value.trim() === '') return null
  return checkedCommentBody(value, pointer)
}
