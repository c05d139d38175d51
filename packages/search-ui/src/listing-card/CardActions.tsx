import type { Listing } from '@idx/domain'
import type { RenderLink } from '@idx/ui'
import { VISUALLY_HIDDEN_CLASS } from '../shared/styles.js'

export interface CardActionsProps {
  listing: Listing
  /** The card's title: each action names the listing for screen readers ('Save 7 Main St'). */
  title: string
  saveHref?: (listing: Listing) => string
  onSave?: (listing: Listing) => void
  onComment?: (listing: Listing) => void
  onRemove?: (listing: Listing) => void
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

/**
 * A card's footer actions, as the default card shows them: Save (a link to `saveHref`, else a
 * button calling `onSave`), Comment and Remove, each only when the host wires it; nothing at all
 * when it wires none.
 */
export function CardActions({ listing, title, saveHref, onSave, onComment, onRemove, renderLink }: CardActionsProps) {
  if (!saveHref && !onSave && !onComment && !onRemove) return null
  return (
    <div className="idx-card__actions">
      {saveHref
        ? renderLink({
            href: saveHref(listing),
            className: 'idx-card__action',
            children: <ActionName verb="Save" title={title} />,
          })
        : null}
      {!saveHref && onSave ? <ActionButton verb="Save" title={title} onClick={() => onSave(listing)} /> : null}
      {onComment ? <ActionButton verb="Comment" title={title} onClick={() => onComment(listing)} /> : null}
      {onRemove ? <ActionButton verb="Remove" title={title} onClick={() => onRemove(listing)} /> : null}
    </div>
  )
}
