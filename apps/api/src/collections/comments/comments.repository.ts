import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { ListingSummary } from '../collections.tables.js'

// SQL of a collection's comments (migration 0016).

/** A comment with its author's names (null once the author's account is deleted). */
export interface CommentRow {
  id: number
  collection_id: number
  user_id: number | null
  listing_id: number | null
  listing_summary: ListingSummary | null
  body: string
  created_at: Date | string
  updated_at: Date | string
  first_name: string | null
  last_name: string | null
}

type Db = Kysely<Database> | Transaction<Database>

function commentsWithAuthors(db: Db) {
  return db
    .selectFrom('collection_comments as comment')
    .leftJoin('users', 'users.id', 'comment.user_id')
    .select([
      'comment.id',
      'comment.collection_id',
      'comment.user_id',
      'comment.listing_id',
      'comment.listing_summary',
      'comment.body',
      'comment.created_at',
      'comment.updated_at',
      'users.first_name',
      'users.last_name',
    ])
}

/** One page of a collection's comments, newest first, and how many it has. */
export async function listComments(
  db: Db,
  collectionId: number,
  page: { number: number; size: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    commentsWithAuthors(db)
      // The page's ids first, from the index alone (collection_comments_newest): an OFFSET over
      // the joined rows read every skipped comment and its author (a deep page of 10,000 comments
      // took 100 times longer than the first; see the bench's `comments page` row).
      .where(
        'comment.id',
        'in',
        db
          .selectFrom('collection_comments')
          .select('id')
          .where('collection_id', '=', collectionId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.size)
          .offset((page.number - 1) * page.size),
      )
      .orderBy('comment.created_at', 'desc')
      // Comments of one transaction share a timestamp: the later id is the newer.
      .orderBy('comment.id', 'desc')
      .execute(),
    db
      .selectFrom('collection_comments')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('collection_id', '=', collectionId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(counted.total) }
}

/** Comment `id` of the collection, or undefined. */
export function findComment(db: Db, collectionId: number, id: number): Promise<CommentRow | undefined> {
  return commentsWithAuthors(db)
    .where('comment.collection_id', '=', collectionId)
    .where('comment.id', '=', id)
    .executeTakeFirst()
}

/** Writes a comment (the body as given: the caller has checked and trimmed it); answers its id. */
export async function insertComment(
  trx: Db,
  values: {
    collectionId: number
    userId: number
    body: string
    listingId: number | null
    summary: ListingSummary | null
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('collection_comments')
    .values({
      collection_id: values.collectionId,
      user_id: values.userId,
      body: values.body,
      listing_id: values.listingId,
      listing_summary: values.summary === null ? null : JSON.stringify(values.summary),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** Replaces a comment's body; moves `updated_at`. */
export async function updateCommentBody(db: Db, id: number, body: string): Promise<void> {
  await db
    .updateTable('collection_comments')
    .set({ body, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute()
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.deleteFrom('collection_comments').where('id', '=', id).execute()
}

/** Whether `listingId` is saved on the collection. */
export async function isCollectionListing(db: Db, collectionId: number, listingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('collection_listings')
    .select('listing_id')
    .where('collection_id', '=', collectionId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst()
  return row !== undefined
}
