import { feedFreshness, importMarkInFuture } from '@idx/domain'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { isReady } from '../db/database.js'
import type { Database } from '../db/schema.js'

const statusDocument = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const

const readinessDocument = {
  ...statusDocument,
  properties: {
    ...statusDocument.properties,
    redis: {
      type: 'string',
      enum: ['up', 'down'],
      description: 'With REDIS_URL set: whether Redis answers (down: throttles count per process)',
    },
    feeds: {
      type: 'object',
      additionalProperties: { type: 'string', enum: ['fresh', 'stale'] },
      description:
        "Each feed by data_source_name: 'stale' when its last successful import (or, never imported, its " +
        'data load) is older than its maximum data age (feeds.max_data_age_hours, default 12). A stale feed ' +
        'leaves the process ready: it still serves what it has.',
    },
    feed_marks_in_future: {
      type: 'array',
      items: { type: 'string' },
      description:
        'The feeds (data_source_name) whose import mark, the last ModificationTimestamp an import committed, ' +
        'lies in the future: an MLS record dated ahead. Their next import reads the whole feed again to get ' +
        'past it; an operator should ask the MLS to correct the record. Empty when none.',
    },
    feed_runs: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: {
          last_run: {
            type: ['string', 'null'],
            description: "The last import's outcome: succeeded, failed, aborted or running",
          },
          last_run_at: {
            type: ['string', 'null'],
            format: 'date-time',
            description: 'When it finished (or started, still running)',
          },
          last_error: { type: ['string', 'null'] },
          next_run_at: {
            type: ['string', 'null'],
            format: 'date-time',
            description: 'The next scheduled import (idx update-feed --every); null when the schedule is off',
          },
        },
      },
      description: "Each feed's last import run and its next scheduled one, by data_source_name.",
    },
  },
} as const

/** Every feed's freshness at `now`, by data_source_name, and those whose import mark is in the future (see the readiness document). */
async function feedsReadiness(
  db: Kysely<Database>,
  now: Date,
): Promise<{
  feeds: Record<string, 'fresh' | 'stale'>
  feed_marks_in_future: string[]
  feed_runs: Record<string, FeedRunsEntry>
}> {
  const rows = await db
    .selectFrom('feeds')
    .leftJoin('feed_imports', 'feed_imports.feed_id', 'feeds.id')
    .leftJoin('feed_schedules', 'feed_schedules.feed_id', 'feeds.id')
    .select([
      'feeds.data_source_name',
      'feeds.feed_updated_at',
      'feeds.max_data_age_hours',
      'feed_imports.last_success_at',
      'feed_imports.mark_modified_at',
      'feed_schedules.next_run_at',
      'feed_schedules.every_minutes',
      (eb) =>
        eb
          .selectFrom('feed_import_runs')
          .select(
            sql<string>`json_build_object('status', status, 'at', coalesce(finished_at, started_at), 'error', error)::text`.as(
              'r',
            ),
          )
          .whereRef('feed_import_runs.feed_id', '=', 'feeds.id')
          .orderBy('started_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .as('last_run'),
    ])
    .orderBy('feeds.data_source_name')
    .execute()
  return {
    feeds: Object.fromEntries(
      rows.map((row) => [
        row.data_source_name,
        feedFreshness(new Date(row.last_success_at ?? row.feed_updated_at), row.max_data_age_hours, now),
      ]),
    ),
    feed_marks_in_future: rows
      .filter((row) => row.mark_modified_at !== null && importMarkInFuture(new Date(row.mark_modified_at), now))
      .map((row) => row.data_source_name),
    feed_runs: Object.fromEntries(
      rows.map((row) => {
        const last = row.last_run
          ? (JSON.parse(row.last_run) as { status: string; at: string; error: string | null })
          : null
        return [
          row.data_source_name,
          {
            last_run: last?.status ?? null,
            last_run_at: last ? new Date(last.at).toISOString() : null,
            last_error: last?.error ?? null,
            next_run_at: row.every_minutes !== null && row.next_run_at ? new Date(row.next_run_at).toISOString() : null,
          },
        ]
      }),
    ),
  }
}

type FeedRunsEntry = {
  last_run: string | null
  last_run_at: string | null
  last_error: string | null
  next_run_at: string | null
}

/**
 * Liveness and readiness for load balancers and orchestrators. Both are public and answer plain
 * JSON (not JSON:API): `/healthz` says the process is up, `/readyz` that the database answers and
 * every migration this build knows of has been applied, with each feed's freshness in detail.
 *
 * Redis (shared throttle counts) down leaves the process ready (200, `redis: 'down'`): it still
 * serves everything and throttles per process, and every process shares one Redis, so answering
 * 503 would take the whole site out of rotation for the sake of looser limits.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        security: [],
        response: { 200: { ...statusDocument, description: "Always `{ status: 'ok' }`" } },
      },
    },
    async () => ({ status: 'ok' }),
  )
  app.get(
    '/readyz',
    {
      config: { public: true },
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and its migrations are applied; whether Redis answers',
        security: [],
        response: {
          200: {
            ...readinessDocument,
            description: "`{ status: 'ready' }`, with `redis: 'up' | 'down'` when REDIS_URL is set",
          },
          503: { ...readinessDocument, description: "`{ status: 'unavailable' }`: do not route traffic here yet" },
        },
      },
    },
    async (_request, reply) => {
      const redis = app.throttle.redisState()
      const stores = redis === undefined ? {} : { redis }
      if (!(await isReady(app.db))) return reply.status(503).send({ status: 'unavailable', ...stores })
      return { status: 'ready', ...stores, ...(await feedsReadiness(app.db, new Date())) }
    },
  )
}
