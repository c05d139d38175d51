// The site's settings through the real admin API (`/api/v3/site_settings`), as an admin changes
// them: what the branding and site-feature browser tests set before they look at the site.
import { expect } from 'vitest'
import { DEMO_ADMIN } from '../../../../tooling/e2e/browser-and-server.js'
import { passwordAccessToken } from '../../../../tooling/e2e/demo-accounts.js'

export type SiteSettings = Record<string, unknown> & { settings_version: number }

export type SiteSettingsApi = {
  /** The settings as stored now. */
  get(): Promise<SiteSettings>
  /** Changes `attributes` from the version the server has now; the stored settings come back. */
  set(attributes: Record<string, unknown>): Promise<SiteSettings>
}

/** Signs the demo admin in at `baseUrl` and returns the settings' reader and writer. */
export async function siteSettingsApi(baseUrl: string): Promise<SiteSettingsApi> {
  const token = await passwordAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password, 'read write admin')
  const call = async (method: 'GET' | 'PATCH', attributes?: Record<string, unknown>): Promise<SiteSettings> => {
    const answer = await fetch(`${baseUrl}/api/v3/site_settings`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/vnd.api+json' },
      ...(attributes ? { body: JSON.stringify({ data: { type: 'site_settings', attributes } }) } : {}),
    })
    const text = await answer.text()
    expect(answer.status, text).toBe(200)
    return (JSON.parse(text) as { data: { attributes: SiteSettings } }).data.attributes
  }
  return {
    get: () => call('GET'),
    async set(attributes) {
      const now = await call('GET')
      return call('PATCH', { ...attributes, settings_version: now.settings_version })
    },
  }
}
