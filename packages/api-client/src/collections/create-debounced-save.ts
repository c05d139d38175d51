import { SAVE_DEBOUNCE_MS } from '@idx/domain'

/** What a debounced save resolves with: the save's own result, or `superseded` when a later call replaced it. */
export type DebouncedSaveOutcome<TResult> =
  { readonly status: 'saved'; readonly result: TResult } | { readonly status: 'superseded' }

export interface DebouncedSave<TInput, TResult> {
  /** Schedules a save of `input` after the wait; an earlier save still waiting is cancelled. */
  (input: TInput): Promise<DebouncedSaveOutcome<TResult>>
  /** Cancels the waiting save, if any (it resolves `superseded`); a save already sent runs on. */
  cancel(): void
  /** Sends the waiting save now, if any. */
  flush(): void
}

export interface DebouncedSaveOptions {
  /** Quiet time before saving. Default `SAVE_DEBOUNCE_MS` (300, spec §4). */
  readonly waitMs?: number
}

/**
 * "Saving a collection or saved search waits 300 ms and cancels an earlier pending save"
 * (spec §4): each call waits `waitMs`; a call made while an earlier one still waits replaces it,
 * and the earlier call resolves `{ status: 'superseded' }`. Only the last input of a quiet spell
 * reaches `save`. Never rejects unless `save` does.
 *
 * @example
 * const saveCollection = createDebouncedSave((values) => updateCollection({ id, ...values }).unwrap())
 * saveCollection({ name: 'Lak' }) // superseded
 * saveCollection({ name: 'Lake' }) // saved 300 ms later
 */
export function createDebouncedSave<TInput, TResult>(
  save: (input: TInput) => Promise<TResult> | TResult,
  { waitMs = SAVE_DEBOUNCE_MS }: DebouncedSaveOptions = {},
): DebouncedSave<TInput, TResult> {
  let waiting: {
    handle: ReturnType<typeof setTimeout>
    run: () => void
    resolve: (outcome: DebouncedSaveOutcome<TResult>) => void
  } | null = null

  const drop = () => {
    if (!waiting) return
    clearTimeout(waiting.handle)
    waiting.resolve({ status: 'superseded' })
    waiting = null
  }

  const debounced = (input: TInput) => {
    drop()
    return new Promise<DebouncedSaveOutcome<TResult>>((resolve, reject) => {
      const run = () => {
        waiting = null
        Promise.resolve()
          .then(() => save(input))
          .then((result) => resolve({ status: 'saved', result }), reject)
      }
      waiting = { handle: setTimeout(run, waitMs), run, resolve }
    })
  }
  return Object.assign(debounced, {
    cancel: drop,
    flush() {
      if (!waiting) return
      clearTimeout(waiting.handle)
      waiting.run()
    },
  })
}
