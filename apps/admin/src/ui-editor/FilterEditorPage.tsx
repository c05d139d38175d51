import { errorMessage, type ApiError } from '@idx/api-client'
import { normalizeCached } from '@idx/api-client/react'
import { PageTitle } from '@idx/app-shell'
import {
  FilterDocumentEditor,
  VersionHistory,
  type FilterDocumentKind,
  type FilterSaveState,
  type SavedVersion,
} from '@idx/admin-editor'
import { parseJsonText, type SearchQuery } from '@idx/domain'
import { useFlash } from '@idx/ui'
import { useCallback, useMemo, useState } from 'react'
import { useUiEditor } from './ui-editor-context.js'
import { marketEditorApiOf } from '../admin-api.js'
import { savedVersion } from '../versions/saved-version.js'

const OTHER: Record<FilterDocumentKind, FilterDocumentKind> = { schema: 'view', view: 'schema' }
const MEMBER = { schema: 'filter_schema', view: 'filter_view' } as const
const TITLES = { schema: 'Schema', view: 'View' } as const

/**
 * ui.schema and ui.view: the market's filter_schema or filter_view in @idx/admin-editor's
 * FilterDocumentEditor, saved with the market's lock version (a stale one is a conflict with
 * Reload), the preview counted by the listing search (page size 1, meta.total), and the saved
 * versions with restore. A save flashes '{market} was updated successfully'.
 */
export function FilterEditorPage({ kind }: { kind: FilterDocumentKind }) {
  const { api, market, marketId, drafts, setDraft, setError } = useUiEditor()
  const editorApi = marketEditorApiOf(api)
  const flash = useFlash()
  const [saveState, setSaveState] = useState<FilterSaveState>({ status: 'idle' })
  const [update] = editorApi.useUpdateMarketDocumentsMutation()
  const [restore, restoreState] = editorApi.useRestoreMarketVersionMutation()
  const versionsResult = editorApi.useGetMarketVersionsQuery(marketId, { skip: !marketId })
  const marketResult = api.useGetMarketQuery(marketId, { skip: !marketId })
  const [search] = api.useLazySearchListingsQuery()
  const lockVersion = Number((market as { lock_version?: unknown } | null)?.lock_version ?? 0)

  const versions = useMemo<SavedVersion[]>(
    () => (versionsResult.data ? normalizeCached(versionsResult.data).data.map(savedVersion) : []),
    [versionsResult.data],
  )

  // The other editor's unsaved document, when it parses: the preview shows both edits together.
  const otherDraft = drafts[OTHER[kind]]
  const companion = useMemo(() => {
    if (otherDraft === undefined) return undefined
    const parsed = parseJsonText(otherDraft)
    return parsed.ok ? parsed.value : undefined
  }, [otherDraft])

  const onErrorChange = useCallback((message: string | null) => setError(kind, message), [kind, setError])
  const onTextChange = useCallback((text: string | undefined) => setDraft(kind, text), [kind, setDraft])
  const countResults = useCallback(
    async (query: SearchQuery) => {
      const document = await search({ ...query, page: { size: 1, number: 1 } }, true).unwrap()
      return Number((document.meta as { total?: unknown } | undefined)?.total ?? 0)
    },
    [search],
  )

  if (!market) return null
  const name = market.market_name

  async function save(document: unknown) {
    setSaveState({ status: 'saving' })
    const result = await update({ id: marketId, [MEMBER[kind]]: document, lock_version: lockVersion })
    if ('error' in result && result.error) {
      const error = result.error as ApiError
      const message = errorMessage(error)
      setSaveState(error.status === 409 ? { status: 'conflict', message } : { status: 'failed', message })
      return
    }
    setDraft(kind, undefined)
    setSaveState({ status: 'saved' })
    flash(`${name} was updated successfully`)
  }

  async function restoreVersion(version: number) {
    const result = await restore({ id: marketId, version, lock_version: lockVersion })
    if ('error' in result && result.error) {
      flash(errorMessage(result.error as ApiError), 'error')
      return
    }
    setDraft('schema', undefined)
    setDraft('view', undefined)
    setSaveState({ status: 'idle' })
    flash(`${name} was updated successfully`)
  }

  function reload() {
    setDraft(kind, undefined)
    setSaveState({ status: 'idle' })
    void marketResult.refetch()
    void versionsResult.refetch()
  }

  return (
    <>
      <PageTitle api={api} title={`${TITLES[kind]} · ${name} · Admin`} />
      <FilterDocumentEditor
        key={`${marketId}:${kind}`}
        kind={kind}
        marketId={marketId}
        saved={market}
        companion={companion}
        text={drafts[kind]}
        onTextChange={onTextChange}
        onErrorChange={onErrorChange}
        onSave={(document) => void save(document)}
        saveState={saveState}
        onReload={reload}
        countResults={countResults}
        history={
          <VersionHistory
            versions={versions}
            state={versionsResult.isError ? 'error' : versionsResult.data ? 'ready' : 'loading'}
            currentVersion={lockVersion || undefined}
            onRestore={(version) => void restoreVersion(version)}
            restoring={restoreState.isLoading ? (restoreState.originalArgs?.version ?? null) : null}
          />
        }
      />
    </>
  )
}
