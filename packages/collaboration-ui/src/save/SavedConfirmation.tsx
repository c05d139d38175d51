import { Heading, Link } from '@idx/ui'
import { useEffect, useId, useRef } from 'react'
import { CollabStyles } from '../shared/CollabStyles.js'

export interface SavedConfirmationProps {
  /** The collection the listing went into. */
  collectionHref: string
  /** The collection's invite screen. */
  inviteHref: string
  onDone: () => void
}

/**
 * After a save: 'Awesome! You saved your home to your Collection', then 'What's Next':
 * GO TO COLLECTION, INVITE PEOPLE, DONE. The title takes focus, so a screen reader hears it.
 *
 * @example
 * <SavedConfirmation collectionHref="/app/collection/10" inviteHref="/app/collection/10/collaborators/invite" onDone={close} />
 */
export function SavedConfirmation({ collectionHref, inviteHref, onDone }: SavedConfirmationProps) {
  const id = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(function announceTitle() {
    titleRef.current?.focus()
  }, [])
  return (
    <section className="idx-collab" aria-labelledby={`${id}-title`}>
      <CollabStyles />
      <Heading level={2} id={`${id}-title`} className="idx-collab__title" ref={titleRef}>
        Awesome! You saved your home to your Collection
      </Heading>
      <h3 className="idx-collab__label">What&apos;s Next</h3>
      <div className="idx-collab__actions">
        <Link href={collectionHref} className="idx-collab__button">
          GO TO COLLECTION
        </Link>
        <Link href={inviteHref} className="idx-collab__button idx-collab__button--quiet">
          INVITE PEOPLE
        </Link>
        <button type="button" className="idx-collab__button idx-collab__button--quiet" onClick={onDone}>
          DONE
        </button>
      </div>
    </section>
  )
}
