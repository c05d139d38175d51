import {
  DELAYS_MS,
  defaultFilter,
  filterSchemaMetaSchema,
  filterViewMetaSchema,
  type SearchFilter,
  type SearchQuery,
} from '@idx/domain'
import { Style } from '@idx/ui'
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { CodeEditor } from '../code-editor/CodeEditor.js'
import { EditorPanes } from '../editor-shell/EditorPanes.js'
import { useEditorLines } from '../editor-shell/useEditorLines.js'
import { FILTER_EDITOR_CSS } from './filter-editor-styles.js'
import {
  checkFilterText,
  documentText,
  FILTER_EDITOR_TITLES,
  previewQuery,
  sameDocument,
  type FilterDocumentKind,
  type FilterDocuments,
  type FilterTextCheck,
} from './filter-document.js'
import { FilterPreview, type PreviewCount } from './FilterPreview.js'

/** Where a save is: none yet, on its way, done, refused (`message`), or refused as stale (`message`). */
export type FilterSaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; message: string }
  | { status: 'conflict'; message: string }

/** The performance marks the editor leaves: a check starts (the debounce fired) and the preview drew it. */
export const FILTER_EDIT_MARKS = { applied: 'idx-filter-edit:applied', previewed: 'idx-filter-edit:previewed' } as const

export interface FilterDocumentEditorProps {
  /** Which document: the market's filter_schema ('schema') or filter_view ('view'). */
  readonly kind: FilterDocumentKind
  /** The market's id: the preview's query searches it. */
  readonly marketId: string
  /** The market's documents as saved. */
  readonly saved: FilterDocuments
  /** The other document as the preview should use it (an unsaved, valid draft); default: the saved one. */
  readonly companion?: unknown
  /** The editor's text (the host keeps drafts across tabs); absent: kept here, starting from the saved document. */
  readonly text?: string
  /** Every edit, and `undefined` when the text is back to the saved document (Rollback, a save). */
  readonly onTextChange?: (text: string | undefined) => void
  /** The problem the header shows (a JSON or reference error), `null` when there is none. */
  readonly onErrorChange?: (message: string | null) => void
  /** Save the edited document (the host sends it with the market's lock version). */
  readonly onSave: (document: unknown) => void
  readonly saveState?: FilterSaveState
  /** After a conflict: load the market as it is now (the draft is dropped). */
  readonly onReload?: () => void
  /** The number of results a query gives (the host's search with page size 1, its meta.total). */
  readonly countResults?: (query: SearchQuery) => Promise<number>
  /** The saved versions (a `VersionHistory`), drawn under the preview. */
  readonly history?: ReactNode
  /** How long after typing an edit applies; default 500 ms (spec's JSON edit debounce). */
  readonly debounceMs?: number
  /** The editor's height in lines; default 60 on tall screens (>= 1100px), 35 otherwise. */
  readonly lines?: number
}

type Checked = { text: string; check: FilterTextCheck }

/**
 * The Schema or View editor of a market: a JSON editor (CodeMirror, completing and linting from
 * the document's meta schema) in the sidebar, the live preview of the visitor's Filter panel and
 * the saved versions in the main area. Edits apply `debounceMs` after typing and only when valid:
 * the header then reads the problem instead of 'Schema Editor' / 'View Editor' (a JSON parse
 * error, a reference error…). Preview shows while the document differs from the saved one with no
 * error; Rollback and Save while it does, with no error and no edit waiting to apply.
 *
 * @example
 * <FilterDocumentEditor kind="schema" marketId="1" saved={market} onSave={save} saveState={state}
 *   countResults={(query) => count(query)} history={<VersionHistory … />} />
 */
export function FilterDocumentEditor({
  kind,
  marketId,
  saved,
  companion,
  text: controlledText,
  onTextChange,
  onErrorChange,
  onSave,
  saveState = { status: 'idle' },
  onReload,
  countResults,
  history,
  debounceMs = DELAYS_MS.jsonEdit,
  lines,
}: FilterDocumentEditorProps) {
  const titleId = useId()
  const queryId = useId()
  const savedDocument = kind === 'schema' ? saved.filter_schema : saved.filter_view
  const other = companion ?? (kind === 'schema' ? saved.filter_view : saved.filter_schema)
  const savedText = useMemo(() => documentText(savedDocument), [savedDocument])
  const [ownText, setOwnText] = useState<string | undefined>(undefined)
  const text = controlledText ?? ownText ?? savedText
  const [checked, setChecked] = useState<Checked>(() => ({ text, check: checkFilterText(kind, text, other) }))
  // The last text that checked: what the preview draws while a newer text waits or fails.
  const [good, setGood] = useState<Checked | null>(() => (checked.check.ok ? checked : null))
  const editorLines = useEditorLines(lines)

  function setText(next: string | undefined) {
    if (controlledText === undefined) setOwnText(next)
    onTextChange?.(next)
  }

  // Check the text `debounceMs` after the last edit; a text put back to the saved one, at once.
  const otherKey = JSON.stringify(other ?? null)
  const lastOther = useRef(otherKey)
  useEffect(() => {
    const otherChanged = lastOther.current !== otherKey
    lastOther.current = otherKey
    if (text === checked.text && !otherChanged) return
    const run = () => {
      performance.mark(FILTER_EDIT_MARKS.applied)
      const next = { text, check: checkFilterText(kind, text, other) }
      setChecked(next)
      if (next.check.ok) setGood(next)
    }
    if (text === savedText || otherChanged) {
      run()
      return
    }
    const timer = setTimeout(run, debounceMs)
    return () => clearTimeout(timer)
    // `other` is read through otherKey (a new object with the same JSON is no change).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, savedText, otherKey, kind, debounceMs, checked.text])

  const error = checked.check.ok ? null : checked.check.message
  useEffect(() => onErrorChange?.(error), [error, onErrorChange])

  const pending = text !== checked.text
  const changed = checked.check.value === null || !sameDocument(checked.check.value, savedDocument)
  const showPreview = changed && !error && good !== null
  const canSave = changed && !error && !pending
  const busy = saveState.status === 'saving'

  // The preview's filters: the schema's defaults, again when the schema's defaults change.
  const previewSchema = good?.check.ok ? good.check.schema : null
  const previewView = good?.check.ok ? good.check.view : null
  const defaults = useMemo(() => (previewSchema ? defaultFilter(previewSchema) : {}), [previewSchema])
  const [filter, setFilter] = useState<SearchFilter>(defaults)
  const [filterDefaults, setFilterDefaults] = useState(defaults)
  if (!sameDocument(filterDefaults, defaults)) {
    setFilterDefaults(defaults)
    setFilter(defaults)
  }
  const [signedIn, setSignedIn] = useState(false)
  const [showQuery, setShowQuery] = useState(false)
  const query = useMemo(() => previewQuery(filter, marketId), [filter, marketId])
  const count = usePreviewCount(showPreview ? query : null, countResults)

  useLayoutEffect(() => {
    // The preview's DOM now shows the last applied edit: the bench measures from the debounce to here.
    if (performance.getEntriesByName(FILTER_EDIT_MARKS.applied, 'mark').length === 0) return
    performance.measure(FILTER_EDIT_MARKS.previewed, FILTER_EDIT_MARKS.applied)
    performance.clearMarks(FILTER_EDIT_MARKS.applied)
  }, [checked])

  const title = FILTER_EDITOR_TITLES[kind]
  const sidebar = (
    <div className="idx-fde" data-state={error ? 'error' : pending ? 'pending' : changed ? 'dirty' : 'clean'}>
      <div className="idx-fde__header" role={error ? 'alert' : undefined}>
        <h2 id={titleId} className="idx-fde__title" data-error={error ? 'true' : undefined}>
          {error ?? title}
        </h2>
      </div>
      <div className="idx-fde__actions">
        {canSave ? (
          <>
            <button type="button" className="idx-fde__button" disabled={busy} onClick={() => setText(undefined)}>
              Rollback
            </button>
            <button
              type="button"
              className="idx-fde__button idx-fde__button--primary"
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => onSave(checked.check.value)}
            >
              {busy ? 'Saving…' : 'Save'}
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="idx-fde__button idx-fde__button--quiet"
          aria-expanded={showQuery}
          aria-controls={queryId}
          onClick={() => setShowQuery(!showQuery)}
        >
          {showQuery ? 'Hide Query' : 'Show Query'}
        </button>
      </div>
      <SaveStatus state={saveState} onReload={onReload} />
      <pre id={queryId} className="idx-fde__query" hidden={!showQuery} aria-label="Search query" tabIndex={0}>
        {JSON.stringify(query, null, 2)}
      </pre>
      <CodeEditor
        language="json"
        value={text}
        onChange={(next) => setText(next === savedText ? undefined : next)}
        jsonSchema={kind === 'schema' ? FILTER_SCHEMA_META : FILTER_VIEW_META}
        lines={editorLines}
        label={title}
      />
    </div>
  )
  const main = (
    <>
      {showPreview && previewSchema && previewView ? (
        <FilterPreview
          schema={previewSchema}
          view={previewView}
          filter={filter}
          onFilterChange={setFilter}
          count={count}
          signedIn={signedIn}
          onSignedInChange={setSignedIn}
        />
      ) : (
        <p className="idx-fde__hint">
          {error
            ? 'Fix the error to see the preview.'
            : pending
              ? 'Applying your edit…'
              : 'Edit the document: the preview of the filter form appears here.'}
        </p>
      )}
      {history}
    </>
  )
  return (
    <>
      <Style id="idx-filter-editor" css={FILTER_EDITOR_CSS} precedence="idx-admin-editor" />
      <EditorPanes sidebar={sidebar} sidebarLabel={title} main={main} mainLabel="Preview and versions" />
    </>
  )
}

const FILTER_SCHEMA_META = filterSchemaMetaSchema as unknown as Record<string, unknown>
const FILTER_VIEW_META = filterViewMetaSchema as unknown as Record<string, unknown>

function SaveStatus({ state, onReload }: { state: FilterSaveState; onReload?: () => void }) {
  if (state.status === 'saved') {
    return (
      <p className="idx-fde__status" role="status" data-status="saved">
        Saved
      </p>
    )
  }
  if (state.status === 'failed') {
    return (
      <p className="idx-fde__status" role="alert" data-status="failed">
        Not saved: {state.message}
      </p>
    )
  }
  if (state.status === 'conflict') {
    return (
      <div className="idx-fde__status" role="alert" data-status="conflict">
        <p>{state.message}</p>
        {onReload ? (
          <button type="button" className="idx-fde__button" onClick={onReload}>
            Reload
          </button>
        ) : null}
      </div>
    )
  }
  return null
}

/** The count of the preview's query: asked again when it changes, a late answer to an older query ignored. */
function usePreviewCount(
  query: SearchQuery | null,
  countResults: ((query: SearchQuery) => Promise<number>) | undefined,
): PreviewCount | undefined {
  const [count, setCount] = useState<PreviewCount | undefined>(undefined)
  const key = query ? JSON.stringify(query) : null
  useEffect(() => {
    if (!query || !countResults) {
      setCount(undefined)
      return
    }
    let current = true
    setCount({ state: 'loading' })
    countResults(query).then(
      (total) => current && setCount({ state: 'ready', total }),
      () => current && setCount({ state: 'error' }),
    )
    return () => {
      current = false
    }
    // The query is compared by its JSON (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, countResults])
  return count
}
