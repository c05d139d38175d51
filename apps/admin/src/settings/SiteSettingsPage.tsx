import { errorMessage, toFieldErrors, type ApiError } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { SiteSettingsForm, type SiteSettingsFieldErrors, type SiteSettingsSaveState } from '@idx/admin-editor'
import { asyncStatus, useRequireAdminScope } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import { Heading, useFlash } from '@idx/ui'
import { useId, useState } from 'react'
import type { SiteAdminApi } from '../admin-api.js'
import { savedVersion } from '../versions/saved-version.js'

const SAVED = 'Site settings were updated successfully'

/** `/admin/settings`: the site's settings, versioned, for administrators. */
export function SiteSettingsPage({ api }: { api: SiteAdminApi }) {
  const guard = useRequireAdminScope(ADMIN_ROUTE_PATHS['admin-reauthenticate'])
  if (guard) return guard
  return <SettingsEditor api={api} />
}

function SettingsEditor({ api }: { api: SiteAdminApi }) {
  const titleId = useId()
  const flash = useFlash()
  const result = api.useGetSiteSettingsQuery()
  const settings = result.data ? normalizeCached(result.data).data : null
  const versions = api.useGetSiteSettingsVersionsQuery(settings?.id ?? '', { skip: !settings })
  const [update] = api.useUpdateSiteSettingsMutation()
  const [restore, restoring] = api.useRestoreSiteSettingsVersionMutation()
  const [saveState, setSaveState] = useState<SiteSettingsSaveState>('idle')
  const [saveMessage, setSaveMessage] = useState<string | null>(null)
  const status = asyncStatus(result)

  async function save(changes: object): Promise<SiteSettingsFieldErrors | void> {
    if (!settings) return
    setSaveState('saving')
    const answer = await update({ settingsVersion: settings.settings_version, values: changes })
    if (!('error' in answer) || !answer.error) {
      setSaveState('saved')
      setSaveMessage(null)
      flash(SAVED)
      return
    }
    const error = answer.error as ApiError
    setSaveMessage(errorMessage(error))
    setSaveState(error.status === 409 ? 'conflict' : 'failed')
    if (error.status === 422) return toFieldErrors(error) as SiteSettingsFieldErrors
  }

  async function restoreVersion(version: number) {
    if (!settings) return
    const answer = await restore({ siteId: settings.id, version, settingsVersion: settings.settings_version })
    if ('error' in answer && answer.error) {
      const error = answer.error as ApiError
      setSaveMessage(errorMessage(error))
      setSaveState(error.status === 409 ? 'conflict' : 'failed')
    } else {
      setSaveState('idle')
      flash(`Version ${version} was restored: ${SAVED.toLowerCase()}`)
    }
  }

  const list = versions.data ? normalizeCached(versions.data).data : []
  return (
    <main className="admin-page admin-page--wide" aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        Site settings
      </Heading>
      <SiteSettingsForm
        key={settings ? `${settings.id}-${settings.settings_version}` : 'none'}
        settings={settings}
        state={status === 'running' ? 'loading' : status === 'error' ? 'error' : 'ready'}
        saveState={saveState}
        saveMessage={saveMessage}
        onSave={save}
        onReload={() => {
          setSaveState('idle')
          void result.refetch()
          void versions.refetch()
        }}
        versions={{
          list: list.map(savedVersion),
          state: versions.isLoading ? 'loading' : versions.isError ? 'error' : 'ready',
          ...(settings ? { currentVersion: settings.settings_version } : {}),
          onRestore: (version) => void restoreVersion(version),
          restoring: restoring.isLoading ? (restoring.originalArgs?.version ?? null) : null,
        }}
      />
    </main>
  )
}
