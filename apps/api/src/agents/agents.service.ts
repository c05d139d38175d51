import type { Resource } from '../markets/markets.service.js'
import type { AgentRow } from './agents.repository.js'

/**
 * What a visitor typed, as the repository matches it: trimmed, lower-cased, runs of spaces as one.
 *
 * @example
 * normalizeNameSearch('  Ada   LOVE ') // 'ada love'
 */
export function normalizeNameSearch(typed: string | undefined): string {
  return (typed ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** An agent row as an `agents` resource. One stored picture serves every size. */
export function agentResource(row: AgentRow, dataSourceName: string): Resource {
  const picture = row.picture_url
  return {
    id: String(row.id),
    type: 'agents',
    attributes: {
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      sms_number: row.sms_number,
      broker_name: row.broker_name,
      bio: row.bio,
      pictures: picture ? { thumb_url: picture, small_url: picture, medium_url: picture, large_url: picture } : null,
      share_token: row.share_token,
      active_feeds: [dataSourceName],
    },
  }
}
