import type { Listing } from '@idx/domain'
import { HeartIcon } from '@idx/ui'
import type { RenderLink } from '@idx/ui'
import { savedInText } from '../shared/saved-collection.js'
import type { SavedCollection } from '../shared/saved-collection.js'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'

export interface CardActionsProps {
  listing: Listing
  /** The card's title: each action names the listing for screen readers ('Save 7 Main St'). */
  title: string
  saveHref?: (listing: Listing) => string
  onSave?: (listing: Listing) => void
  onComment?: (listing: Listing) => void
  onRemove?: (listing: Listing) => void
  /** The user's collections holding the listing: Save reads 'Saved' with a filled heart when any. */
  savedIn?: readonly SavedCollection[] | null
  renderLink: RenderLink
}

function ActionName({ verb, title }: { verb: string; title: string }) {
  return (
    <>
      {verb}
      <span className={VISUALLY_HIDDEN_CLASS}> {title}</span>
    </>
  )
}

function ActionButton({ verb, title, onClick }: { verb: string; title: string; onClick: () => void }) {
  return (
    <button type="button" className="idx-card__action" onClick={onClick}>
      <ActionName verb={verb} title={title} />
    </button>
  )
}

/** Save's words and heart: an outline heart and 'Save', or a filled one and 'Saved'. */
function SaveName({ saved, title }: { saved: boolean; title: string }) {
  return (
    <>
      <HeartIcon variant={saved ? 'filled' : 'outline'} className="idx-card__heart" />
      <ActionName verb={saved ? 'Saved' : 'Save'} title={title} />
    </>
  )
}

/**
 * A card's footer actions, as the default card shows them: Save (a link to `saveHref`, else a
 * button calling `onSave`), Comment and Remove, each only when the host wires it; nothing at all
 * when it wires none. A listing in any of the user's collections (`savedIn`) shows Save as
 * 'Saved' with a filled heart, its collections named in its tooltip; it still opens the save
 * flow, to save it to another collection.
 */
export function CardActions({
  listing,
  title,
  saveHref,
  onSave,
  onComment,
  onRemove,
  savedIn,
  renderLink,
}: CardActionsProps) {
  if (!saveHref && !onSave && !onComment && !onRemove) return null
  const savedText = savedInText(savedIn)
  const saveState = savedText ? 'saved' : 'unsaved'
  const saveProps = {
    className: 'idx-card__action idx-card__save',
    'data-state': saveState,
    title: savedText ?? undefined,
    children: <SaveName saved={savedText !== null} title={title} />,
  }
  return (
    <div className="idx-card__actions">
      {saveHref ? renderLink({ href: saveHref(listing), ...saveProps }) : null}
      {!saveHref && onSave ? <button type="button" onClick={() => onSave(listing)} {...saveProps} /> : null}
      {onComment ? <ActionButton verb="Comment" title={title} onClick={() => onComment(listing)} /> : null}
      {onRemove ? <ActionButton verb="Remove" title={title} onClick={() => onRemove(listing)} /> : null}
    </div>
  )
}
