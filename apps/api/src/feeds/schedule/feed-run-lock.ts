import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { FeedRunTrigger } from '../feeds.tables.js'

/** How long a run's hold on its feed lasts unless renewed: a dead process frees the feed after it. */
export const FEED_RUN_LEASE_MS = 60_000

/** A feed being imported already (by a schedule or a person): this run did not start. */
export class FeedBusyError extends Error {
  override name = 'FeedBusyError'
  constructor(
    readonly feed: string,
    readonly since: Date,
    readonly trigger: FeedRunTrigger,
    readonly holder: string,
  ) {
    super(
      `the feed ${feed} is being imported already: a ${trigger} run started at ${since.toISOString()} (${holder}); nothing was done, try again when it has finished`,
    )
  }
}

/** A held feed: renewed in the background until released. */
export interface FeedRunHold {
  readonly holder: string
  release(): Promise<void>
}

/**
 * Takes the feed's run lock (its feed_schedules row, made if missing) for one import, or throws
 * FeedBusyError naming when the run holding it started. One conditional UPDATE decides, so two
 * processes racing for a feed (two servers' schedules, a person and a schedule) never both win:
 * PostgreSQL serialises the row, and the loser sees a lease still running. The lease is renewed
 * every third of FEED_RUN_LEASE_MS until release.
 *
 * @example
 * const hold = await holdFeedRun(db, { feedId: 1, feed: 'actris', trigger: 'manual' })
 * try { … } finally { await hold.release() }
 */
export async function holdFeedRun(
  db: Kysely<Database>,
  options: { feedId: number; feed: string; trigger: FeedRunTrigger; leaseMs?: number },
): Promise<FeedRunHold> {
  const leaseMs = options.leaseMs ?? FEED_RUN_LEASE_MS
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  await db
    .insertInto('feed_schedules')
    .values({ feed_id: options.feedId, every_minutes: null })
    .onConflict((oc) => oc.column('feed_id').doNothing())
    .execute()
  const taken = await db
    .updateTable('feed_schedules')
    .set({
      running_since: sql<Date>`now()`,
      running_by: holder,
      running_trigger: options.trigger,
      running_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where('feed_id', '=', options.feedId)
    .where((eb) => eb.or([eb('running_until', 'is', null), eb('running_until', '<', sql<Date>`now()`)]))
    .returning('feed_id')
    .executeTakeFirst()
  if (!taken) {
    const row = await db
      .selectFrom('feed_schedules')
      .select(['running_since', 'running_by', 'running_trigger'])
      .where('feed_id', '=', options.feedId)
      .executeTakeFirstOrThrow()
    throw new FeedBusyError(
      options.feed,
      new Date(row.running_since ?? Date.now()),
      row.running_trigger ?? 'manual',
      row.running_by ?? 'another process',
    )
  }
  let renewal: Promise<unknown> | undefined
  const timer = setInterval(() => {
    renewal ??= db
      .updateTable('feed_schedules')
      .set({ running_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
      .where('feed_id', '=', options.feedId)
      .where('running_by', '=', holder)
      .execute()
      // A failed renewal (the database briefly away) is tried again at the next beat.
      .catch(() => undefined)
      .finally(() => (renewal = undefined))
  }, leaseMs / 3)
  timer.unref()
  return {
    holder,
    async release() {
      clearInterval(timer)
      await renewal
      await db
        .updateTable('feed_schedules')
        .set({ running_since: null, running_by: null, running_trigger: null, running_until: null })
        .where('feed_id', '=', options.feedId)
        .where('running_by', '=', holder)
        .execute()
    },
  }
}
