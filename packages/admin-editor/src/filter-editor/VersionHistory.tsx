import { useId, useState } from 'react'

/** One change of a saved version against the one before it. */
export type VersionChange = {
  /** Where, as a JSON pointer into the document (`/filter_schema/properties/bedrooms/title`). */
  readonly path: string
  /** 'added', 'removed' or 'changed' (any other word is shown as it is). */
  readonly kind: string
  readonly before?: unknown
  readonly after?: unknown
}

/** A saved version of the market's filter documents. */
export type SavedVersion = {
  readonly version: number
  /** ISO time it was saved. */
  readonly savedAt: string
  /** Who saved it; `null` when unknown (an import, the operator's CLI). */
  readonly savedByName: string | null
  readonly changes: readonly VersionChange[]
}

export interface VersionHistoryProps {
  /** The saved versions, newest first. */
  readonly versions: readonly SavedVersion[]
  /** 'loading' and 'error' show a message in place of the list. */
  readonly state?: 'loading' | 'error' | 'ready'
  /** The version the market has now (marked 'Current'); default the newest. */
  readonly currentVersion?: number
  /** Restore a version (the host saves its documents as a new version). */
  readonly onRestore: (version: number) => void
  /** The version being restored, while it is. */
  readonly restoring?: number | null
  /** How many changes each version lists before 'and N more'. */
  readonly changesShown?: number
  /** What a restore replaces, for its confirmation (default 'the saved schema and view'). */
  readonly restores?: string
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** A saved time as the list shows it: 'Nov 29, 2026, 6:43 PM' (the text as given when it is no date). */
export function formatSavedAt(iso: string): string {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? iso : dateFormat.format(time)
}

/** A JSON value in a change, short: long texts cut to 80 characters. */
export function changeValueText(value: unknown): string {
  const text = value === undefined ? '' : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 79)}…` : text
}

/**
 * The market's saved versions, newest first: who saved each and when, and what it changed
 * (each change's place in the document, the value before struck out and the value after). The
 * current version is marked; any other offers 'Restore this version', which asks to confirm.
 *
 * @example
 * <VersionHistory versions={versions} onRestore={(version) => restore(version)} restoring={null} />
 */
export function VersionHistory({
  versions,
  state = 'ready',
  currentVersion,
  onRestore,
  restoring = null,
  changesShown = 8,
  restores = 'the saved schema and view',
}: VersionHistoryProps) {
  const titleId = useId()
  const [confirming, setConfirming] = useState<number | null>(null)
  const current = currentVersion ?? versions[0]?.version
  return (
    <section className="idx-versions" aria-labelledby={titleId}>
      <h2 id={titleId} className="idx-versions__title">
        Saved versions
      </h2>
      {state === 'loading' ? (
        <p className="idx-versions__message" role="status">
          Loading the saved versions…
        </p>
      ) : state === 'error' ? (
        <p className="idx-versions__message" data-state="error" role="alert">
          Oops, Something went wrong...
        </p>
      ) : versions.length === 0 ? (
        <p className="idx-versions__message">No saved versions yet: each save keeps one here.</p>
      ) : (
        <ol className="idx-versions__list" aria-labelledby={titleId}>
          {versions.map((entry) => {
            const isCurrent = entry.version === current
            const hidden = entry.changes.length - changesShown
            return (
              <li
                key={entry.version}
                className="idx-versions__item"
                aria-current={isCurrent ? 'true' : undefined}
                aria-label={`Version ${entry.version}`}
              >
                <div className="idx-versions__head">
                  <strong>Version {entry.version}</strong>
                  {isCurrent ? <span className="idx-versions__current">Current</span> : null}
                  <span className="idx-versions__who">
                    {entry.savedByName ?? 'Unknown'} ·{' '}
                    <time dateTime={entry.savedAt}>{formatSavedAt(entry.savedAt)}</time>
                  </span>
                </div>
                {entry.changes.length === 0 ? (
                  <p className="idx-versions__message">No changes.</p>
                ) : (
                  <ul className="idx-versions__changes" aria-label="Changes">
                    {entry.changes.slice(0, changesShown).map((change) => (
                      <li key={`${change.kind}:${change.path}`}>
                        <ChangeLine change={change} />
                      </li>
                    ))}
                    {hidden > 0 ? <li>and {hidden} more</li> : null}
                  </ul>
                )}
                {isCurrent ? null : confirming === entry.version ? (
                  <div className="idx-versions__confirm">
                    <p>
                      Restore version {entry.version}? It replaces {restores}; the current one stays in this list.
                    </p>
                    <button
                      type="button"
                      className="idx-fde__button idx-fde__button--danger"
                      disabled={restoring !== null}
                      aria-busy={restoring === entry.version || undefined}
                      onClick={() => {
                        setConfirming(null)
                        onRestore(entry.version)
                      }}
                    >
                      Restore
                    </button>
                    <button type="button" className="idx-fde__button" onClick={() => setConfirming(null)}>
                      Cancel
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="idx-fde__button"
                    disabled={restoring !== null}
                    aria-busy={restoring === entry.version || undefined}
                    onClick={() => setConfirming(entry.version)}
                  >
                    {restoring === entry.version ? 'Restoring…' : 'Restore this version'}
                  </button>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

function ChangeLine({ change }: { change: VersionChange }) {
  const where = <code>{change.path || '/'}</code>
  if (change.kind === 'added') {
    return (
      <>
        Added {where}: <ins>{changeValueText(change.after)}</ins>
      </>
    )
  }
  if (change.kind === 'removed') {
    return (
      <>
        Removed {where}: <del>{changeValueText(change.before)}</del>
      </>
    )
  }
  return (
    <>
      {change.kind === 'changed' ? 'Changed' : change.kind} {where}: <del>{changeValueText(change.before)}</del> →{' '}
      <ins>{changeValueText(change.after)}</ins>
    </>
  )
}
