import { isValidEmail } from '@idx/domain'
import { Dialog, Style } from '@idx/ui'
import { useId, useState, type FormEvent } from 'react'
import { FILTER_EDITOR_CSS } from '../filter-editor/filter-editor-styles.js'
import { SITE_ADMIN_CSS } from '../site-settings/site-settings-styles.js'

/** One of the site's administrators and agents, as the list shows them. */
export interface SiteUser {
  readonly id: string
  readonly full_name: string
  readonly email: string
  readonly roles: readonly ('admin' | 'agent')[]
  /** The site's only administrator: their admin role cannot be taken. */
  readonly last_admin: boolean
}

/** An agent to add. */
export interface NewAgent {
  readonly email: string
  readonly first_name: string
  readonly last_name: string
  readonly phone_number: string | null
}

/** A change of a user's roles the list asks for. */
export type SiteUserAction = 'remove-agent' | 'make-admin' | 'remove-admin'

export interface SiteUsersListProps {
  readonly users: readonly SiteUser[]
  /** 'loading' and 'error' show a message in place of the list. */
  readonly state?: 'loading' | 'error' | 'ready'
  /** The user whose change is on its way (their buttons wait). */
  readonly busyUserId?: string | null
  /** Adds an agent; resolve with the server's message when it refused, else nothing. */
  readonly onAddAgent: (agent: NewAgent) => Promise<string | void> | void
  /** Changes a user's roles, once the admin confirmed it. */
  readonly onChange: (userId: string, action: SiteUserAction) => void
}

const LAST_ADMIN_REASON = 'The last administrator cannot be removed: make someone else an administrator first.'

const CONFIRM: Record<SiteUserAction, { title: (name: string) => string; text: string; button: string }> = {
  'remove-agent': {
    title: (name) => `Remove ${name} as an agent?`,
    text: 'They keep their account and saved homes and searches; they no longer see leads as an agent. We e-mail them.',
    button: 'Remove agent',
  },
  'make-admin': {
    title: (name) => `Make ${name} an administrator?`,
    text: "They can then change the site's settings, markets and users. We e-mail them.",
    button: 'Make admin',
  },
  'remove-admin': {
    title: (name) => `Remove ${name} as an administrator?`,
    text: 'Their admin sessions are signed out at once. We e-mail them.',
    button: 'Remove admin',
  },
}

/**
 * The site's administrators and agents with their roles and what an administrator may change:
 * add an agent, remove an agent, make or remove an administrator, each confirmed in a dialog.
 * The last administrator's Remove admin is disabled with the reason. A table on wide screens,
 * one card per person on narrow ones.
 *
 * @example
 * <SiteUsersList users={users} onAddAgent={add} onChange={(id, action) => change(id, action)} />
 */
export function SiteUsersList({ users, state = 'ready', busyUserId = null, onAddAgent, onChange }: SiteUsersListProps) {
  const titleId = useId()
  const reasonId = useId()
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState<{ user: SiteUser; action: SiteUserAction } | null>(null)
  const confirm = confirming ? CONFIRM[confirming.action] : null
  return (
    <section className="idx-site-users" aria-label="Administrators and agents">
      <Style id="idx-filter-editor" css={FILTER_EDITOR_CSS} precedence="idx-admin-editor" />
      <Style id="idx-site-admin" css={SITE_ADMIN_CSS} precedence="idx-admin-editor" />
      <div>
        {!adding && (
          <button type="button" className="idx-fde__button idx-fde__button--primary" onClick={() => setAdding(true)}>
            Add agent
          </button>
        )}
      </div>
      {adding && <AddAgentForm onAdd={onAddAgent} onClose={() => setAdding(false)} />}
      {state === 'loading' ? (
        <p role="status">Loading the administrators and agents…</p>
      ) : state === 'error' ? (
        <p role="alert" className="idx-site-settings__error">
          The administrators and agents could not be loaded. Reload the page to try again.
        </p>
      ) : users.length === 0 ? (
        <p>This site has no administrators or agents yet.</p>
      ) : (
        <table className="idx-site-users__table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Roles</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => {
              const busy = busyUserId === user.id
              const isAdmin = user.roles.includes('admin')
              const isAgent = user.roles.includes('agent')
              const ask = (action: SiteUserAction) => () => setConfirming({ user, action })
              return (
                <tr key={user.id} aria-busy={busy || undefined}>
                  <th scope="row">{user.full_name}</th>
                  <td data-label="E-mail" className="idx-site-users__email">
                    {user.email}
                  </td>
                  <td data-label="Roles">
                    <span className="idx-site-users__roles">
                      {user.roles.map((role) => (
                        <span key={role} className="idx-site-users__role" data-role={role}>
                          {role === 'admin' ? 'Admin' : 'Agent'}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td>
                    <div className="idx-site-users__actions">
                      {isAdmin ? (
                        <button
                          type="button"
                          className="idx-fde__button idx-fde__button--quiet"
                          disabled={busy || user.last_admin}
                          aria-describedby={user.last_admin ? `${reasonId}-${user.id}` : undefined}
                          onClick={ask('remove-admin')}
                        >
                          Remove admin
                        </button>
                      ) : (
                        <button type="button" className="idx-fde__button" disabled={busy} onClick={ask('make-admin')}>
                          Make admin
                        </button>
                      )}
                      {isAgent && (
                        <button
                          type="button"
                          className="idx-fde__button idx-fde__button--quiet"
                          disabled={busy}
                          onClick={ask('remove-agent')}
                        >
                          Remove agent
                        </button>
                      )}
                      {user.last_admin && (
                        <p id={`${reasonId}-${user.id}`} className="idx-site-users__reason">
                          {LAST_ADMIN_REASON}
                        </p>
                      )}
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        labelledBy={titleId}
        className="idx-site-users__dialog"
        initialFocus="button[data-confirm]"
      >
        {confirming && confirm && (
          <>
            <h2 id={titleId}>{confirm.title(confirming.user.full_name)}</h2>
            <p>{confirm.text}</p>
            <div className="idx-fde__actions">
              <button
                type="button"
                data-confirm
                className="idx-fde__button idx-fde__button--danger"
                onClick={() => {
                  onChange(confirming.user.id, confirming.action)
                  setConfirming(null)
                }}
              >
                {confirm.button}
              </button>
              <button
                type="button"
                className="idx-fde__button idx-fde__button--quiet"
                onClick={() => setConfirming(null)}
              >
                Cancel
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  )
}

function AddAgentForm({ onAdd, onClose }: { onAdd: SiteUsersListProps['onAddAgent']; onClose: () => void }) {
  const errorId = useId()
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => String(data.get(name) ?? '').trim()
    const agent: NewAgent = {
      email: text('email'),
      first_name: text('first_name'),
      last_name: text('last_name'),
      phone_number: text('phone_number') || null,
    }
    if (!isValidEmail(agent.email)) return setError('Enter the agent’s e-mail address.')
    setSending(true)
    const refused = await onAdd(agent)
    setSending(false)
    if (refused) setError(refused)
    else onClose()
  }
  return (
    <form
      className="idx-site-users__add"
      aria-label="Add an agent"
      aria-describedby={error ? errorId : undefined}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label>
        E-mail
        <input name="email" type="email" autoComplete="off" required autoFocus />
      </label>
      <label>
        First name
        <input name="first_name" autoComplete="off" />
      </label>
      <label>
        Last name
        <input name="last_name" autoComplete="off" />
      </label>
      <label>
        Phone (optional)
        <input name="phone_number" type="tel" autoComplete="off" />
      </label>
      <div className="idx-fde__actions">
        <button type="submit" className="idx-fde__button idx-fde__button--primary" disabled={sending}>
          {sending ? 'Adding…' : 'Add and invite'}
        </button>
        <button type="button" className="idx-fde__button idx-fde__button--quiet" onClick={onClose}>
          Cancel
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="idx-site-settings__error" style={{ gridColumn: '1 / -1' }}>
          {error}
        </p>
      )}
    </form>
  )
}
