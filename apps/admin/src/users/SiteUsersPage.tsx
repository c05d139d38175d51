import { errorMessage, type ApiError } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { SiteUsersList, type NewAgent, type SiteUserAction } from '@idx/admin-editor'
import { asyncStatus, useRequireAdminScope } from '@idx/app-shell'
import { ADMIN_ROUTE_PATHS } from '@idx/domain'
import { Heading, useFlash } from '@idx/ui'
import { useId, useState } from 'react'
import type { SiteAdminApi } from '../admin-api.js'

const CHANGES: Record<SiteUserAction, { change: { admin?: boolean; agent?: false }; done: string }> = {
  'make-admin': { change: { admin: true }, done: 'is now an administrator' },
  'remove-admin': { change: { admin: false }, done: 'is no longer an administrator' },
  'remove-agent': { change: { agent: false }, done: 'is no longer an agent' },
}

/** `/admin/users`: the site's administrators and agents, for administrators. */
export function SiteUsersPage({ api }: { api: SiteAdminApi }) {
  const guard = useRequireAdminScope(ADMIN_ROUTE_PATHS['admin-reauthenticate'])
  if (guard) return guard
  return <UsersEditor api={api} />
}

function UsersEditor({ api }: { api: SiteAdminApi }) {
  const titleId = useId()
  const flash = useFlash()
  const result = api.useGetSiteUsersQuery()
  const users = result.data ? normalizeCached(result.data).data : []
  const [addAgent] = api.useAddSiteAgentMutation()
  const [updateUser] = api.useUpdateSiteUserMutation()
  const [busy, setBusy] = useState<string | null>(null)
  const status = asyncStatus(result)

  async function add(agent: NewAgent): Promise<string | void> {
    const answer = await addAgent(agent)
    if ('error' in answer && answer.error) return errorMessage(answer.error as ApiError)
    flash(`${agent.email} was added as an agent and invited by e-mail`)
  }

  async function change(id: string, action: SiteUserAction) {
    const user = users.find((u) => u.id === id)
    setBusy(id)
    const answer = await updateUser({ id, ...CHANGES[action].change })
    setBusy(null)
    if ('error' in answer && answer.error) flash(errorMessage(answer.error as ApiError), 'error')
    else flash(`${user?.full_name ?? 'The user'} ${CHANGES[action].done}`)
  }

  return (
    <main className="admin-page admin-page--wide" aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        Users
      </Heading>
      <p>The site&apos;s administrators and agents. Each change is e-mailed to the person it is about.</p>
      <SiteUsersList
        users={users}
        state={status === 'running' ? 'loading' : status === 'error' ? 'error' : 'ready'}
        busyUserId={busy}
        onAddAgent={add}
        onChange={(id, action) => void change(id, action)}
      />
    </main>
  )
}
