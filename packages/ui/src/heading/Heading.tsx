import type { ReactNode, Ref } from 'react'

/** Heading levels a widget may start at, so it fits the host page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export interface HeadingProps {
  /** The host page's level for this title (`h1`…`h6`). */
  level: HeadingLevel
  id?: string
  className?: string
  /**
   * Whether the heading can take focus (tabIndex -1), so that, when a widget changes what it
   * shows, keyboard and screen reader users can be moved to the new content. On by default.
   */
  focusable?: boolean
  ref?: Ref<HTMLHeadingElement>
  children: ReactNode
}

/**
 * A widget's title at the host's level: a widget never hard-codes `h2`, it takes a
 * `headingLevel` from its host and renders this.
 *
 * @example
 * <Heading level={headingLevel} id={titleId} className="idx-auth__title">Sign In</Heading> // <h2 tabindex="-1" …>
 */
export function Heading({ level, id, className, focusable = true, ref, children }: HeadingProps) {
  const Tag = `h${level}` as const
  return (
    <Tag ref={ref} id={id} className={className} tabIndex={focusable ? -1 : undefined}>
      {children}
    </Tag>
  )
}
