import { FAILED_INVITES_FLASH_MS, inviteExclusion, inviteExclusionMessage } from '@idx/domain'
import type { Invitation } from '@idx/domain'
import { useEffect, useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'

/** One pending invite's progress: waiting, sending (spinner), sent (check) or failed (warning). */
export type InviteRowState = 'pending' | 'running' | 'success' | 'error'

/**
 * Reports one e-mail's progress while the host sends. With `error`, `detail` is what the server
 * said (e.g. 'You have sent 20 invitations in the last hour… You can invite more in 40 minutes.'),
 * shown under the row so the person knows why and when to try again.
 */
export type OnInviteRowState = (email: string, state: Exclude<InviteRowState, 'pending'>, detail?: string) => void

export interface InviteFormProps {
  /** 'Invite to Collection' (default) or 'Invite to Search'. */
  title?: string
  /** The members' e-mails, to exclude them. */
  memberEmails: readonly (string | null | undefined)[]
  /** Pending invitations already sent, to exclude them. */
  invitations: readonly Invitation[]
  /**
   * Sends the invites, reporting each row (`running`, then `success` or `error`); the host decides
   * the concurrency (`INVITE_CONCURRENCY`). Resolves when every send has settled.
   */
  onSendInvites: (emails: readonly string[], onRowState: OnInviteRowState) => Promise<void>
  /** Back to the collaborators list. */
  onCancel: () => void
  /** Every invite went out: the host goes to the collaborators list. */
  onDone: () => void
  /** How long the failed-invites warning shows (default `FAILED_INVITES_FLASH_MS`, 5 s). */
  warningMs?: number
}

type Row = { email: string; state: InviteRowState; detail?: string }

const ROW_LABEL: Record<InviteRowState, string> = {
  pending: 'Not sent yet',
  running: 'Sending',
  success: 'Sent',
  error: 'Failed to send',
}

function RowIcon({ state }: { state: InviteRowState }) {
  if (state === 'running') return <span className="idx-collab__spinner" role="img" aria-label={ROW_LABEL.running} />
  if (state === 'success')
    return (
      <span role="img" aria-label={ROW_LABEL.success}>
        ✓
      </span>
    )
  if (state === 'error')
    return (
      <span role="img" aria-label={ROW_LABEL.error}>
        ⚠
      </span>
    )
  return null
}

/**
 * 'Invite to Collection': type an e-mail (the Add button shows once there is text), build a
 * pending list, then send. Each row shows a spinner, a check or a warning; sent rows leave the
 * list. Excluded e-mails (already a collaborator, already invited, already listed) get a message
 * instead. If any fail, 'Uh oh!' / 'Some invites failed to send... please try those again later.'
 * shows for 5 s, and each failed row keeps the server's reason under it (a limit reached, and when
 * to try again); if all succeed, `onDone`.
 *
 * @example
 * <InviteForm memberEmails={emails} invitations={invites} onSendInvites={send} onCancel={back} onDone={back} />
 */
export function InviteForm({
  title = 'Invite to Collection',
  memberEmails,
  invitations,
  onSendInvites,
  onCancel,
  onDone,
  warningMs = FAILED_INVITES_FLASH_MS,
}: InviteFormProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [rows, setRows] = useState<Row[]>([])
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(
    function hideWarningLater() {
      if (!failed) return
      const timer = setTimeout(() => setFailed(false), warningMs)
      return () => clearTimeout(timer)
    },
    [failed, warningMs],
  )

  function add(event: FormEvent) {
    event.preventDefault()
    if (!text.trim()) return
    const exclusion = inviteExclusion(text, {
      memberEmails,
      invitedEmails: invitations.map((i) => i.email),
      listedEmails: rows.map((r) => r.email),
    })
    if (exclusion) {
      setProblem(inviteExclusionMessage(text, exclusion))
      return
    }
    setRows((current) => [...current, { email: text.trim(), state: 'pending' }])
    setText('')
    setProblem(null)
    inputRef.current?.focus()
  }

  async function send() {
    if (sending || rows.length === 0) return
    setSending(true)
    setFailed(false)
    const outcome = new Map<string, InviteRowState>()
    const emails = rows.map((r) => r.email)
    try {
      await onSendInvites(emails, (email, state, detail) => {
        outcome.set(email, state)
        const shown = state === 'error' && detail?.trim() ? detail.trim() : undefined
        setRows((current) => current.map((r) => (r.email === email ? { email, state, detail: shown } : r)))
      })
    } finally {
      setSending(false)
    }
    const remaining = emails.filter((e) => outcome.get(e) !== 'success')
    setRows((current) => current.filter((r) => outcome.get(r.email) !== 'success'))
    if (remaining.length === 0) onDone()
    else setFailed(true)
  }

  return (
    <section className="idx-collab" aria-labelledby={`${id}-title`}>
      <CollabStyles />
      <h2 id={`${id}-title`} className="idx-collab__title">
        {title}
      </h2>
      <form onSubmit={add} noValidate>
        <label htmlFor={`${id}-email`} className="idx-collab__label">
          E-mail address
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            className="idx-collab__input"
            value={text}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            onChange={(event) => {
              setText(event.target.value)
              setProblem(null)
            }}
          />
          {text.trim() ? (
            <button type="submit" className="idx-collab__button">
              Add
            </button>
          ) : null}
        </div>
        <p id={`${id}-problem`} className="idx-collab__error" role="alert">
          {problem ?? ''}
        </p>
      </form>
      {rows.length > 0 ? (
        <ul className="idx-collab__list" aria-label="Invites to send">
          {rows.map((row) => (
            <li key={row.email} className="idx-collab__row" data-state={row.state}>
              <span className="idx-collab__grow">
                {row.email}
                {row.detail ? (
                  <span className="idx-collab__error" style={{ display: 'block' }}>
                    {row.detail}
                  </span>
                ) : null}
              </span>
              <RowIcon state={row.state} />
              {row.state === 'pending' || row.state === 'error' ? (
                <button
                  type="button"
                  className="idx-collab__icon-button"
                  aria-label={`Remove ${row.email} from the list`}
                  disabled={sending}
                  onClick={() => setRows((current) => current.filter((r) => r.email !== row.email))}
                >
                  ✕
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="alert">
        {failed ? (
          <div className="idx-collab__alert">
            <strong>Uh oh!</strong>
            <p style={{ margin: '4px 0 0' }}>Some invites failed to send... please try those again later.</p>
          </div>
        ) : null}
      </div>
      <div className="idx-collab__actions">
        <button
          type="button"
          className="idx-collab__button"
          aria-disabled={sending || rows.length === 0 || undefined}
          onClick={() => void send()}
        >
          {sending ? 'Sending…' : 'Send Invites'}
        </button>
        <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  )
}
