import { useEffect, useId, useRef } from 'react'
import type { ReactNode } from 'react'
import { Heading } from '@idx/ui'
import type { HeadingLevel } from '@idx/ui'

/**
 * A section of the account page whose form expands under a toggle button (`aria-expanded`).
 * Opening moves focus to the form's first input; when the form closes (saved, or toggled
 * shut) focus returns to the toggle rather than falling to the page.
 */
export function AccountSection({
  title,
  toggleLabel,
  open,
  onOpenChange,
  headingLevel,
  summary,
  children,
}: {
  title: string
  toggleLabel: string
  open: boolean
  onOpenChange: (open: boolean) => void
  headingLevel: HeadingLevel
  summary?: ReactNode
  /** The form, given the id of the section's title to be labelled by. */
  children: (titleId: string) => ReactNode
}) {
  const id = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(open)
  useEffect(
    function moveFocusOnToggle() {
      if (wasOpen.current === open) return
      wasOpen.current = open
      if (open) panelRef.current?.querySelector('input')?.focus()
      else toggleRef.current?.focus()
    },
    [open],
  )
  return (
    <section className="idx-auth__section" aria-labelledby={`${id}-title`}>
      <Heading level={headingLevel} id={`${id}-title`} className="idx-auth__section-title">
        {title}
      </Heading>
      {summary}
      <button
        ref={toggleRef}
        type="button"
        className="idx-auth__button idx-auth__button--secondary"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => onOpenChange(!open)}
      >
        {toggleLabel}
      </button>
      {open ? (
        <div ref={panelRef} id={`${id}-panel`} className="idx-auth__panel">
          {children(`${id}-title`)}
        </div>
      ) : null}
    </section>
  )
}
