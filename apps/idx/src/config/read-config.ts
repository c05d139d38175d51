import { checkSiteConfig, readSiteConfigMeta } from '@idx/domain'

/** The site configuration apps/idx starts from, written by the server into a meta tag. */
export interface SiteConfig {
  api_token: string
  client_id: string
  /** Null when blank: the site's default market is used then. */
  market_id: string | null
  /** Where /api/v3 and /oauth live; blank means the page's own origin. */
  api_base_url: string
}

export type ConfigResult = { ok: true; config: SiteConfig } | { ok: false; message: string }

export const CONFIG_META_NAME = 'idx-config'

/**
 * Reads the meta tag's content with the rules from @idx/domain ('Could not read config from meta
 * tag', 'Missing the following configuration parameters: ...') and adds the host's own setting,
 * the API base URL. Pure, so it runs in Node tests.
 */
export function readConfig(content: string | null | undefined): ConfigResult {
  const read = readSiteConfigMeta(content)
  if (!read.ok) return read
  const checked = checkSiteConfig(read.value)
  if (!checked.ok) return { ok: false, message: checked.message }
  const base = (read.value as Record<string, unknown>).api_base_url
  return {
    ok: true,
    config: { ...checked.config, api_base_url: typeof base === 'string' ? base.replace(/\/+$/, '') : '' },
  }
}
