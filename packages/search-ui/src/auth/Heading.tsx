import type { ReactNode, Ref } from 'react'

/** Heading levels a widget may start at, so it fits the host page's outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

/**
 * A widget's title at the host's level. It can take focus (tabIndex -1) so that, when the
 * widget changes what it shows, keyboard and screen reader users land on the new content.
 */
export function Heading({
  level,
  id,
  className = 'idx-auth__title',
  ref,
  children,
}: {
  level: HeadingLevel
  id?: string
  className?: string
  ref?: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  const Tag = `h${level}` as const
  return (
    <Tag ref={ref} id={id} className={className} tabIndex={-1}>
      {children}
    </Tag>
  )
}
