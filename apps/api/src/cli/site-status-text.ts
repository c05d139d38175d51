import type { SiteStatus } from '../operator/index.js'

/** `idx status` for people: one block per part, the feeds with their freshness and listing counts. */
export function siteStatusText(status: SiteStatus): string {
  const { site } = status
  const lines = [
    `Site ${site.id} ${site.name} (${site.domain})`,
    ...(site.previousTokenExpiresAt
      ? [`  API token: rotated; the previous token keeps working until ${site.previousTokenExpiresAt}`]
      : []),
    `  embedding origins: ${site.embedOrigins.length ? site.embedOrigins.join(' ') : 'none (its own origin only)'}`,
    ...status.oauthApplications.map(
      (app) =>
        `  OAuth client ${app.clientId}: ${app.redirectUris.length} redirect URIs, origins ${app.origins.join(' ') || 'none'}`,
    ),
    `  users: ${status.users.total} (${status.users.admins} admin, ${status.users.agents} agent)`,
    'Markets:',
    ...(status.markets.length
      ? status.markets.map((m) => `  ${m.id} ${m.name} (${m.city}, ${m.state})${m.isDefault ? ' default' : ''}`)
      : ['  none: add one with idx add-market']),
    'Feeds:',
    ...(status.feeds.length ? [] : ['  none: add one with idx add-feed']),
  ]
  for (const feed of status.feeds) {
    const counts = Object.entries(feed.listings.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')
    lines.push(
      `  ${feed.id} ${feed.dataSourceName} (${feed.name}), markets ${feed.marketIds.join(', ')}`,
      `    ${feed.lastImportAt ? `last import ${feed.lastImportAt}` : `never imported, data from ${feed.feedUpdatedAt}`}, ${feed.freshness.toUpperCase()} (maximum data age ${feed.maxDataAgeHours} h)`,
      `    listings ${feed.listings.total}${counts ? `: ${counts}` : ''}`,
      `    ${lastRunText(feed.lastRun)}`,
      `    ${scheduleText(feed.schedule)}`,
    )
    if (feed.importMark?.inFuture) {
      lines.push(
        `    WARNING: its import mark ${feed.importMark.modifiedAt} is in the future (an MLS record dated ahead): the next import reads the whole feed again to get past it`,
      )
    }
  }
  return lines.join('\n')
}

/** The scheduled import in one line: its interval and next run, and a run holding the feed now. */
function scheduleText(schedule: SiteStatus['feeds'][number]['schedule']): string {
  const planned =
    schedule.everyMinutes === null
      ? 'scheduled import off (idx update-feed --every 15m to run it in the server)'
      : `scheduled import every ${schedule.everyMinutes} min, next run ${schedule.nextRunAt ?? 'not set'}`
  return schedule.running
    ? `${planned}; a ${schedule.running.trigger} run is under way since ${schedule.running.since}`
    : planned
}

/** The last import run in one line: its outcome and report counts, or that there was none. */
function lastRunText(run: SiteStatus['feeds'][number]['lastRun']): string {
  if (!run) return 'no import run yet: npm run idx -- import <feed> --files <folder> (or --url <RESO Web API>)'
  const when = run.finishedAt ?? run.startedAt
  const report = run.report
  const counts = report
    ? `: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ${report.withdrawn} withdrawn, ${report.rejected.length} rejected${report.skipped?.length ? `, ${report.skipped.length} skipped` : ''}`
    : ''
  return `last run ${run.status} ${when} (${run.trigger ?? 'manual'}, ${run.source})${counts}${run.error ? `: ${run.error}` : ''}`
}
