import {
  CARD_DESIGN_CATEGORIES,
  CARD_DESIGN_LABELS,
  cardDesignBlocks,
  cardDesignMobiledoc,
  cardDesignProblems,
  CUSTOM_CARD_ATTRIBUTES,
  isBlankCustomCard,
  readCustomCard,
  type CardDesignBlock,
  type CardDesignCategory,
  type Feed,
  type Listing,
  type Mobiledoc,
} from '@idx/domain'
import { CustomListingCard, ListingCard } from '@idx/search-ui'
import { renderAnchor, Style, type RenderLink } from '@idx/ui'
import { useMemo, useState } from 'react'
import { CodeEditor } from '../code-editor/CodeEditor.js'
import { EditorPanes } from '../editor-shell/EditorPanes.js'
import { useEditorLines } from '../editor-shell/useEditorLines.js'
import { CardBlockEditor } from './CardBlockEditor.js'
import { CARD_DESIGNER_CSS } from './card-designer-css.js'
import { FILTER_EDITOR_CSS } from '../filter-editor/filter-editor-styles.js'

/** A saved design as the designer opens it; `id` null: the market has none yet (SAVE creates it). */
export type CardDesign = { readonly id: string | null; readonly stylesheet: string; readonly mobiledoc: unknown }

/** Where a save is: none yet, on its way, done, or refused (`message`: the server's words). */
export type CardDesignSaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string }

/** The designer's messages (spec: 'listing card saved', title Success; the save failure, title Error). */
export const CARD_DESIGNER_MESSAGES = {
  saved: (category: CardDesignCategory) => `${CARD_DESIGN_LABELS[category].toLowerCase()} saved`,
  failed: (category: CardDesignCategory) =>
    `there was a problem saving the ${CARD_DESIGN_LABELS[category].toLowerCase()}`,
} as const

export interface ListingCardDesignerProps {
  /** Which design: the result card ('listing-card') or the map popup ('map-callout'). */
  readonly category: CardDesignCategory
  /** Where the 'Listing Card' and 'Map Callout' links go. */
  readonly links: Readonly<Record<CardDesignCategory, string>>
  /** Draws those links (the host's router); default a plain anchor. */
  readonly renderLink?: RenderLink
  /** 'loading' until the design is known, 'error' when it could not be read. */
  readonly state: 'loading' | 'error' | 'ready'
  /** The saved design (open it with a `key` of its id and version so a reload starts over). */
  readonly design: CardDesign | null
  /** The market's sample listings (the sample-listing query: market_id, page size 10). */
  readonly listings: readonly Listing[]
  readonly listingsState?: 'loading' | 'error' | 'ready'
  /** The feed of each listing, for the names the cards must show. */
  readonly feedFor?: (listing: Listing) => Feed | null | undefined
  /** Save the design (the host creates it for the market, or saves a new version with its lock version). */
  readonly onSave: (design: { mobiledoc: Mobiledoc; stylesheet: string }) => void
  readonly saveState?: CardDesignSaveState
  /** The stylesheet editor's height in lines; default 60 on tall screens, 35 otherwise. */
  readonly lines?: number
}

const NEW_BLOCKS: Readonly<Record<string, () => CardDesignBlock>> = {
  '+ Photo Gallery': () => ({ kind: 'listing-photos' }),
  '+ Attribute': () => ({
    kind: 'listing-attribute',
    attribute: 'price_in_dollars',
    label: CUSTOM_CARD_ATTRIBUTES.price_in_dollars.label,
  }),
  '+ Actions': () => ({ kind: 'listing-actions' }),
  '+ Text': () => ({ kind: 'text', tag: 'p', text: '' }),
  '+ Meme': () => ({ kind: 'meme', src: '', alt: '', topText: 'Top text', bottomText: 'Bottom text' }),
}

/** The preview's cards show their actions (as on the results page); they do nothing here. */
const PREVIEW_ACTIONS = { onSave: () => undefined, onComment: () => undefined } as const

function moved<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const next = [...items]
  const [item] = next.splice(index, 1)
  if (item !== undefined) next.splice(index + offset, 0, item)
  return next
}

/** The designer's rules, and the editors' shared buttons (`.idx-fde__button`), drawn once per page. */
function DesignerStyles() {
  return (
    <>
      <Style id="idx-filter-editor" css={FILTER_EDITOR_CSS} precedence="idx-admin-editor" />
      <Style id="idx-card-designer" css={CARD_DESIGNER_CSS} precedence="idx-admin-editor" />
    </>
  )
}

/** The saved document's problems and what visitors see meanwhile. */
function SavedProblems({ mobiledoc }: { mobiledoc: unknown }) {
  const card = useMemo(() => readCustomCard(mobiledoc), [mobiledoc])
  if (card.dropped.length === 0) return null
  return (
    <div className="idx-cd__problems" role="alert">
      <p className="idx-cd__problems-title">
        {isBlankCustomCard(card)
          ? 'The saved card cannot be read: visitors see the default card.'
          : 'Parts of the saved card cannot be read: visitors see the card without them.'}
      </p>
      <ul>
        {card.dropped.map((drop, index) => (
          <li key={index}>
            {drop.pointer || 'document'}: {drop.detail}
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The listing-card designer: the links 'Listing Card' and 'Map Callout', a block editor of the
 * card's Mobiledoc document ('+ Photo Gallery', '+ Attribute', '+ Actions', text with bold,
 * italic and links, the meme card; each block moved up or down and removed) with a CSS stylesheet
 * editor and SAVE in the sidebar, and the default and the custom card side by side on the
 * market's sample listings in the main area, redrawn on every edit. What the card could not use
 * (an unsafe link, a stylesheet rule reaching outside the card) is listed and blocks SAVE; a saved
 * document the card cannot read is shown with what visitors see meanwhile.
 *
 * @example
 * <ListingCardDesigner key={`${design.id}-${design.lock_version}`} category="listing-card"
 *   links={{ 'listing-card': '/ui/listing-card?marketId=1', 'map-callout': '/ui/map-callout?marketId=1' }}
 *   state="ready" design={design} listings={sample} onSave={save} saveState={saveState} />
 */
export function ListingCardDesigner({
  category,
  links,
  renderLink = renderAnchor,
  state,
  design,
  listings,
  listingsState = 'ready',
  feedFor,
  onSave,
  saveState = { status: 'idle' },
  lines,
}: ListingCardDesignerProps) {
  const [blocks, setBlocks] = useState<CardDesignBlock[]>(() => cardDesignBlocks(design?.mobiledoc))
  const [stylesheet, setStylesheet] = useState(design?.stylesheet ?? '')
  const [shown, setShown] = useState(0)
  const editorLines = useEditorLines(lines)
  const mobiledoc = useMemo(() => cardDesignMobiledoc(blocks), [blocks])
  const problems = useMemo(() => cardDesignProblems({ mobiledoc, stylesheet }), [mobiledoc, stylesheet])
  const label = CARD_DESIGN_LABELS[category]
  const listing = listings[Math.min(shown, listings.length - 1)]
  const component = { id: design?.id ?? 'new', mobiledoc, stylesheet }

  const nav = (
    <nav className="idx-cd__nav" aria-label="Card designs">
      {CARD_DESIGN_CATEGORIES.map((each) => (
        <span key={each}>
          {renderLink({
            href: links[each],
            children: CARD_DESIGN_LABELS[each],
            ...({ 'aria-current': each === category ? 'page' : undefined } as object),
          })}
        </span>
      ))}
    </nav>
  )

  if (state !== 'ready') {
    return (
      <div className="idx-cd">
        <DesignerStyles />
        {nav}
        <p
          className={state === 'error' ? 'idx-cd__problems' : 'idx-cd__empty'}
          role={state === 'error' ? 'alert' : 'status'}
        >
          {state === 'error'
            ? `The ${label.toLowerCase()} could not be loaded.`
            : `Loading the ${label.toLowerCase()}…`}
        </p>
      </div>
    )
  }

  const sidebar = (
    <div className="idx-cd">
      <h2 className="idx-cd__title">{`${label} Designer`}</h2>
      {design ? <SavedProblems mobiledoc={design.mobiledoc} /> : null}
      <div className="idx-cd__add" role="group" aria-label="Add a block">
        {Object.entries(NEW_BLOCKS).map(([name, create]) => (
          <button
            key={name}
            type="button"
            className="idx-fde__button"
            onClick={() => setBlocks((all) => [...all, create()])}
          >
            {name}
          </button>
        ))}
      </div>
      {blocks.length === 0 ? (
        <p className="idx-cd__empty">No blocks yet: visitors see the default card. Add a block to start.</p>
      ) : (
        <ol className="idx-cd__blocks" aria-label="Card blocks">
          {blocks.map((block, index) => (
            <CardBlockEditor
              key={index}
              block={block}
              index={index}
              count={blocks.length}
              onChange={(next) => setBlocks((all) => all.map((each, at) => (at === index ? next : each)))}
              onMove={(offset) => setBlocks((all) => moved(all, index, offset))}
              onRemove={() => setBlocks((all) => all.filter((_, at) => at !== index))}
            />
          ))}
        </ol>
      )}
      <div>
        <h3 className="idx-cd__title">Stylesheet</h3>
        <div className="idx-cd__css">
          <CodeEditor
            language="css"
            value={stylesheet}
            onChange={setStylesheet}
            lines={Math.min(editorLines, 20)}
            label={`${label} stylesheet`}
          />
        </div>
      </div>
      {problems.length > 0 ? (
        <div className="idx-cd__problems" role="alert">
          <p className="idx-cd__problems-title">Fix these before saving:</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                {problem.field === 'stylesheet' ? `Stylesheet ${problem.pointer}` : `Document ${problem.pointer}`}:{' '}
                {problem.detail}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="idx-fde__actions">
        <button
          type="button"
          className="idx-fde__button idx-fde__button--primary"
          disabled={saveState.status === 'saving' || problems.length > 0}
          onClick={() => onSave({ mobiledoc, stylesheet })}
        >
          {saveState.status === 'saving' ? 'SAVING…' : 'SAVE'}
        </button>
      </div>
      {saveState.status === 'saved' ? (
        <p className="idx-cd__status" role="status" data-status="saved">
          <strong>Success</strong> {CARD_DESIGNER_MESSAGES.saved(category)}
        </p>
      ) : saveState.status === 'failed' ? (
        <p className="idx-cd__status" role="alert" data-status="failed">
          <strong>Error</strong> {CARD_DESIGNER_MESSAGES.failed(category)}: {saveState.message}
        </p>
      ) : null}
    </div>
  )

  const main = (
    <div>
      <div className="idx-cd__preview-bar">
        <h2>Preview</h2>
        {listings.length > 1 ? (
          <>
            <button
              type="button"
              className="idx-cd__icon"
              aria-label="Previous listing"
              disabled={shown === 0}
              onClick={() => setShown((n) => n - 1)}
            >
              ←
            </button>
            <span>{`Listing ${Math.min(shown, listings.length - 1) + 1} of ${listings.length}`}</span>
            <button
              type="button"
              className="idx-cd__icon"
              aria-label="Next listing"
              disabled={shown >= listings.length - 1}
              onClick={() => setShown((n) => n + 1)}
            >
              →
            </button>
          </>
        ) : null}
      </div>
      {listingsState === 'loading' ? (
        <p className="idx-cd__empty" role="status">
          Loading the market&apos;s listings…
        </p>
      ) : listingsState === 'error' || !listing ? (
        <p className="idx-cd__empty" role="status">
          {listingsState === 'error' ? 'The listings could not be loaded.' : 'This market has no listings to preview.'}
        </p>
      ) : (
        <div className="idx-cd__compare" data-category={category}>
          <figure aria-label="Default card">
            <figcaption>Default card</figcaption>
            <ListingCard listing={listing} feed={feedFor?.(listing)} headingLevel={3} {...PREVIEW_ACTIONS} />
          </figure>
          <figure aria-label="Custom card">
            <figcaption>Custom card</figcaption>
            <CustomListingCard
              component={component}
              listing={listing}
              feed={feedFor?.(listing)}
              headingLevel={3}
              {...PREVIEW_ACTIONS}
            />
          </figure>
        </div>
      )}
    </div>
  )

  return (
    <div className="idx-cd">
      <DesignerStyles />
      {nav}
      <EditorPanes sidebarLabel={`${label} Designer`} sidebar={sidebar} mainLabel="Preview" main={main} />
    </div>
  )
}
