import type { SiteApi } from '@idx/app-shell'
import type { Market } from '@idx/domain'
import { useOutletContext } from 'react-router'

/** What the `ui` layout gives the pages it draws (its `<Outlet />`): read with `useUiEditor()`. */
export type UiEditorContext = {
  api: SiteApi
  /** The `marketId` query parameter. */
  marketId: string
  /** The market, once loaded (`null` while it loads or when there is none by that id). */
  market: Market | null
  /** The Schema and View editors' unsaved texts, kept while the admin moves between the tabs. */
  drafts: Partial<Record<FilterDocumentKind, string>>
  setDraft: (kind: FilterDocumentKind, text: string | undefined) => void
  /** The editors' current problems (a JSON or reference error), which paint the header red. */
  errors: Partial<Record<FilterDocumentKind, string | null>>
  setError: (kind: FilterDocumentKind, message: string | null) => void
}

/** The market's two filter documents, edited by the Schema and View editors. */
export type FilterDocumentKind = 'schema' | 'view'

/**
 * The `ui` layout's context, for a page drawn inside it (ui.index, ui.schema, ui.view, the
 * listing-card designer): the api, the market of `?marketId=` and the editors' drafts.
 *
 * @example
 * const { market, marketId } = useUiEditor()
 */
export function useUiEditor(): UiEditorContext {
  return useOutletContext<UiEditorContext>()
}
