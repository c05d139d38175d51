import { INVITE_CONCURRENCY } from '@idx/domain'

/** One invite row's state: the UI shows a spinner, a check or a warning (spec §4). */
export type InviteState = 'pending' | 'running' | 'success' | 'error'

/** One e-mail's row. */
export interface InviteRow<TError = unknown> {
  readonly email: string
  readonly state: InviteState
  /** What `send` failed with, on an `error` row. */
  readonly error?: TError
}

/** Sends one invitation: resolves `{ ok: true }` or `{ ok: false, error }` (an `ApiResult` fits). */
export type InviteSender<TError = unknown> = (
  email: string,
) => Promise<{ readonly ok: true } | { readonly ok: false; readonly error: TError }>

export interface RunInvitesOptions<TError = unknown> {
  /** Most invitations in flight at once. Default `INVITE_CONCURRENCY` (3). */
  readonly concurrency?: number
  /** Called with every row each time one changes state, in the order of `emails`. */
  readonly onChange?: (rows: readonly InviteRow<TError>[]) => void
}

/**
 * Sends one invitation per e-mail, at most `concurrency` at once, in order, reporting each row's
 * state (`pending` → `running` → `success` | `error`). Never rejects: a `send` that throws counts
 * as that row's error. Repeated e-mails (case and spaces aside) are sent once.
 *
 * Resolves with the failed rows, so the invite screen keeps them listed and shows its warning
 * (when it is empty, every invitation went out: go to the collaborators).
 *
 * @example
 * const failed = await runInvites(['a@x.com', 'b@x.com'], (email) => sendInvite(email), { onChange: setRows })
 * if (failed.length === 0) goToCollaborators()
 */
export async function runInvites<TError = unknown>(
  emails: readonly string[],
  send: InviteSender<TError>,
  { concurrency = INVITE_CONCURRENCY, onChange }: RunInvitesOptions<TError> = {},
): Promise<InviteRow<TError>[]> {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`runInvites needs a concurrency of at least 1 (got ${concurrency}).`)
  }
  const seen = new Set<string>()
  const rows: InviteRow<TError>[] = []
  for (const email of emails) {
    const key = email.trim().toLowerCase()
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    rows.push({ email: email.trim(), state: 'pending' })
  }
  const update = (index: number, row: InviteRow<TError>) => {
    rows[index] = row
    onChange?.([...rows])
  }

  let next = 0
  async function worker(): Promise<void> {
    while (next < rows.length) {
      const index = next++
      const { email } = rows[index]!
      update(index, { email, state: 'running' })
      let outcome: Awaited<ReturnType<InviteSender<TError>>>
      try {
        outcome = await send(email)
      } catch (error) {
        outcome = { ok: false, error: error as TError }
      }
      update(index, outcome.ok ? { email, state: 'success' } : { email, state: 'error', error: outcome.error })
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker))
  return rows.filter((row) => row.state === 'error')
}
