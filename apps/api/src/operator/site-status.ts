import { feedFreshness, importMarkInFuture, type FeedFreshness } from '@idx/domain'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.js'
import { type ImportReport, lastImportRun } from '../feeds/index.js'
import { findOperatorSite, type SiteRef } from './operator-site.js'

export interface FeedStatus {
  id: number
  dataSourceName: string
  name: string
  marketIds: number[]
  /** When the feed's data last changed (`Data last updated` on the site). */
  feedUpdatedAt: string
  /** The last successful import's end; null for a feed never imported (its data is the seed's, or none). */
  lastImportAt: string | null
  /** The last import run, whatever its outcome, with its report; null before the first. */
  lastRun: {
    status: string
    source: string
    /** 'manual' (idx import) or 'scheduled' (the server's schedule). */
    trigger: string
    startedAt: string
    finishedAt: string | null
    report: ImportReport | null
    error: string | null
  } | null
  maxDataAgeHours: number
  freshness: FeedFreshness
  /**
   * The last ModificationTimestamp an import committed, and whether it lies in the future (an
   * MLS record dated ahead): incremental runs would then read nothing new. Null before any import.
   */
  importMark: { modifiedAt: string; inFuture: boolean } | null
  /**
   * The feed's scheduled import (idx update-feed --every): minutes between runs (null: off), the
   * next run's time, and the run holding the feed right now (scheduled or manual), if any.
   */
  schedule: {
    everyMinutes: number | null
    nextRunAt: string | null
    running: { since: string; trigger: string } | null
  }
  /** The site's listings from this feed, by listing status, and their total. */
  listings: { total: number; byStatus: Record<string, number> }
}

export interface SiteStatus {
  site: {
    id: number
    name: string
    domain: string
    embedOrigins: string[]
    /** While a rotation's overlap lasts (`idx rotate-token --overlap`): when the old token stops working; else null. */
    previousTokenExpiresAt: string | null
  }
  oauthApplications: { clientId: string; redirectUris: string[]; origins: string[] }[]
  markets: { id: number; name: string; city: string; state: string; isDefault: boolean }[]
  feeds: FeedStatus[]
  users: { admins: number; agents: number; total: number }
}

/**
 * What an operator checks on a site: its registrations, markets, feeds with their freshness by
 * their maximum data age at `now`, and its listings per feed and status.
 *
 * @example
 * const status = await siteStatus(db, 1, new Date())
 * status.feeds[0] // { dataSourceName: 'actris', freshness: 'fresh', listings: { total: 5000, byStatus: { Active: … } }, … }
 */
export async function siteStatus(db: Kysely<Database>, siteRef: SiteRef, now: Date): Promise<SiteStatus> {
  const site = await findOperatorSite(db, siteRef)
  const [siteRow, apps, markets, feeds, counts, users] = await Promise.all([
    db
      .selectFrom('sites')
      .select(['embed_origins', 'previous_token_expires_at'])
      .select(sql<boolean>`previous_token_expires_at > now()`.as('overlapping'))
      .where('id', '=', site.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('oauth_applications')
      .select(['id', 'redirect_uris', 'origins'])
      .where('site_id', '=', site.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('markets')
      .select(['id', 'market_name', 'city', 'state_id', 'is_default'])
      .where('site_id', '=', site.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('feeds')
      .innerJoin('market_feeds', 'market_feeds.feed_id', 'feeds.id')
      .innerJoin('markets', 'markets.id', 'market_feeds.market_id')
      .select([
        'feeds.id',
        'feeds.data_source_name',
        'feeds.name',
        'feeds.feed_updated_at',
        'feeds.max_data_age_hours',
        'market_feeds.market_id',
      ])
      .where('markets.site_id', '=', site.id)
      .orderBy('feeds.id')
      .orderBy('market_feeds.market_id')
      .execute(),
    db
      .selectFrom('listings')
      .innerJoin('markets', 'markets.id', 'listings.market_id')
      .select(['listings.feed_id', 'listings.listing_status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('markets.site_id', '=', site.id)
      .groupBy(['listings.feed_id', 'listings.listing_status'])
      .execute(),
    db
      .selectFrom('users')
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        (eb) => eb.fn.count<number>('id').filterWhere('is_admin', '=', true).as('admins'),
        (eb) => eb.fn.count<number>('id').filterWhere('agent_id', 'is not', null).as('agents'),
      ])
      .where('site_id', '=', site.id)
      .executeTakeFirstOrThrow(),
  ])
  const byFeed = new Map<number, FeedStatus>()
  for (const row of feeds) {
    const known = byFeed.get(row.id)
    if (known) {
      known.marketIds.push(row.market_id)
      continue
    }
    const updatedAt = new Date(row.feed_updated_at)
    const [imported, run, schedule] = await Promise.all([
      db
        .selectFrom('feed_imports')
        .select(['last_success_at', 'mark_modified_at'])
        .where('feed_id', '=', row.id)
        .executeTakeFirst(),
      lastImportRun(db, row.id),
      db
        .selectFrom('feed_schedules')
        .select(['every_minutes', 'next_run_at', 'running_since', 'running_trigger'])
        .select(sql<boolean>`running_until > now()`.as('running'))
        .where('feed_id', '=', row.id)
        .executeTakeFirst(),
    ])
    const lastImport = imported?.last_success_at ? new Date(imported.last_success_at) : null
    byFeed.set(row.id, {
      id: row.id,
      dataSourceName: row.data_source_name,
      name: row.name,
      marketIds: [row.market_id],
      feedUpdatedAt: updatedAt.toISOString(),
      lastImportAt: lastImport?.toISOString() ?? null,
      lastRun: run
        ? {
            status: run.status,
            source: run.source,
            trigger: run.trigger,
            startedAt: new Date(run.started_at).toISOString(),
            finishedAt: run.finished_at ? new Date(run.finished_at).toISOString() : null,
            report: run.report ?? null,
            error: run.error ?? null,
          }
        : null,
      maxDataAgeHours: row.max_data_age_hours,
      // Never imported: its data is as old as its load.
      freshness: feedFreshness(lastImport ?? updatedAt, row.max_data_age_hours, now),
      importMark: imported?.mark_modified_at
        ? {
            modifiedAt: new Date(imported.mark_modified_at).toISOString(),
            inFuture: importMarkInFuture(new Date(imported.mark_modified_at), now),
          }
        : null,
      schedule: {
        everyMinutes: schedule?.every_minutes ?? null,
        nextRunAt: schedule?.next_run_at ? new Date(schedule.next_run_at).toISOString() : null,
        running:
          schedule?.running && schedule.running_since
            ? { since: new Date(schedule.running_since).toISOString(), trigger: schedule.running_trigger ?? 'manual' }
            : null,
      },
      listings: { total: 0, byStatus: {} },
    })
  }
  for (const row of counts) {
    const feed = byFeed.get(row.feed_id)
    if (!feed) continue
    const count = Number(row.count)
    feed.listings.byStatus[row.listing_status] = count
    feed.listings.total += count
  }
  return {
    site: {
      id: site.id,
      name: site.name,
      domain: site.domain,
      embedOrigins: siteRow.embed_origins,
      previousTokenExpiresAt:
        siteRow.overlapping && siteRow.previous_token_expires_at
          ? new Date(siteRow.previous_token_expires_at).toISOString()
          : null,
    },
    oauthApplications: apps.map((app) => ({ clientId: app.id, redirectUris: app.redirect_uris, origins: app.origins })),
    markets: markets.map((m) => ({
      id: m.id,
      name: m.market_name,
      city: m.city,
      state: m.state_id,
      isDefault: m.is_default,
    })),
    feeds: [...byFeed.values()],
    users: { admins: Number(users.admins), agents: Number(users.agents), total: Number(users.total) },
  }
}
